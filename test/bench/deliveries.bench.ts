import { median, type Row, type Section } from './report.ts';
import { benchStack } from './stack.ts';

/** Targets of issue 17 for deliveries. */
const LINES = 20;
const TRIPS_MAX = 3;
const RUNS = 15;

/**
 * Deliveries (issue 17): an order of 20 stock lines, delivered in full by one request: the order
 * read, one BatchGet of its receipt, one transaction. Each run delivers a
 * fresh order (a delivered one has nothing left), created beforehand and not timed.
 */
export const benchDeliveries = async (): Promise<Section> => {
  const bench = await benchStack();
  const tenant = 't-bench-deliveries';
  const call = bench.caller(await bench.token(tenant));
  const store = 'store-1';
  const trips: number[] = [];
  const ms: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const items = Array.from({ length: LINES }, (_, i) => ({
      productUid: `prod-${i}`,
      sku: `SKU-${i}`,
      name: `Product ${i}`,
      productType: 'STOCK',
      quantityOrdered: 2,
      itemPrice: 1000,
      vatCodeUid: 'vat-25',
      vatRate: 2500,
    }));
    const order = await call('POST', `/tenants/${tenant}/stores/${store}/orders`, { items });
    const orderPath = `/tenants/${tenant}/stores/${store}/orders/${order.body.orderUid}`;
    await call('POST', `${orderPath}/receipts`, {});
    const lines = order.body.items.map((i: { orderItemUid: string }) => ({
      orderItemUid: i.orderItemUid,
      quantity: 2,
    }));
    const delivered = await call('POST', `${orderPath}/deliveries`, { lines });
    // The first two warm the process up.
    if (run < 2) continue;
    trips.push(delivered.db.roundTrips);
    ms.push(delivered.ms);
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
  ];
  return { title: 'Fulfilment: deliveries', rows };
};
