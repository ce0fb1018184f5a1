import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/** A tenant with an ADMIN client, a warehouse of a store and a way to add catalogue products. */
export const inventoryWorld = async (warehouse: Record<string, unknown> = {}) => {
  const tenant = uniqueTenant('inv');
  const api = client(await token({ tenant, permissions: [], access: 'ADMIN' }));
  const storeUid = await ensureStore(tenant, uniqueUid('store'));
  const warehouses = `/tenants/${tenant}/stores/${storeUid}/warehouses`;
  const created = await api.post(warehouses, { name: 'Backroom', ...warehouse });
  if (created.status !== 201) throw new Error(`warehouse: ${created.status} ${created.text}`);
  const warehouseUid = created.body.warehouseUid as string;
  const product = async () => {
    const productUid = uniqueUid('p');
    const res = await api.post(`/tenants/${tenant}/products`, {
      productUid,
      sku: `SKU-${productUid}`,
      name: 'Cup',
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${res.text}`);
    return productUid;
  };
  const stock = `/tenants/${tenant}/warehouses/${warehouseUid}/stock`;
  const move = (productUid: string, reason: string, quantity: number) =>
    api.post(`${stock}/${productUid}/movements`, { reason, quantity });
  return { tenant, api, storeUid, warehouses, warehouseUid, stock, product, move };
};
