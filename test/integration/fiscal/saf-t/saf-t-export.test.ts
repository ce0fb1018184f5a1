import { createPublicKey, verify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, stack, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { safTSchemaErrors } from '#test/support/saf-t-xsd.ts';
import { indexedAs, waitForSearchIndex } from '../../sales/fixtures.ts';

/** A store with two tills, users, products in a group, receipts at both tills and a till close. */
const world = async (storeUid = uniqueUid('store')) => {
  const tenant = uniqueTenant('saft');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const store = await api.post(`/tenants/${tenant}/stores`, {
    storeUid,
    name: 'Oslo Sentrum',
    number: '101',
    address: {
      address: 'Karl Johans gate 1',
      city: 'Oslo',
      postalCode: '0154',
      countryCode: 'NO',
      companyName: 'Nordlys Kaffe & Te AS',
      vatNumber: 'NO 999 888 777 MVA',
    },
    currency: 'NOK',
    timezone: 'Europe/Oslo',
  });
  expect(store.status, store.text).toBe(201);
  await givePaymentMethods(api, tenant, storeUid, ['pm-cash', 'pm-card']);
  const user = await api.post(`/tenants/${tenant}/users`, {
    tenantUserUid: 'u-kari',
    displayName: 'Kari Nordmann',
    userCode: '1042',
    stores: [storeUid],
  });
  expect(user.status, user.text).toBe(201);
  const group = await api.post(`/tenants/${tenant}/productGroups`, {
    productGroupUid: 'pg-coffee',
    name: 'Coffee',
  });
  expect(group.status, group.text).toBe(201);
  const product = async (productUid: string, name: string, extra: Record<string, unknown> = {}) => {
    const res = await api.post(`/tenants/${tenant}/products`, {
      productUid,
      sku: `SKU-${productUid}`,
      name,
      productType: 'NON_PHYSICAL',
      vatCodeUid: 'vat-25',
      vatRate: 2500,
      ...extra,
    });
    expect(res.status, res.text).toBe(201);
  };
  await product('p-beans', 'Beans <dark> & "strong"', { productGroupUid: 'pg-coffee' });
  await product('p-mug', 'Mug');
  const tills = `/tenants/${tenant}/stores/${storeUid}/tills`;
  const till = async (number: number) => {
    const res = await api.post(tills, { name: `Till ${number}`, number });
    expect(res.status, res.text).toBe(201);
    const tillUid = res.body.tillUid as string;
    expect((await api.post(`${tills}/${tillUid}/open`, { openingFloat: 100000 })).status).toBe(201);
    return tillUid;
  };
  const [till1, till2] = [await till(1), await till(2)];
  const sell = async (lines: Array<[string, number, number]>, settlements: Record<string, unknown>[]) => {
    const order = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
      items: lines.map(([productUid, quantityOrdered, itemPrice]) => ({
        productUid,
        quantityOrdered,
        itemPrice,
      })),
    });
    expect(order.status, order.text).toBe(201);
    const receipt = await api.post(
      `/tenants/${tenant}/stores/${storeUid}/orders/${order.body.orderUid}/receipts`,
      {
        settlements,
      },
    );
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.settleState).toBe('COMPLETE');
    return receipt;
  };
  const pay = (code: string, tillUid: string, amount: number) => ({
    storePaymentMethodUid: `pm-${code.toLowerCase()}`,
    settlementCode: code,
    settlementName: code,
    amount,
    status: 'CAPTURED',
    tillUid,
  });
  // 2 x 120.00 beans + 1 x 80.00 mug = 320.00, paid 400.00 cash: 80.00 change.
  const r1 = await sell(
    [
      ['p-beans', 2, 12000],
      ['p-mug', 1, 8000],
    ],
    [pay('CASH', till1, 40000)],
  );
  const r2 = await sell([['p-mug', 1, 8000]], [pay('CARD', till1, 8000)]);
  const r3 = await sell([['p-beans', 1, 12000]], [pay('CARD', till2, 12000)]);
  // Till 2 also signs what is not a sale: a copy, a proforma and a training receipt, a return
  // and a cancelled receipt (its VOID).
  const receipts = `/tenants/${tenant}/stores/${storeUid}/receipts`;
  const receiptAt = async (productUid: string, quantityOrdered: number, extra: Record<string, unknown>) => {
    const order = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
      items: [{ productUid, quantityOrdered, itemPrice: 8000 }],
    });
    expect(order.status, order.text).toBe(201);
    const res = await api.post(
      `/tenants/${tenant}/stores/${storeUid}/orders/${order.body.orderUid}/receipts`,
      {
        tillUid: till2,
        settlements: [],
        ...extra,
      },
    );
    expect(res.status, res.text).toBe(200);
    return res.body.orderReceiptUid as string;
  };
  expect((await api.post(`${receipts}/${r3.body.orderReceiptUid}/copy`)).status).toBe(201);
  await receiptAt('p-mug', 1, { receiptKind: 'PROFORMA' });
  await receiptAt('p-mug', 1, { receiptKind: 'TRAINING' });
  await receiptAt('p-mug', -1, {});
  const cancelled = await receiptAt('p-mug', 1, {});
  expect((await api.delete(`${receipts}/${cancelled}`)).status).toBe(204);
  expect((await api.post(`${tills}/${till1}/movements`, { type: 'DEPOSIT', amount: 5000 })).status).toBe(201);
  const closed = await api.post(`${tills}/${till1}/close`, {
    counted: [
      { settlementCode: 'CASH', amount: 100000 + 32000 + 5000 },
      { settlementCode: 'CARD', amount: 8000 },
    ],
  });
  expect(closed.status, closed.text).toBe(200);
  await waitForSearchIndex(tenant, [r1, r2, r3].map(indexedAs));
  return { tenant, api, storeUid, till1, till2, r1, r2, r3, closed };
};

const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let w: Awaited<ReturnType<typeof world>>;
let path: string;
beforeAll(async () => {
  w = await world();
  // Another tenant with a store of the same uid and its own receipts: none of them is exported.
  await world(w.storeUid);
  path = `/tenants/${w.tenant}/stores/${w.storeUid}/saf-t`;
});

const get = async (url: string, bearer: string) =>
  fetch(`${stack().apiUrl}${url}`, { headers: { authorization: `Bearer ${bearer}` } });

/** The text of the first `<name>` element of `xml` (a transaction's own come before its lines). */
const first = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];

/** The text of every `<name>` element of `xml`. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('the SAF-T Cash Register export', () => {
  it("streams the store's period as a file that validates against Skatteetaten's schema", async () => {
    const res = await get(`${path}?from=${day(-1)}&to=${day(1)}`, await token({ tenant: w.tenant }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="SAF-T Cash Register_999888777_\d{14}_1_1\.xml"$/,
    );
    const xml = await res.text();
    expect(await safTSchemaErrors(xml)).toEqual([]);

    expect(all(xml, 'companyIdent')[0]).toBe('999888777');
    expect(xml).toContain('<companyName>Nordlys Kaffe &amp; Te AS</companyName>');
    expect(all(xml, 'startDate')).toEqual([day(-1)]);
    expect(all(xml, 'empID')).toContain('u-kari');
    expect(xml).toContain('<artDesc>Beans &lt;dark&gt; &amp; &quot;strong&quot;</artDesc>');
    const articles = xml.slice(xml.indexOf('<articles>'), xml.indexOf('</articles>'));
    expect(all(articles, 'artID').sort()).toEqual(['p-beans', 'p-mug']);
    expect(all(articles, 'artGroupID').sort()).toEqual(['NOGROUP', 'pg-coffee']);
    expect(xml).toMatch(/<basicType>04<\/basicType><basicID>pg-coffee<\/basicID>/);

    // One cash register per till, each with its signed transactions in the order of its chain:
    // transID is the cash point's transaction number, the one the signature covers.
    const registers = xml.split('<cashregister>').slice(1);
    expect(registers.map((r) => all(r, 'registerID')[0])).toEqual([w.till1, w.till2]);
    const transactions = (r: string) => r.split('<cashtransaction>').slice(1);
    expect(
      transactions(registers[0]!).map((t) => [first(t, 'transID'), first(t, 'transType'), first(t, 'refID')]),
    ).toEqual([
      ['1', 'CASHSAL', w.r1.body.voucherNumber],
      ['2', 'CASHSAL', w.r2.body.voucherNumber],
    ]);
    expect(transactions(registers[1]!).map((t) => first(t, 'transType'))).toEqual([
      'CASHSAL',
      'COPY',
      'PROFORMA',
      'TRAINING',
      'RETURNSAL',
      'CASHSAL',
      'VOID',
    ]);
    expect(transactions(registers[1]!).map((t) => first(t, 'transID'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    // The journal's events name the transaction they were written with.
    expect(all(registers[1]!.slice(0, registers[1]!.indexOf('<cashtransaction>')), 'transID')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    const [sale, copy, proforma, training, ret, , voided] = transactions(registers[1]!) as string[];
    expect(copy).toContain('<receiptCopyNum>1</receiptCopyNum>');
    expect(first(copy!, 'desc')).toBe('COPY of transaction 1');
    expect(proforma).toContain('<receiptProformaNum>1</receiptProformaNum>');
    expect(training).toContain('<trainingID>true</trainingID>');
    expect(voided).toContain('<voidTransaction>true</voidTransaction>');
    expect(first(voided!, 'desc')).toBe('VOID of transaction 6');
    expect([first(ret!, 'transAmntIn'), first(ret!, 'amntTp')]).toEqual(['80.00', 'D']);
    expect(sale).not.toContain('receiptCopyNum');
    const cash = transactions(registers[0]!)[0]!;
    expect(all(cash, 'transAmntIn')).toEqual(['320.00']);
    expect(all(cash, 'transAmntEx')).toEqual(['256.00']);
    expect(all(cash, 'lineAmntIn')).toEqual(['240.00', '80.00']);
    expect(all(cash, 'paidAmnt')).toEqual(['400.00', '-80.00']);
    // Every transaction type and event type used is declared in basics (11 and 13).
    const declared = (type: string) =>
      [...xml.matchAll(new RegExp(`<basicType>${type}</basicType><basicID>([^<]*)</basicID>`, 'g'))].map(
        (m) => m[1],
      );
    for (const t of all(xml, 'transType')) expect(declared('11')).toContain(t);
    for (const t of all(xml, 'eventType')) expect(declared('13')).toContain(t);

    // The journal of each cash point in sequence order; the close of till 1 carries its Z report.
    expect(all(registers[0]!, 'eventType')).toEqual(['13999', '13012', '13012', '13999', '13009']);
    expect(all(registers[1]!, 'eventType')).toEqual([
      '13999',
      '13012',
      '13014',
      '13015',
      '13017',
      '13013',
      '13012',
      '13028',
    ]);
    expect(all(registers[0]!, 'eventText')[0]).toMatch(/^Till opened with float 1000\.00$/);
    expect(registers[0]!.split('<event>')[5]).toContain('<eventReport>');
    expect(all(registers[1]!, 'reportID')).toEqual([]);
    const report = w.closed.body.report;
    expect(all(registers[0]!, 'totalCashSaleAmnt')).toEqual([(report.grandTotal / 100).toFixed(2)]);
    expect(all(registers[0]!, 'reportReceiptNum')).toEqual(['2']);
    expect(all(registers[0]!, 'paymentAmnt')).toEqual(['320.00', '80.00']);
    expect(all(registers[0]!, 'payInAmnt')).toEqual(['50.00']);
  });

  it("carries every transaction's signature and keyVersion, which verify from the file alone", async () => {
    const res = await get(`${path}?from=${day(-1)}&to=${day(1)}`, await token({ tenant: w.tenant }));
    const xml = await res.text();
    const keys = await w.api.get(`/tenants/${w.tenant}/fiscal/keys`);
    expect(keys.status).toBe(200);
    const pems = new Map<string, string>(
      keys.body.items.map((k: { keyVersion: string; publicKeyPem: string }) => [
        k.keyVersion,
        k.publicKeyPem,
      ]),
    );
    // What an auditor does: per cash register, in file order, the previous signature is the one of
    // the transaction before (the chain's first signs "0"), the amounts are signed by amntTp.
    const signedStrings: string[] = [];
    for (const register of xml.split('<cashregister>').slice(1)) {
      let previous = '0';
      for (const t of register.split('<cashtransaction>').slice(1)) {
        const f = (name: string) => first(t, name) ?? '';
        const sign = f('amntTp') === 'D' ? '-' : '';
        const signed = [previous, f('transDate'), f('transTime'), f('transID')]
          .concat([`${sign}${f('transAmntIn')}`, `${sign}${f('transAmntEx')}`])
          .join(';');
        const pem = pems.get(f('keyVersion'));
        expect(pem, f('keyVersion')).toBeDefined();
        expect(f('signature')).not.toBe('');
        const valid = verify(
          'sha1',
          Buffer.from(signed),
          createPublicKey(pem!),
          Buffer.from(f('signature'), 'base64'),
        );
        expect(valid, signed).toBe(true);
        // A changed amount does not verify.
        const forged = signed.replace(/;[-\d.]+$/, ';0.01');
        expect(
          verify('sha1', Buffer.from(forged), createPublicKey(pem!), Buffer.from(f('signature'), 'base64')),
        ).toBe(false);
        signedStrings.push(signed);
        previous = f('signature');
      }
    }
    expect(signedStrings).toHaveLength(9);

    // The same signatures and chain as the cash point's own record of it.
    const fiscal = await w.api.get(
      `/tenants/${w.tenant}/stores/${w.storeUid}/tills/${w.till2}/transactions?pageSize=500`,
    );
    expect(fiscal.status, fiscal.text).toBe(200);
    const register = xml.split('<cashregister>')[2]!;
    expect(all(register, 'signature')).toEqual(
      fiscal.body.items.map((x: { signature: string }) => x.signature),
    );
    expect(fiscal.body.items.slice(1).map((x: { previousSignature: string }) => x.previousSignature)).toEqual(
      all(register, 'signature').slice(0, -1),
    );
  });

  it('leaves out what is outside the period', async () => {
    const res = await get(`${path}?from=${day(-30)}&to=${day(-2)}`, await token({ tenant: w.tenant }));
    const xml = await res.text();
    expect(await safTSchemaErrors(xml)).toEqual([]);
    expect(all(xml, 'transID')).toEqual([]);
    expect(all(xml, 'eventID')).toEqual([]);
    expect(all(xml, 'artID')).toEqual([]);
  });

  it('refuses a bad period with a 400 naming the parameter', async () => {
    const bearer = await token({ tenant: w.tenant });
    const cases: Array<[string, string]> = [
      [`from=${day(1)}&to=${day(0)}`, 'query.to'],
      [`from=2025-01-01&to=2026-01-01`, 'query.to'],
      [`to=${day(0)}`, 'query.from'],
      [`from=2026-02-30&to=2026-03-01`, 'query.from'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${path}?${query}`, bearer);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { errors: Array<{ path: string }> };
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    // A full year, leap day included, is allowed.
    expect((await get(`${path}?from=2024-01-01&to=2024-12-31`, bearer)).status).toBe(200);
  });

  it('needs ACCOUNTING_CONFIG or Tenant.Admin, and answers only for the tenant of the token', async () => {
    const q = `?from=${day(-1)}&to=${day(1)}`;
    expect(
      (await get(path + q, await token({ tenant: w.tenant, permissions: [], access: 'STORE' }))).status,
    ).toBe(403);
    const accountant = await token({ tenant: w.tenant, permissions: ['ACCOUNTING_CONFIG'], access: 'STORE' });
    expect((await get(path + q, accountant)).status).toBe(200);
    const other = uniqueTenant('saft-other');
    expect((await get(path + q, await token({ tenant: other }))).status).toBe(403);
    const foreign = await get(
      `/tenants/${other}/stores/${w.storeUid}/saf-t${q}`,
      await token({ tenant: other }),
    );
    expect(foreign.status).toBe(404);
  });

  it("writes each close's numbered Z report with its real counts in eventReport, and the file validates", async () => {
    // Till 2 signed a sale (120.00 beans, card), a copy, a proforma (80.00), a training receipt
    // (80.00), a return (80.00 mug) and a receipt it cancelled (80.00); a drawer opened without a sale.
    const till2 = `/tenants/${w.tenant}/stores/${w.storeUid}/tills/${w.till2}`;
    expect((await w.api.post(`${till2}/journal`, { eventCode: '13005' })).status).toBe(201);
    const closed = await w.api.post(`${till2}/close`, {
      counted: [{ settlementCode: 'CARD', amount: 12000 }],
    });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.zReportNumber).toBe(1);
    const res = await get(`${path}?from=${day(-1)}&to=${day(1)}`, await token({ tenant: w.tenant }));
    const xml = await res.text();
    expect(await safTSchemaErrors(xml)).toEqual([]);
    const report = xml.split('<cashregister>')[2]!.split('<eventReport>')[1]!.split('</eventReport>')[0]!;
    expect(first(report, 'reportID')).toBe('1');
    expect(first(report, 'reportType')).toBe('Z report');
    // Sales 120.00 + 80.00 - 80.00 cancelled, less 80.00 returned.
    expect(first(report, 'totalCashSaleAmnt')).toBe('40.00');
    // The mug: 80.00 sold and cancelled, 80.00 returned.
    expect(all(report, 'artGroupID')).toEqual(['NOGROUP', 'pg-coffee']);
    expect(all(report, 'artGroupAmnt')).toEqual(['-80.00', '120.00']);
    expect(all(report, 'paymentAmnt')).toEqual(['120.00']);
    const counts = Object.fromEntries(
      [
        'reportReceiptNum',
        'reportOpenCashBoxNum',
        'reportReceiptCopyNum',
        'reportReceiptCopyAmnt',
        'reportReceiptProformaNum',
        'reportReceiptProformaAmnt',
        'reportReturnNum',
        'reportReturnAmnt',
        'reportDiscountNum',
        'reportVoidTransNum',
        'reportVoidTransAmnt',
        'reportTrainingNum',
        'reportTrainingAmnt',
        'reportGrandTotalSales',
        'reportGrandTotalReturn',
        'reportGrandTotalSalesNet',
      ].map((name) => [name, first(report, name)]),
    );
    expect(counts).toEqual({
      reportReceiptNum: '3',
      reportOpenCashBoxNum: '1',
      reportReceiptCopyNum: '1',
      reportReceiptCopyAmnt: '120.00',
      reportReceiptProformaNum: '1',
      reportReceiptProformaAmnt: '80.00',
      reportReturnNum: '1',
      reportReturnAmnt: '80.00',
      reportDiscountNum: '0',
      reportVoidTransNum: '1',
      reportVoidTransAmnt: '80.00',
      reportTrainingNum: '1',
      reportTrainingAmnt: '80.00',
      reportGrandTotalSales: '120.00',
      reportGrandTotalReturn: '80.00',
      reportGrandTotalSalesNet: '40.00',
    });
  });

  it('refuses a store without an organisation number with a 422 naming the store', async () => {
    const storeUid = uniqueUid('store');
    const created = await w.api.post(`/tenants/${w.tenant}/stores`, {
      storeUid,
      name: 'No number',
      number: '102',
      address: { address: 'Gata 2', city: 'Oslo', postalCode: '0155', countryCode: 'NO' },
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    expect(created.status, created.text).toBe(201);
    const res = await get(
      `/tenants/${w.tenant}/stores/${storeUid}/saf-t?from=${day(0)}&to=${day(0)}`,
      await token({ tenant: w.tenant }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]!.path).toBe(
      'params.storeUid',
    );
  });
});
