import { expect } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { ensureStore } from '#test/support/stores.ts';
import {
  type Api,
  card,
  cash,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  waitForSearchIndex,
} from '../fixtures.ts';

/** A customer record as the customers area stores it (only the fields the search copies). */
export const putCustomer = async (tenant: string, uid: string, fields: Record<string, string>) =>
  documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...REFERENCE_KEYS.customer(tenant, uid), customerUid: uid, ...fields },
    }),
  );

export type World = {
  tenant: string;
  api: Api;
  s1: string;
  s2: string;
  r: Record<'r1' | 'r2' | 'r3' | 'r4', any>;
  orders: Record<'o1' | 'o2' | 'o3', any>;
  between: string;
};

/**
 * Four receipts in two stores: settled, unpaid, partial; customers, an anonymous address. Returns
 * once the search index has all four as written.
 */
export const buildWorld = async (): Promise<World> => {
  const { tenant, api } = await newTenant();
  const s1 = uniqueUid('s1');
  const s2 = uniqueUid('s2');
  await givePaymentMethods(api, tenant, s1);
  await ensureStore(tenant, s2);
  await putCustomer(tenant, 'c1', {
    firstname: 'Kari',
    lastname: 'Nordmann',
    email: 'kari@example.com',
    mobile: '+4791234567',
  });
  await putCustomer(tenant, 'c2', {
    firstname: 'Ola',
    lastname: 'Hansen',
    email: 'ola@example.org',
    mobile: '+4798765432',
  });
  const o1 = await createOrder(api, tenant, s1, {
    customerUid: 'c1',
    organizationUid: 'org-1',
    items: [line(10000, 1, { productUid: 'p1', sku: 'SKU-A' })],
  });
  const r1 = (await createReceipt(api, tenant, s1, o1.orderUid)).body;
  const pay = await api.post(
    `/tenants/${tenant}/stores/${s1}/receipts/${r1.orderReceiptUid}/settlements`,
    card(10000, {
      status: 'CAPTURED',
      externalPaymentReference: 'KID-123',
      tenantPaymentMethodUid: 'tpm-card',
    }),
  );
  expect(pay.body.settleState).toBe('COMPLETE');
  await new Promise((res) => setTimeout(res, 20));
  const between = new Date().toISOString();
  await new Promise((res) => setTimeout(res, 20));
  const o2 = await createOrder(api, tenant, s2, {
    customerUid: 'c2',
    tenantUserUid: 'seller-2',
    items: [line(5000, 1, { productUid: 'p2', sku: 'SKU-B', name: 'Red scarf', quantityReserved: 1 })],
  });
  const r2res = await createReceipt(api, tenant, s2, o2.orderUid);
  const r2 = r2res.body;
  const o3 = await createOrder(api, tenant, s1, {
    address: { firstname: 'Per', lastname: 'Olsen' },
    items: [
      line(3000, 1, { productUid: 'p3', sku: 'SKU-C' }),
      line(2000, 1, { productUid: 'p4', sku: 'SKU-D' }),
    ],
  });
  const r3res = await createReceipt(api, tenant, s1, o3.orderUid, {
    orderItemUids: [o3.items[0].orderItemUid],
    settlements: [cash(3000)],
  });
  const r3 = r3res.body;
  const r4res = await createReceipt(api, tenant, s1, o3.orderUid);
  const r4 = r4res.body;
  await waitForSearchIndex(tenant, [pay, r2res, r3res, r4res].map(indexedAs));
  return { tenant, api, s1, s2, r: { r1, r2, r3, r4 }, orders: { o1, o2, o3 }, between };
};
