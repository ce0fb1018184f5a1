import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import {
  card,
  cash,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  receiptPath,
  waitForSearchIndex,
} from '../sales/fixtures.ts';

/** A store that takes pm-cash and pm-card, an order of 10 000 and a receipt for it. */
const world = async () => {
  const { tenant, api, store } = await newTenant();
  const order = await createOrder(api, tenant, store, { items: [line(10000)] });
  const receipt = (await createReceipt(api, tenant, store, order.orderUid)).body;
  const pay = (body: Record<string, unknown>) =>
    api.post(`${receiptPath(tenant, store, receipt.orderReceiptUid)}/settlements`, body);
  const read = async () => (await api.get(receiptPath(tenant, store, receipt.orderReceiptUid))).body;
  return { tenant, api, store, order, receipt, pay, read };
};

const paths = (res: { body: any }) => res.body.errors.map((e: any) => e.path);

describe('settlements name a payment method of their store', () => {
  it('takes the tenant method and receipt text of the store method', async () => {
    const w = await world();
    await w.api.put(`/tenants/${w.tenant}/stores/${w.store}/payment-methods/pm-card`, {
      receiptText: 'Kort, Sentrum',
    });
    const paid = await w.pay(card(4000, { settlementUid: 's1' }));
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.settlements[0]).toMatchObject({
      storePaymentMethodUid: 'pm-card',
      receiptText: 'Kort, Sentrum',
    });
    // A text of its own wins; the tenant method is checked when the settlement names one.
    const own = await w.pay(card(1000, { receiptText: 'Terminal 2', tenantPaymentMethodUid: 'tpm-card' }));
    expect(own.body.settlements[1].receiptText).toBe('Terminal 2');
    const wrong = await w.pay(card(1000, { tenantPaymentMethodUid: 'tpm-cash' }));
    expect(wrong.status).toBe(422);
    expect(paths(wrong)).toEqual(['body.tenantPaymentMethodUid']);
    // The receipt search finds it by the tenant method the store method filled in.
    await waitForSearchIndex(w.tenant, [indexedAs(own)]);
    const search = (uids: string[]) =>
      w.api.post(`/tenants/${w.tenant}/receipts/search`, { tenantPaymentMethodUids: uids });
    expect((await search(['tpm-card'])).body.paging.totalCount).toBe(1);
    expect((await search(['tpm-cash'])).body.paging.totalCount).toBe(0);
  });

  it("refuses an unknown method (404), another store's (404) and an inactive one (422), writing nothing", async () => {
    const w = await world();
    const unknown = await w.pay(card(1000, { storePaymentMethodUid: 'pm-bitcoin' }));
    expect(unknown.status).toBe(404);
    expect(paths(unknown)).toEqual(['body.storePaymentMethodUid']);
    await givePaymentMethods(w.api, w.tenant, 'another-store', ['pm-gift']);
    const foreign = await w.pay(card(1000, { storePaymentMethodUid: 'pm-gift' }));
    expect(foreign.status).toBe(404);
    await w.api.put(`/tenants/${w.tenant}/stores/${w.store}/payment-methods/pm-card`, { active: false });
    const inactive = await w.pay(card(1000));
    expect(inactive.status).toBe(422);
    expect(paths(inactive)).toEqual(['body.storePaymentMethodUid']);
    // The tenant switches cash off: every store's cash is refused.
    await w.api.put(`/tenants/${w.tenant}/payment-methods/tpm-cash`, { active: false });
    const off = await w.pay(cash(1000));
    expect(off.status).toBe(422);
    expect(paths(off)).toEqual(['body.storePaymentMethodUid']);
    const after = await w.read();
    expect(after.settlements).toEqual([]);
    expect(after.version).toBe(w.receipt.version);
  });

  it('checks every settlement of a new receipt, naming each refused one, and writes no receipt', async () => {
    const w = await world();
    const order = await createOrder(w.api, w.tenant, w.store, { items: [line(5000)] });
    const refused = await createReceipt(w.api, w.tenant, w.store, order.orderUid, {
      settlements: [
        cash(1000),
        card(1000, { storePaymentMethodUid: 'pm-nope' }),
        card(1000, { storePaymentMethodUid: 'pm-gone' }),
      ],
    });
    expect(refused.status).toBe(404);
    expect(paths(refused)).toEqual([
      'body.settlements.1.storePaymentMethodUid',
      'body.settlements.2.storePaymentMethodUid',
    ]);
    const read = await w.api.get(`/tenants/${w.tenant}/stores/${w.store}/orders/${order.orderUid}`);
    expect(read.body.items[0].orderReceiptUid).toBe('');
    // The voucher number was not used: the next receipt of the store is the second.
    const made = await createReceipt(w.api, w.tenant, w.store, order.orderUid, { settlements: [cash(5000)] });
    expect(made.status, made.text).toBe(200);
    expect(made.body.voucherNumber).toBe('2');
    expect(made.body.settlements[0].storePaymentMethodUid).toBe('pm-cash');
  });

  it('checks the method of a pre-payment and of a settlement paid from it', async () => {
    const w = await world();
    const prePayments = `/tenants/${w.tenant}/stores/${w.store}/orders/${w.order.orderUid}/pre-payments`;
    const refused = await w.api.post(prePayments, {
      amount: 1000,
      storePaymentMethodUid: 'pm-nope',
      settlementCode: 'CARD',
    });
    expect(refused.status).toBe(404);
    expect(paths(refused)).toEqual(['body.storePaymentMethodUid']);
    expect((await w.api.get(prePayments)).body.paging.totalCount).toBe(0);
    const taken = await w.api.post(prePayments, {
      amount: 1000,
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
    });
    expect(taken.status, taken.text).toBe(201);
    const draw = { settlementCode: 'PRE_PAYMENT', settlementName: 'Deposit', amount: 1000 };
    const noMethod = await w.pay({ ...draw, storePaymentMethodUid: 'pm-pre' });
    expect(noMethod.status).toBe(404);
    expect(paths(noMethod)).toEqual(['body.storePaymentMethodUid']);
    await givePaymentMethods(w.api, w.tenant, w.store, ['pm-pre']);
    const drawn = await w.pay({ ...draw, storePaymentMethodUid: 'pm-pre' });
    expect(drawn.status, drawn.text).toBe(201);
    expect(drawn.body.settlements[0]).toMatchObject({ settlementCode: 'PRE_PAYMENT', status: 'CAPTURED' });
  });

  it("never accepts another tenant's method of the same uid in the same store", async () => {
    const w = await world();
    const other = uniqueTenant('pay');
    const theirs = client(await token({ tenant: other, access: 'ADMIN' }));
    await givePaymentMethods(theirs, other, w.store, ['pm-gift']);
    const res = await w.pay(card(1000, { storePaymentMethodUid: 'pm-gift' }));
    expect(res.status).toBe(404);
    expect((await theirs.get(`/tenants/${w.tenant}/stores/${w.store}/payment-methods`)).status).toBe(403);
  });
});
