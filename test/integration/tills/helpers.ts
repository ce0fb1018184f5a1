import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';

/** A tenant with an ADMIN client, a store with a till and builders for orders and receipts at it. */
export const tillWorld = async () => {
  const tenant = uniqueTenant('till');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const storeUid = uniqueUid('store');
  await givePaymentMethods(api, tenant, storeUid);
  const tills = `/tenants/${tenant}/stores/${storeUid}/tills`;
  const addTill = async (number: number, extra: Record<string, unknown> = {}) => {
    const res = await api.post(tills, { name: `Till ${number}`, number, ...extra });
    if (res.status !== 201) throw new Error(`till: ${res.status} ${res.text}`);
    return res.body.tillUid as string;
  };
  const tillUid = await addTill(1);
  const till = `${tills}/${tillUid}`;
  /** An order of one line (VAT 25 %) and a receipt for it with `settlements`. */
  const sell = async (itemPrice: number, settlements: Record<string, unknown>[]) => {
    const order = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
      items: [
        {
          productUid: uniqueUid('p'),
          sku: uniqueUid('sku'),
          name: 'Wool socks',
          quantityOrdered: 1,
          itemPrice,
          vatCodeUid: 'vat-25',
          vatRate: 2500,
        },
      ],
    });
    if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
    return api.post(`/tenants/${tenant}/stores/${storeUid}/orders/${order.body.orderUid}/receipts`, {
      settlements,
    });
  };
  return { tenant, api, storeUid, tills, tillUid, till, addTill, sell };
};

/** A cash payment, captured, at `tillUid` (none: not at a till). */
export const cashAt = (tillUid: string | undefined, amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-cash',
  settlementCode: 'CASH',
  settlementName: 'Cash',
  amount,
  status: 'CAPTURED',
  ...(tillUid ? { tillUid } : {}),
  ...extra,
});

/** A card payment, captured unless `extra` says otherwise, at `tillUid`. */
export const cardAt = (tillUid: string | undefined, amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-card',
  settlementCode: 'CARD',
  settlementName: 'Card',
  amount,
  status: 'CAPTURED',
  ...(tillUid ? { tillUid } : {}),
  ...extra,
});
