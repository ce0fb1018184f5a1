import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { median, percentile, type Row, type Section } from './report.ts';
import { type BenchResponse, benchStack } from './stack.ts';

/**
 * Numbers under concurrency (docs/decisions/receipts.md, "Numbering under concurrency"): 200
 * order creates at once in one tenant (50 in each of 4 stores), then 50 receipt creates at once
 * in each of the 4 stores, one store after the other, twice, so the second round continues the sequences.
 * Prints p50/p99 of create latency, the 409s and 5xx (target 0) and the numbering checks.
 */
const STORES = 4;
const PER_STORE = 50;
const ROUNDS = 2;

const line = () => ({
  productUid: `p-${randomUUID()}`,
  sku: 'SKU-BENCH',
  name: 'Blue wool sweater',
  quantityOrdered: 1,
  itemPrice: 49_900,
  vatCodeUid: 'vat-25',
  vatRate: 2500,
});

/** 1 when `numbers` are exactly from+1 .. from+count, else 0: no gap, no duplicate. */
const gapless = (numbers: number[], from: number, count: number): boolean =>
  numbers.length === count && [...numbers].sort((a, b) => a - b).every((n, i) => n === from + i + 1);

type Tally = { ms: number[]; conflicts: number; serverErrors: number; other: number };

const tally = (responses: BenchResponse[], ok: number): Tally => ({
  ms: responses.map((r) => r.ms),
  conflicts: responses.filter((r) => r.status === 409).length,
  serverErrors: responses.filter((r) => r.status >= 500).length,
  other: responses.filter((r) => r.status !== ok && r.status !== 409 && r.status < 500).length,
});

const rows = (label: string, t: Tally, gaps: number): Row[] => [
  { name: `${label}: p50 latency`, value: median(t.ms), unit: 'ms' },
  { name: `${label}: p99 latency`, value: percentile(t.ms, 99), unit: 'ms' },
  { name: `${label}: 409 answers`, value: t.conflicts, unit: 'resp', target: { max: 0 } },
  { name: `${label}: 5xx answers`, value: t.serverErrors, unit: 'resp', target: { max: 0 } },
  { name: `${label}: other non-2xx`, value: t.other, unit: 'resp', target: { max: 0 } },
  { name: `${label}: numbering faults`, value: gaps, unit: 'runs', target: { max: 0 } },
];

export const benchNumbering = async (): Promise<Section> => {
  const { request, token } = await benchStack();
  const tenant = `bench-num-${Date.now().toString(36)}`;
  const bearer = await token(tenant);
  const stores = Array.from({ length: STORES }, (_, i) => `store-${i + 1}`);
  const orders: Tally = { ms: [], conflicts: 0, serverErrors: 0, other: 0 };
  const receipts: Tally = { ms: [], conflicts: 0, serverErrors: 0, other: 0 };
  const add = (into: Tally, t: Tally) => {
    into.ms.push(...t.ms);
    into.conflicts += t.conflicts;
    into.serverErrors += t.serverErrors;
    into.other += t.other;
  };
  let orderFaults = 0;
  let voucherFaults = 0;
  let orderWall = 0;
  let receiptWall = 0;
  let firstRefusal: string | undefined;

  for (let round = 0; round < ROUNDS; round++) {
    let t0 = performance.now();
    const created = await Promise.all(
      stores.flatMap((store) =>
        Array.from({ length: PER_STORE }, () =>
          request('POST', `/tenants/${tenant}/stores/${store}/orders`, bearer, { items: [line()] }).then(
            (res) => ({ store, res }),
          ),
        ),
      ),
    );
    orderWall += performance.now() - t0;
    add(
      orders,
      tally(
        created.map((c) => c.res),
        201,
      ),
    );
    const orderNumbers = created
      .filter((c) => c.res.status === 201)
      .map((c) => Number(c.res.body.orderNumber));
    if (!gapless(orderNumbers, round * STORES * PER_STORE, STORES * PER_STORE)) orderFaults++;

    // One store at a time: its 50 receipt creates at once contend for its voucher counter.
    for (const store of stores) {
      t0 = performance.now();
      const made = await Promise.all(
        created
          .filter((c) => c.store === store && c.res.status === 201)
          .map(({ res }) =>
            request(
              'POST',
              `/tenants/${tenant}/stores/${store}/orders/${res.body.orderUid}/receipts`,
              bearer,
              {},
            ),
          ),
      );
      receiptWall += performance.now() - t0;
      add(receipts, tally(made, 200));
      firstRefusal ??= made.find((r) => r.status !== 200)?.body?.detail;
      const vouchers = made.filter((r) => r.status === 200).map((r) => Number(r.body.voucherNumber));
      if (!gapless(vouchers, round * PER_STORE, PER_STORE)) voucherFaults++;
    }
  }

  return {
    title: `Numbering under concurrency (${ROUNDS} rounds; ${STORES * PER_STORE} orders per tenant, ${PER_STORE} receipts at once per store)`,
    rows: [
      ...rows('order create (200 per tenant)', orders, orderFaults),
      ...rows('receipt create (50 per store)', receipts, voucherFaults),
      {
        name: 'order creates per second',
        value: (orders.ms.length / orderWall) * 1000,
        unit: '/s',
      },
      {
        name: 'receipt creates per second',
        value: (receipts.ms.length / receiptWall) * 1000,
        unit: '/s',
      },
    ],
    notes: [
      'numbering faults: rounds (orders) or store-rounds (vouchers) whose numbers are not exactly the next block of the sequence',
      'every create contends for its counter: per tenant for order numbers, per store for voucher numbers',
      `latency is the whole burst queueing in one local process; load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} on ${availableParallelism()} cores`,
      ...(firstRefusal ? [`first refused receipt create: ${firstRefusal}`] : []),
    ],
  };
};
