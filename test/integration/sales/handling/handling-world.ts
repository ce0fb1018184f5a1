import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { createOrder, line } from '../fixtures.ts';

/** A tenant with a handling definition and an order of two lines. */
export const handlingWorld = async () => {
  const tenant = uniqueTenant('hdl');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const store = await ensureStore(tenant, uniqueUid('store'));
  const handlingUid = uniqueUid('cc');
  const created = await api.post(`/tenants/${tenant}/handlings`, {
    handlingUid,
    name: 'Click and collect',
    description: 'Picked in store, collected by the customer',
    actions: [
      { handlingActionUid: 'picked', name: 'Picked' },
      { handlingActionUid: 'packed', name: 'Packed' },
    ],
  });
  if (created.status !== 201) throw new Error(`handling: ${created.status} ${created.text}`);
  const order = await createOrder(api, tenant, store, { items: [line(9900, 2), line(4900)] });
  const path = `/tenants/${tenant}/stores/${store}/orders/${order.orderUid}/handling`;
  const put = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    api.put(path, body, headers);
  return { tenant, api, store, handlingUid, order, path, put };
};
