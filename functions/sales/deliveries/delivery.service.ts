import { randomUUID } from 'node:crypto';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime, type RetryPolicy } from '#shared/db/retry.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion } from '#shared/http/conditional.ts';
import { type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { readIndexed } from '#shared/search/pending.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import { findOrder } from '../orders/order.service.ts';
import { assertIsOrder } from '../orders/order-type-rules.ts';
import { type DeliveryRecord, deliveriesOfOrder, getDelivery } from './delivery.repository.ts';
import type {
  CreateDeliveryInput,
  DeliverySearchInput,
  DeliveryValue,
  UpdateDeliveryInput,
} from './delivery.schema.ts';
import { commitDelivery } from './delivery-commit.ts';
import { DELIVERIES_PER_ORDER_MAX, OPEN_DELIVERY_STATES } from './delivery-enums.ts';
import { assertDeliveryMove, checkDeliveryLines, heldByOpen } from './delivery-rules.ts';
import { findDeliveryPage } from './delivery-search.repository.ts';
import { DELIVERIES_TABLE } from './delivery-search.table.ts';

/** Deliveries of orders (issue 17, docs/decisions/deliveries.md). */

/**
 * Pickers and packing stations deliver lines of one order at once: each write re-reads the order
 * after a lost race, so a burst of them needs more attempts than one record's edits (and in one
 * process they take turns per order instead of colliding).
 */
const DELIVERY_RACE_POLICY: RetryPolicy = { attempts: 30, baseMs: 10, capMs: 300, budgetMs: 10_000 };
const perOrder = <T>(tenantUid: string, orderUid: string, fn: () => Promise<T>) =>
  oneAtATime(`order#${tenantUid}#${orderUid}`, () => retryOnRace(fn, DELIVERY_RACE_POLICY));

export const toDeliveryResponse = ({
  tenantUid: _t,
  version: _v,
  deliveredAt,
  ...d
}: DeliveryRecord): DeliveryValue => ({
  ...d,
  deliveredAt: deliveredAt || null,
});

/** The delivery's lines as recorded: what it delivers of each order line, and from where it was reserved. */
const linesOf = (
  lines: readonly OrderItem[],
  requested: readonly { orderItemUid: string; quantity: number }[],
) =>
  lines.map((line, i) => {
    const { orderItemUid, productUid, sku, name, productType, warehouseUid } = line;
    return {
      orderItemUid,
      productUid,
      sku,
      name,
      productType,
      quantity: requested[i]!.quantity,
      warehouseUid,
    };
  });

/** `POST .../orders/{o}/deliveries`: a delivery that hands goods over now or opens one being picked. */
export const createDelivery = (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: CreateDeliveryInput,
) =>
  perOrder(auth.tenantUid, orderUid, async () => {
    const order = await findOrder(auth.tenantUid, storeUid, orderUid);
    assertIsOrder(order, 'a delivery');
    const refs = order.deliveries ?? [];
    const deliveryUid = input.deliveryUid ?? randomUUID();
    if (refs.some((d) => d.deliveryUid === deliveryUid)) {
      throw new ConflictError(`delivery '${deliveryUid}' already exists`, {
        errors: [{ path: 'body.deliveryUid', message: 'is taken on this order' }],
      });
    }
    if (refs.length >= DELIVERIES_PER_ORDER_MAX) {
      throw new UnprocessableError(`an order holds at most ${DELIVERIES_PER_ORDER_MAX} deliveries`);
    }
    const lines = checkDeliveryLines(order.items, input.lines, heldByOpen(refs));
    const now = nowIso();
    const userUid = userUidOf(auth);
    const record: DeliveryRecord = {
      tenantUid: auth.tenantUid,
      orderUid,
      deliveryUid,
      storeUid,
      orderNumber: order.orderNumber,
      state: input.state,
      lines: linesOf(lines, input.lines),
      note: input.note,
      deliveredAt: input.state === 'DELIVERED' ? now : '',
      createdBy: userUid,
      lastModifiedBy: userUid,
      createdAt: now,
      lastModifiedAt: now,
      version: 1,
    };
    await commitDelivery(order, undefined, record);
    return record;
  });

/** `PATCH .../deliveries/{d}`: lines or state of an open delivery; DELIVERED hands its goods over. */
export const updateDelivery = (
  auth: AuthContext,
  ids: { storeUid: string; orderUid: string; deliveryUid: string },
  input: UpdateDeliveryInput,
  expectedVersion: number | undefined,
) =>
  perOrder(auth.tenantUid, ids.orderUid, async () => {
    const [order, before] = await Promise.all([
      findOrder(auth.tenantUid, ids.storeUid, ids.orderUid),
      loadDelivery(auth.tenantUid, ids.storeUid, ids.orderUid, ids.deliveryUid),
    ]);
    assertVersion(expectedVersion, before, 'delivery');
    const state = input.state ?? before.state;
    assertDeliveryMove(before.state, state);
    const open = OPEN_DELIVERY_STATES.includes(before.state);
    if (!open && (input.lines || (input.note ?? before.note) !== before.note)) {
      throw new ConflictError(`a ${before.state} delivery cannot change`);
    }
    if (!open) return before;
    const requested = input.lines ?? before.lines;
    const held = heldByOpen(order.deliveries ?? [], before.deliveryUid);
    const lines = checkDeliveryLines(order.items, requested, held);
    const now = nowIso();
    const next: DeliveryRecord = {
      ...before,
      state,
      lines: linesOf(lines, requested),
      note: input.note ?? before.note,
      deliveredAt: state === 'DELIVERED' ? now : '',
      lastModifiedBy: userUidOf(auth),
      lastModifiedAt: now,
      version: before.version + 1,
    };
    const same =
      JSON.stringify([before.state, before.lines, before.note]) ===
      JSON.stringify([next.state, next.lines, next.note]);
    if (same) return before;
    await commitDelivery(order, before, next);
    return next;
  });

const loadDelivery = async (tenantUid: string, storeUid: string, orderUid: string, deliveryUid: string) => {
  const d = await getDelivery(tenantUid, orderUid, deliveryUid);
  if (!d || d.storeUid !== storeUid) throw NotFoundError.record('delivery', deliveryUid);
  return d;
};

export const readDelivery = (tenantUid: string, storeUid: string, orderUid: string, deliveryUid: string) =>
  loadDelivery(tenantUid, storeUid, orderUid, deliveryUid);

/** An order's deliveries (one Query of its partition). */
export const listOrderDeliveries = async (tenantUid: string, storeUid: string, orderUid: string) => {
  await findOrder(tenantUid, storeUid, orderUid);
  return { items: (await deliveriesOfOrder(tenantUid, orderUid)).map(toDeliveryResponse) };
};

/** `POST /deliveries/search`: the tenant's deliveries by store, order, state and delivery time. */
export const searchDeliveries = async (
  tenantUid: string,
  search: DeliverySearchInput,
  paging: PagingInput,
) => {
  const page = resolvePage(paging, { sortBy: 'createdAt', sortDirection: 'DESC' });
  const found = await readIndexed(tenantUid, [DELIVERIES_TABLE], () =>
    findDeliveryPage(tenantUid, search, page),
  );
  return { items: found.items.map(toDeliveryResponse), paging: found.paging };
};
