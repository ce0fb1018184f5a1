import { median, type Row, type Section } from './report.ts';
import { type BenchStack, benchStack } from './stack.ts';

/** Targets of issue 17 for deliveries. */
const LINES = 20;
const TRIPS_MAX = 3;
const RUNS = 15;
/** The reservation request takes up to 10 lines. */
const RESERVE_PER_REQUEST = 10;

type Call = ReturnType<BenchStack['caller']>;

/** Polls the warehouse's levels until each of `count` products shows `onHand`; answers when it saw it. */
const movedAt = async (call: Call, stockPath: string, count: number, onHand: number): Promise<number> => {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const page = await call('GET', `${stockPath}?pageSize=${count + 1}`);
    const levels = page.body.items as Array<{ onHand: number }>;
    if (levels.length === count && levels.every((l) => l.onHand === onHand)) return performance.now();
    if (performance.now() > deadline) throw new Error('the delivery did not move the reserved stock in 30 s');
  }
};

/**
 * Deliveries (issue 17): an order of 20 stock lines, each reserved in a warehouse of its own run,
 * delivered in full by one request: the order read, one BatchGet of its receipt, one transaction.
 * The reserved goods then leave the warehouse from the stream (the sale-movements worker); the
 * lag is from the delivery's answer to the last of the 20 levels showing it, polled through the
 * API. Each run delivers a fresh order (a delivered one has nothing left), created and reserved
 * beforehand, not timed.
 */
export const benchDeliveries = async (): Promise<Section> => {
  const bench = await benchStack();
  const tenant = 't-bench-deliveries';
  const call = bench.caller(await bench.token(tenant));
  const store = 'store-1';
  const trips: number[] = [];
  const ms: number[] = [];
  const lags: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    // A warehouse per run, so its levels are this run's 20; negative stock: nothing to stock up.
    const warehouse = await call('POST', `/tenants/${tenant}/stores/${store}/warehouses`, {
      name: `Run ${run}`,
      allowNegativeStock: true,
    });
    const warehouseUid = warehouse.body.warehouseUid as string;
    const items = Array.from({ length: LINES }, (_, i) => ({
      productUid: `prod-${run}-${i}`,
      sku: `SKU-${run}-${i}`,
      name: `Product ${i}`,
      productType: 'STOCK',
      quantityOrdered: 2,
      itemPrice: 1000,
      vatCodeUid: 'vat-25',
      vatRate: 2500,
    }));
    const order = await call('POST', `/tenants/${tenant}/stores/${store}/orders`, { items });
    const orderUid = order.body.orderUid as string;
    const orderPath = `/tenants/${tenant}/stores/${store}/orders/${orderUid}`;
    await call('POST', `${orderPath}/receipts`, {});
    const uids = order.body.items.map((i: { orderItemUid: string }) => i.orderItemUid) as string[];
    for (let at = 0; at < uids.length; at += RESERVE_PER_REQUEST) {
      await call('POST', `/tenants/${tenant}/orders/reservations`, {
        reservations: uids.slice(at, at + RESERVE_PER_REQUEST).map((orderItemUid) => ({
          orderUid,
          orderItemUid,
          reservationType: 'WAREHOUSE',
          warehouseUid,
        })),
      });
    }
    const lines = uids.map((orderItemUid) => ({ orderItemUid, quantity: 2 }));
    const delivered = await call('POST', `${orderPath}/deliveries`, { lines });
    const answered = performance.now();
    const moved = await movedAt(call, `/tenants/${tenant}/warehouses/${warehouseUid}/stock`, LINES, -2);
    // The first two warm the process up.
    if (run < 2) continue;
    trips.push(delivered.db.roundTrips);
    ms.push(delivered.ms);
    lags.push(moved - answered);
  }
  const rows: Row[] = [
    {
      name: `delivery of ${LINES} lines: DynamoDB round trips (max of ${RUNS})`,
      value: Math.max(...trips),
      unit: 'trips',
      target: { max: TRIPS_MAX },
    },
    {
      name: `delivery of ${LINES} lines (median of ${RUNS})`,
      value: Math.round(median(ms) * 10) / 10,
      unit: 'ms',
    },
    {
      name: `reserved goods of ${LINES} lines out of their warehouse after the delivery's answer (median of ${RUNS})`,
      value: Math.round(median(lags)),
      unit: 'ms',
    },
    {
      name: `the same, slowest of ${RUNS}`,
      value: Math.round(Math.max(...lags)),
      unit: 'ms',
    },
  ];
  return { title: 'Fulfilment: deliveries', rows };
};
