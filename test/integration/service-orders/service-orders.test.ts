import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { serviceWorld } from './helpers.ts';

const pathsOf = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path).sort();

describe('service orders: intake, reads and numbering', () => {
  it('takes items in as RECEIVED with the customer copied, numbers per store, reads and lists them', async () => {
    const w = await serviceWorld();
    const productUid = await w.product();
    const created = await w.intake({
      items: [
        {
          serviceOrderItemUid: 'item-1',
          description: 'Espresso machine',
          productUid,
          serialNumber: 'EM2-99812',
          condition: 'Scratch on the drip tray',
          accessories: ['Portafilter', 'Power cable'],
        },
        { description: 'Milk jug' },
      ],
      estimate: { amount: 89000, currency: 'NOK' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({
      storeUid: w.storeA,
      serviceOrderNumber: '1',
      state: 'RECEIVED',
      customerUid: w.kari.customerUid,
      customer: {
        displayName: w.kari.displayName,
        firstname: 'Kari',
        lastname: w.kari.lastname,
        email: w.kari.email,
        mobile: '+4791234567',
        companyName: '',
      },
      items: [
        {
          serviceOrderItemUid: 'item-1',
          productUid,
          serialNumber: 'EM2-99812',
          accessories: ['Portafilter', 'Power cable'],
        },
        { description: 'Milk jug', productUid: '', serialNumber: '', condition: '', accessories: [] },
      ],
      estimate: { amount: 89000, currency: 'NOK', approved: false, approvedAt: null },
      notes: [],
      history: [{ state: 'RECEIVED', by: 'desk-1' }],
      erasedAt: null,
      createdBy: 'desk-1',
    });
    expect(created.body).not.toHaveProperty('tenantUid');
    expect(created.body).not.toHaveProperty('version');
    const path = `${w.base(w.storeA)}/${created.body.serviceOrderUid}`;
    const read = await w.counter.get(path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    expect((await w.intake()).body.serviceOrderNumber).toBe('2');
    // Each store counts its own.
    expect((await w.intake({}, w.storeB)).body.serviceOrderNumber).toBe('1');

    const list = await w.counter.get(`${w.base(w.storeA)}?pageSize=1`);
    expect(list.status).toBe(200);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    expect(list.body.items[0].serviceOrderNumber).toBe('2');
    // Another store of the tenant does not show it.
    expect((await w.counter.get(`${w.base(w.storeB)}/${created.body.serviceOrderUid}`)).status).toBe(404);
  });

  it('gives concurrent intakes of a store distinct numbers, one after the other', async () => {
    const w = await serviceWorld();
    const answers = await Promise.all(Array.from({ length: 12 }, () => w.intake()));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const numbers = answers.map((a) => Number(a.body.serviceOrderNumber)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses a taken serviceOrderUid (409) without taking a number', async () => {
    const w = await serviceWorld();
    const serviceOrderUid = uniqueUid('so');
    expect((await w.intake({ serviceOrderUid })).status).toBe(201);
    const again = await w.intake({ serviceOrderUid });
    expect(again.status).toBe(409);
    expect(pathsOf(again)).toEqual(['body.serviceOrderUid']);
    expect((await w.intake()).body.serviceOrderNumber).toBe('2');
  });
});

describe('service orders: bad input and references write nothing', () => {
  it('answers 400 naming the field, 404 naming the missing reference, and writes nothing', async () => {
    const w = await serviceWorld();
    const refused = [
      [{ items: [] }, 400, ['body.items']],
      [{ items: [{ description: '' }] }, 400, ['body.items.0.description']],
      [{ problemDescription: '' }, 400, ['body.problemDescription']],
      [{ customerUid: 'not a uid' }, 400, ['body.customerUid']],
      [{ estimate: { amount: -1, currency: 'NOK' } }, 400, ['body.estimate.amount']],
      [{ estimate: { amount: 100, currency: 'nok' } }, 400, ['body.estimate.currency']],
      [
        {
          items: [
            { description: 'A', serviceOrderItemUid: 'x' },
            { description: 'B', serviceOrderItemUid: 'x' },
          ],
        },
        400,
        ['body.items.1.serviceOrderItemUid'],
      ],
      [{ customerUid: 'no-such-customer' }, 404, ['body.customerUid']],
      [
        { items: [{ description: 'Grinder', productUid: 'no-such-product' }] },
        404,
        ['body.items.0.productUid'],
      ],
    ] as const;
    for (const [body, status, paths] of refused) {
      const res = await w.intake(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(pathsOf(res), JSON.stringify(body)).toEqual(paths);
    }
    const noStore = await w.intake({}, 'no-such-store');
    expect(noStore.status).toBe(404);
    expect(pathsOf(noStore)).toEqual(['params.storeUid']);
    // The store is checked first: under an unknown store nothing else is read.
    const refs = {
      customerUid: 'no-such-customer',
      items: [{ description: 'Grinder', productUid: 'no-such-product' }],
    };
    const unknownStore = await w.intake(refs, 'no-such-store');
    expect(unknownStore.status).toBe(404);
    expect(pathsOf(unknownStore)).toEqual(['params.storeUid']);
    // Under the store, one answer names every missing reference.
    const nothing = await w.intake(refs);
    expect(nothing.status).toBe(404);
    expect(pathsOf(nothing)).toEqual(['body.customerUid', 'body.items.0.productUid']);

    // Nothing was written and no number was used.
    expect((await w.counter.get(w.base(w.storeA))).body.paging.totalCount).toBe(0);
    expect((await w.intake()).body.serviceOrderNumber).toBe('1');
  });

  it("keeps tenants apart: another tenant's customer, order and store are not found", async () => {
    const w = await serviceWorld();
    const other = await serviceWorld();
    const theirs = await other.intake();
    expect(theirs.status).toBe(201);
    const res = await w.intake({ customerUid: other.kari.customerUid });
    expect(res.status).toBe(404);
    expect(pathsOf(res)).toEqual(['body.customerUid']);
    expect((await w.intake({}, other.storeA)).status).toBe(404);
    const list = await w.counter.get(w.base(other.storeA));
    expect(list.status).toBe(404);
    expect(pathsOf(list)).toEqual(['params.storeUid']);
    expect((await w.counter.get(`${w.base(w.storeA)}/${theirs.body.serviceOrderUid}`)).status).toBe(404);
    // Their token does not reach this tenant.
    expect((await other.counter.get(w.base(w.storeA))).status).toBe(403);
    const found = await w.search({ customerUid: other.kari.customerUid });
    expect(found.body.items).toEqual([]);
  });
});

describe('service orders: permissions', () => {
  it('needs SERVICE_ORDER on every route; SERVICE_ORDER alone suffices', async () => {
    const w = await serviceWorld();
    const created = await w.intake();
    expect(created.status).toBe(201);
    const path = `${w.base(w.storeA)}/${created.body.serviceOrderUid}`;
    const others = client(
      await token({
        tenant: w.tenant,
        permissions: ['SALES_ORDER', 'CUSTOMER', 'RETURN_ORDER'],
        access: 'ADMIN',
      }),
    );
    const answers = await Promise.all([
      others.post(w.base(w.storeA), {
        customerUid: w.kari.customerUid,
        items: [{ description: 'A' }],
        problemDescription: 'B',
      }),
      others.get(w.base(w.storeA)),
      others.get(path),
      others.put(path, { problemDescription: 'C' }),
      others.post(`${path}/state`, { state: 'DIAGNOSING' }),
      others.post(`${path}/notes`, { text: 'D' }),
      others.post(`/tenants/${w.tenant}/service-orders/search`, {}),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await w.counter.get(path)).body.problemDescription).toBe('Leaks water when heating up');
  });
});
