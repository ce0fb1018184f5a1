import { inventoryWorld } from './helpers.ts';

/** Creates a supplier of the tenant (purchase orders must name one); answers its uid. */
export const createSupplier = async (
  api: { post: (path: string, body?: unknown) => Promise<{ status: number; text: string }> },
  tenant: string,
  supplierUid: string,
) => {
  const res = await api.post(`/tenants/${tenant}/suppliers`, {
    supplierUid,
    name: `Supplier ${supplierUid}`,
    address: { countryCode: 'NO' },
  });
  if (res.status !== 201) throw new Error(`supplier: ${res.status} ${res.text}`);
  return supplierUid;
};

/**
 * An inventory world with purchase orders: create, send and receive against them. Its orders
 * name the supplier `sup-teaco`, created with the world.
 */
export const purchaseWorld = async (warehouse: Record<string, unknown> = {}) => {
  const w = await inventoryWorld(warehouse);
  await createSupplier(w.api, w.tenant, 'sup-teaco');
  const orders = `/tenants/${w.tenant}/purchase-orders`;
  const create = (body: Record<string, unknown>) =>
    w.api.post(orders, { warehouseUid: w.warehouseUid, supplierUid: 'sup-teaco', ...body });
  /** A SENT order of `quantities` (one product each); answers the order and its products. */
  const sentOrder = async (quantities: number[], extra: Record<string, unknown> = {}) => {
    const products = await Promise.all(quantities.map(() => w.product()));
    const created = await create({
      items: products.map((productUid, i) => ({ productUid, quantityOrdered: quantities[i] })),
      ...extra,
    });
    if (created.status !== 201) throw new Error(`order: ${created.status} ${created.text}`);
    const uid = created.body.purchaseOrderUid as string;
    const sent = await w.api.post(`${orders}/${uid}/send`, {});
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.text}`);
    return { uid, products, po: sent.body, path: `${orders}/${uid}` };
  };
  const receive = (orderPath: string, items: Array<{ purchaseOrderItemUid: string; quantity: number }>) =>
    w.api.post(`${orderPath}/receivements`, { items });
  return { ...w, orders, create, sentOrder, receive };
};
