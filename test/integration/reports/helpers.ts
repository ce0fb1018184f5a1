import { expect } from 'vitest';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import { streamRecord } from '#test/integration/search/helpers.ts';

/** Order totals as order-money.ts computes them (the figures the rollup sums). */
export type Totals = {
  gross: number;
  net: number;
  vat: number;
  discount: number;
  cost: number;
  grossProfit: number;
};

/** Totals of one order of `gross` at 25 % VAT, with a cost of half its net. */
export const totalsOf = (gross: number, discount = 0): Totals => {
  const vat = gross / 5;
  const cost = (gross - vat) / 2;
  return { gross, net: gross - vat, vat, discount, cost, grossProfit: gross - vat - cost };
};

/** An order item as the table stores it (the indexer projects it into `orders`). */
export const orderItem = (
  tenantUid: string,
  orderUid: string,
  createdAt: string,
  over: Record<string, unknown> = {},
) => ({
  __edb_e__: 'order',
  __edb_v__: '1',
  pk: `T#${tenantUid}#ORDER#${orderUid}`,
  sk: 'ORDER',
  tenantUid,
  orderUid,
  storeUid: 'store-1',
  tenantUserUid: 'seller-a',
  currency: 'NOK',
  createdAt,
  lastModifiedAt: createdAt,
  version: 1,
  totals: totalsOf(12_500),
  items: [],
  ...over,
});

/** Hands stream records to the search indexer, as the event source mapping does; none may fail. */
export const index = async (...records: ReturnType<typeof streamRecord>[]) => {
  const result = await handler({ Records: records });
  expect(result.batchItemFailures).toEqual([]);
};

export { streamRecord };

/** The local date of an instant in a time zone, as YYYY-MM-DD (en-CA formats it so). */
export const localDate = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );
/** The Monday of the ISO week of a YYYY-MM-DD date. */
export const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
