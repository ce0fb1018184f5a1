import { client, eventually, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { cash, createReceipt, line } from '../sales/fixtures.ts';

/**
 * A tenant with a store whose default warehouse is `main`, a second warehouse `other`, catalogue
 * products, orders of STOCK lines and the reservation request: the world of the reservation and
 * sale-movement tests.
 */
export const reservationWorld = async (options: { allowNegativeStock?: boolean } = {}) => {
  const tenant = uniqueTenant('res');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const storeUid = uniqueUid('store');
  await givePaymentMethods(api, tenant, storeUid);
  const warehouse = async (name: string, allowNegativeStock = options.allowNegativeStock ?? false) => {
    const res = await api.post(`/tenants/${tenant}/stores/${storeUid}/warehouses`, {
      name,
      allowNegativeStock,
    });
    if (res.status !== 201) throw new Error(`warehouse: ${res.status} ${res.text}`);
    return res.body.warehouseUid as string;
  };
  const main = await warehouse('Main warehouse');
  const other = await warehouse('Other warehouse');
  // The store exists (givePaymentMethods created it); its default warehouse is the main one.
  const store = await api.put(`/tenants/${tenant}/stores/${storeUid}`, { defaultWarehouseUid: main });
  if (store.status !== 200) throw new Error(`store: ${store.status} ${store.text}`);

  const product = async () => {
    const productUid = uniqueUid('p');
    const res = await api.post(`/tenants/${tenant}/products`, {
      productUid,
      sku: `SKU-${productUid}`,
      name: 'Cup',
      allowedActions: ['PRICE_SALE'],
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${res.text}`);
    return productUid;
  };
  const stockPath = (w: string, p: string) => `/tenants/${tenant}/warehouses/${w}/stock/${p}`;
  const put = async (w: string, p: string, quantity: number) => {
    const res = await api.post(`${stockPath(w, p)}/movements`, { reason: 'ADJUSTMENT', quantity });
    if (res.status !== 201) throw new Error(`movement: ${res.status} ${res.text}`);
  };
  const level = async (w: string, p: string) => (await api.get(stockPath(w, p))).body;
  const movements = async (w: string, p: string) => {
    const out: Array<Record<string, any>> = [];
    for (let cursor: string | null | undefined; cursor !== null; ) {
      const page = await api.get(
        `${stockPath(w, p)}/movements?pageSize=500${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.body.items);
      cursor = page.body.paging.nextCursor;
    }
    return out.reverse();
  };
  /** An order of lines `[productUid, quantity, extra]`; answers the order. */
  const order = async (...lines: Array<[string, number, Record<string, unknown>?]>) => {
    const res = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
      items: lines.map(([productUid, quantity, extra]) =>
        line(1000, quantity, {
          productUid,
          sku: `SKU-${productUid}`,
          name: 'Cup',
          productType: 'STOCK',
          ...extra,
        }),
      ),
    });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${res.text}`);
    return res.body as { orderUid: string; items: Array<Record<string, any>>; totals: { gross: number } };
  };
  const reserve = (...reservations: Array<Record<string, unknown>>) =>
    api.post(`/tenants/${tenant}/orders/reservations`, { reservations });
  const inWarehouse = (
    o: { orderUid: string; items: Array<Record<string, any>> },
    index: number,
    w: string,
  ) => ({
    orderUid: o.orderUid,
    orderItemUid: o.items[index]!.orderItemUid,
    reservationType: 'WAREHOUSE',
    warehouseUid: w,
  });
  /** Pays the order in full on one receipt (it becomes COMPLETE); answers the receipt. */
  const pay = async (
    o: { orderUid: string; totals: { gross: number } },
    body: Record<string, unknown> = {},
  ) => {
    const res = await createReceipt(api, tenant, storeUid, o.orderUid, {
      settlements: [cash(o.totals.gross)],
      ...body,
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`receipt: ${res.status} ${res.text}`);
    return res.body;
  };
  /**
   * Delivers lines `[index, quantity]` of the order (state DELIVERED unless given); answers the
   * response (201 with the delivery).
   */
  const deliver = (
    o: { orderUid: string; items: Array<Record<string, any>> },
    lines: Array<[number, number]>,
    state = 'DELIVERED',
  ) =>
    api.post(`/tenants/${tenant}/stores/${storeUid}/orders/${o.orderUid}/deliveries`, {
      state,
      lines: lines.map(([i, quantity]) => ({ orderItemUid: o.items[i]!.orderItemUid, quantity })),
    });
  /** Waits for the level to reach `version` (sales and deliveries are recorded by the stream). */
  const levelAt = (w: string, p: string, version: number) =>
    eventually(async () => {
      const l = await level(w, p);
      return l.version >= version ? l : undefined;
    });
  return {
    tenant,
    api,
    storeUid,
    main,
    other,
    warehouse,
    product,
    put,
    level,
    movements,
    order,
    reserve,
    inWarehouse,
    pay,
    deliver,
    levelAt,
  };
};
