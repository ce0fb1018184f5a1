import { expect } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { card, line, receiptPath } from '../sales/fixtures.ts';

export const PROGRAMME = {
  currency: 'NOK',
  pointsPerCurrencyUnit: 1,
  currencyUnit: 100,
  rounding: 'FLOOR',
  pointValue: 100,
  expiryDays: 365,
};

/** A tenant with a loyalty programme, a store and a customer; helpers to sell to the customer. */
export const loyaltyWorld = async (programme: Record<string, unknown> = {}) => {
  const tenant = uniqueTenant('loy');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const store = uniqueUid('store');
  await givePaymentMethods(api, tenant, store, ['pm-card', 'pm-cash', 'pm-loyalty']);
  const customerUid = uniqueUid('c');
  const created = await api.post(`/tenants/${tenant}/customers`, {
    customerUid,
    firstname: 'Kari',
    lastname: 'Nordmann',
  });
  expect(created.status, created.text).toBe(201);
  const set = await api.put(`/tenants/${tenant}/loyalty/programme`, { ...PROGRAMME, ...programme });
  expect(set.status, set.text).toBe(200);
  const order = async (items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, { customerUid, items, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const receipt = async (orderUid: string, body: Record<string, unknown> = {}) => {
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders/${orderUid}/receipts`, body);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const pay = (receiptUid: string, body: Record<string, unknown>) =>
    api.post(`${receiptPath(tenant, store, receiptUid)}/settlements`, body);
  const points = async (query = '') =>
    (await api.get(`/tenants/${tenant}/customers/${customerUid}/loyalty/points${query}`)).body;
  const ofOrder = async (orderUid: string) =>
    (await api.get(`/tenants/${tenant}/orders/${orderUid}/loyalty`)).body;
  /** An order of one line at `amount`, settled by card in one receipt. */
  const sell = async (amount: number, extra: Record<string, unknown> = {}) => {
    const o = await order([line(amount)], extra);
    const r = await receipt(o.orderUid);
    const paid = await pay(r.orderReceiptUid, card(amount, { status: 'CAPTURED' }));
    expect(paid.body.settleState, paid.text).toBe('COMPLETE');
    return o;
  };
  return { tenant, api, store, customerUid, order, receipt, pay, points, ofOrder, sell };
};

export const loyaltyPay = (amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-loyalty',
  settlementCode: 'LOYALTY',
  settlementName: 'Points',
  amount,
  ...extra,
});
