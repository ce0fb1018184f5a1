import type { Send, SoakAction } from './client.ts';
import { type LoadStats, type Operation, record } from './load.ts';

const STORES = ['soak-store-1', 'soak-store-2', 'soak-store-3', 'soak-store-4'];
// Pools keep at most this many entries (oldest dropped): enough to spread reads and updates, and
// bounded so that the client's own state does not grow in the process being measured.
const POOL = 300;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;
const push = <T>(pool: T[], item: T) => {
  pool.push(item);
  if (pool.length > POOL) pool.shift();
};

/** The mix: weight of each kind of operation, out of 100. */
const MIX: Array<[kind: string, weight: number]> = [
  ['customer create', 10],
  ['customer update', 10],
  ['customer read', 8],
  ['customer list', 5],
  ['customer search', 10],
  ['order create', 11],
  ['receipt create', 11],
  ['settlement', 11],
  ['receipt read', 4],
  ['receipt search', 10],
  ['notification', 5],
  ['order read', 5],
];
const WHEEL = MIX.flatMap(([kind, weight]) => Array<string>(weight).fill(kind));

/**
 * Set-up before the load: the soak's stores take cash (`pm-cash`, of the tenant's `tpm-cash`), the
 * payment method every settlement of the workload names.
 */
export const enableSoakPayments = async (send: Send, tenant: string): Promise<void> => {
  const t = `/tenants/${tenant}`;
  const made = await send('POST', `${t}/payment-methods`, {
    tenantPaymentMethodUid: 'tpm-cash',
    code: 'CASH',
    name: 'Cash',
    type: 'CASH',
  });
  if (made.status !== 201) throw new Error(`tenant payment method: ${made.status}`);
  for (const store of STORES) {
    const res = await send('POST', `${t}/stores/${store}/payment-methods`, {
      storePaymentMethodUid: 'pm-cash',
      tenantPaymentMethodUid: 'tpm-cash',
    });
    if (res.status !== 201) throw new Error(`store payment method of ${store}: ${res.status}`);
  }
};

/**
 * The soak's mixed workload on one tenant, one request per slot (an update without a known ETag
 * reads first). Requests that need an earlier result (a customer, an order, a receipt) take it
 * from a pool filled by earlier answers, and fall back to the create while the pool is empty.
 * `expected` counts the writes that answered 2xx and must each cause one webhook delivery.
 */
export const soakWorkload = (send: Send, tenant: string, stats: LoadStats) => {
  const expected: Record<SoakAction, number> = {
    CUSTOMER_CREATE: 0,
    CUSTOMER_UPDATE: 0,
    ORDER_RECEIPT_SETTLED: 0,
  };
  const t = `/tenants/${tenant}`;
  // Customers not being updated right now: an update takes its customer out, so that two updates
  // never race on one ETag (a 412 there would be the workload's fault, not the service's). A
  // create answers without an ETag (only GET and PUT carry one), so `etag` starts out empty.
  const customers: Array<{ uid: string; etag: string | null }> = [];
  // Orders waiting for their receipt (taken once) and every recent order (for reads).
  const orders: Array<{ store: string; uid: string }> = [];
  const created: Array<{ store: string; uid: string }> = [];
  const unsettled: Array<{ store: string; uid: string; amount: number }> = [];
  const receipts: Array<{ store: string; uid: string }> = [];
  const call = async (
    route: string,
    method: string,
    path: string,
    body?: unknown,
    h?: Record<string, string>,
  ) => {
    const answer = await send(method, path, body, h);
    record(stats, route, answer);
    return answer;
  };

  const createCustomer = async (n: number) => {
    const res = await call('POST /customers', 'POST', `${t}/customers`, {
      firstname: `Soak${n}`,
      lastname: `Kunde${n % 50}`,
      email: `soak${n}@example.com`,
    });
    if (res.status !== 201) return;
    expected.CUSTOMER_CREATE += 1;
    push(customers, { uid: res.body.customerUid, etag: null });
  };
  const createOrder = async (n: number) => {
    const store = pick(STORES, n);
    const res = await call('POST /orders', 'POST', `${t}/stores/${store}/orders`, {
      items: [
        {
          productUid: `p-${n % 97}`,
          sku: `SKU-${n % 97}`,
          name: 'Soak item',
          quantityOrdered: 1 + (n % 3),
          itemPrice: 10_000 + (n % 89) * 100,
          vatCodeUid: 'vat-25',
          vatRate: 2500,
        },
      ],
    });
    if (res.status !== 201) return;
    push(orders, { store, uid: res.body.orderUid });
    push(created, { store, uid: res.body.orderUid });
  };
  const createReceipt = async (n: number) => {
    const order = orders.shift();
    if (!order) return createOrder(n);
    const res = await call(
      'POST /orders/{o}/receipts',
      'POST',
      `${t}/stores/${order.store}/orders/${order.uid}/receipts`,
      {},
    );
    if (res.status === 200)
      push(unsettled, { store: order.store, uid: res.body.orderReceiptUid, amount: res.body.grandTotal });
  };
  const settle = async (n: number) => {
    const receipt = unsettled.shift();
    if (!receipt) return createReceipt(n);
    const path = `${t}/stores/${receipt.store}/receipts/${receipt.uid}/settlements`;
    const res = await call('POST /receipts/{r}/settlements', 'POST', path, {
      storePaymentMethodUid: 'pm-cash',
      settlementCode: 'CASH',
      settlementName: 'Cash',
      amount: receipt.amount,
      status: 'CAPTURED',
    });
    if (res.status !== 201) return;
    if (res.body.settleState === 'COMPLETE') expected.ORDER_RECEIPT_SETTLED += 1;
    push(receipts, { store: receipt.store, uid: receipt.uid });
  };

  const kinds: Record<string, (n: number) => Promise<unknown>> = {
    'customer create': createCustomer,
    'customer update': async (n) => {
      const c = customers.splice(n % Math.max(1, customers.length), 1)[0];
      if (!c) return createCustomer(n);
      // Read-modify-write as a client does: the ETag of the last read or write, else read first.
      if (!c.etag) {
        const read = await call('GET /customers/{c}', 'GET', `${t}/customers/${c.uid}`);
        c.etag = read.headers.get('etag');
        if (!c.etag) return push(customers, c);
      }
      const res = await call(
        'PUT /customers/{c}',
        'PUT',
        `${t}/customers/${c.uid}`,
        { city: `City ${n}` },
        { 'if-match': c.etag },
      );
      if (res.status === 200) expected.CUSTOMER_UPDATE += 1;
      push(customers, { uid: c.uid, etag: res.status === 200 ? res.headers.get('etag') : null });
    },
    'customer read': async (n) => {
      const c = customers[n % Math.max(1, customers.length)];
      if (!c) return createCustomer(n);
      const res = await call('GET /customers/{c}', 'GET', `${t}/customers/${c.uid}`);
      if (res.status === 200) c.etag = res.headers.get('etag');
    },
    'customer list': () => call('GET /customers', 'GET', `${t}/customers?pageSize=50`),
    'customer search': (n) =>
      call(
        'POST /customers/search',
        'POST',
        `${t}/customers/search?pageSize=20`,
        n % 2 ? { query: `Kunde${n % 50}` } : { email: `soak${n - 20}@example.com` },
      ),
    'order create': createOrder,
    'order read': async (n) => {
      const o = created[n % Math.max(1, created.length)];
      if (!o) return createOrder(n);
      await call('GET /orders/{o}', 'GET', `${t}/stores/${o.store}/orders/${o.uid}`);
    },
    'receipt create': createReceipt,
    settlement: settle,
    'receipt read': async (n) => {
      const r = receipts[n % Math.max(1, receipts.length)];
      if (!r) return settle(n);
      await call('GET /receipts/{r}', 'GET', `${t}/stores/${r.store}/receipts/${r.uid}`);
    },
    'receipt search': (n) =>
      call(
        'POST /receipts/search',
        'POST',
        `${t}/receipts/search?pageSize=20`,
        n % 2
          ? { storeUids: [pick(STORES, n)], settledAtFrom: new Date(Date.now() - 3_600_000).toISOString() }
          : {
              storeUids: [pick(STORES, n)],
              settleStates: ['COMPLETE'],
              voucherNumbers: [String(1 + (n % 40))],
            },
      ),
    notification: (n) =>
      call('POST /notifications', 'POST', `${t}/stores/${pick(STORES, n)}/notifications`, {
        messageType: 'EMAIL',
        recipient: `soak${n}@example.com`,
        message: `Soak message ${n}`,
      }),
  };

  /** The operation of slot `n`: the mix is spread over every 100 slots by a fixed stride. */
  const next = (n: number): Operation => {
    const kind = WHEEL[(n * 37) % WHEEL.length]!;
    return async () => {
      await kinds[kind]!(n);
    };
  };
  return { next, expected };
};
