import type { Row, Section } from './report.ts';
import { latencyRow, type Measured, measure, targetOf, tenantApi } from './scale-measure.ts';
import { customerUidOf, extRefOf, RECEIPT_TENANT, RECEIPTS } from './scale-receipts-seed.ts';
import type { BenchStack } from './stack.ts';

/**
 * The receipt search (POST /receipts/search) at 1M receipts in the tenant and 1M in another:
 * every filter of spec 4.1 alone and in pairs, the three state filters the API adds, and every
 * sort. Selective answers (under 1% of the tenant) have a 50 ms target, broader ones 300 ms.
 */

const SELECTIVE_MS = 50;
const BROAD_MS = 300;
/** Pairs are many (153): fewer samples each, within a smaller time budget. */
const PAIR_SAMPLING = { runs: 3, warmups: 1, budgetMs: 1000, minRuns: 1 };

type Body = Record<string, unknown>;

/** One value per filter of spec 4.1 (see scale-receipts-seed.ts for what each matches). */
const SPEC_FILTERS: Record<string, Body> = {
  storeUids: { storeUids: ['store-7'] },
  organizationUids: { organizationUids: ['org-3'] },
  customerUids: { customerUids: [customerUidOf(RECEIPT_TENANT, 4242)] },
  tenantUserUids: { tenantUserUids: ['user-17'] },
  productUids: { productUids: ['prod-123'] },
  customerQuery: { customerQuery: 'oscar12' },
  settledAtFrom: { settledAtFrom: '2025-10-27T00:00:00Z' },
  settledAtTo: { settledAtTo: '2024-01-04T00:00:00Z' },
  orderNumber: { orderNumber: '3012345' },
  voucherNumber: { voucherNumber: '1012345' },
  voucherNumbers: { voucherNumbers: ['1012345', '1054321', '1099999'] },
  productSkus: { productSkus: ['SKU-123'] },
  tenantPaymentMethodUids: { tenantPaymentMethodUids: ['tpm-2'] },
  deliveryStates: { deliveryStates: ['IN_PROGRESS'] },
  query: { query: 'kaffe' },
  amountRange: { amountRange: { from: 100_000, to: 100_500 } },
  hasUnpaidInvoices: { hasUnpaidInvoices: true },
  settlementExternalPaymentReferences: {
    settlementExternalPaymentReferences: [extRefOf(RECEIPT_TENANT, 4242)],
  },
};

/** Further single filters: a selective general query and the state filters beyond spec 4.1. */
const MORE_FILTERS: Record<string, Body> = {
  "query (selective, 'oscar12')": { query: 'oscar12' },
  "query (voucher number, '1012345')": { query: '1012345' },
  orderStatuses: { orderStatuses: ['OPEN'] },
  orderStates: { orderStates: ['IN_PROGRESS'] },
  settleStates: { settleStates: ['IN_PROGRESS'] },
};

/** A pair of filters; settledAtFrom with settledAtTo is a one-day window (the single values do not overlap). */
const pairBody = (a: string, b: string): Body =>
  a === 'settledAtFrom' && b === 'settledAtTo'
    ? { settledAtFrom: '2025-11-01T00:00:00Z', settledAtTo: '2025-11-02T00:00:00Z' }
    : { ...SPEC_FILTERS[a], ...SPEC_FILTERS[b] };

const SORTS = ['settledAt', 'grandTotal', 'voucherNumber', 'orderNumber'] as const;

/** Measures the receipt search; returns the single-filter, pair and sort sections. */
export const benchReceiptScale = async (
  bench: BenchStack,
  seedNotes: readonly string[],
): Promise<Section[]> => {
  const call = await tenantApi(bench, RECEIPT_TENANT);
  const path = `/tenants/${RECEIPT_TENANT}/receipts/search`;
  const search =
    (body: Body, query = '') =>
    () =>
      call('POST', `${path}${query}`, body);
  const row = (name: string, m: Measured, runs?: number): Row =>
    latencyRow(name, m, targetOf(m, RECEIPTS, SELECTIVE_MS, BROAD_MS), RECEIPTS, runs);

  const singles: Row[] = [row('no filter (whole tenant)', await measure(search({})))];
  singles.push(row('no filter, page 100', await measure(search({}, '?pageNumber=100'))));
  for (const [name, body] of Object.entries({ ...SPEC_FILTERS, ...MORE_FILTERS })) {
    singles.push(row(name, await measure(search(body))));
  }

  const pairs: Row[] = [];
  const names = Object.keys(SPEC_FILTERS);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const m = await measure(search(pairBody(names[i]!, names[j]!)), PAIR_SAMPLING);
      pairs.push(row(`${names[i]} + ${names[j]}`, m, PAIR_SAMPLING.runs));
    }
  }

  const sorts: Row[] = [];
  for (const sortBy of SORTS) {
    for (const dir of ['ASC', 'DESC'] as const) {
      const query = `?sortBy=${sortBy}&sortDirection=${dir}`;
      sorts.push(row(`sort ${sortBy} ${dir}, no filter`, await measure(search({}, query))));
      sorts.push(
        row(`sort ${sortBy} ${dir}, storeUids`, await measure(search(SPEC_FILTERS.storeUids!, query))),
      );
    }
  }

  const where = `${RECEIPTS.toLocaleString('en')} receipts in ${RECEIPT_TENANT} plus as many in another tenant`;
  const targets = `target ${SELECTIVE_MS} ms when under 1% of the tenant matches, else ${BROAD_MS} ms`;
  return [
    {
      title: `Scale: receipt search, single filters (${where}; ${targets})`,
      rows: singles,
      notes: [
        'Through the API: the page of uids and the exact count from PostgreSQL, then one BatchGet of the',
        "page's receipts (the seeded tenant has no receipt items, so the BatchGet finds none; a real page adds",
        'the transfer of 50 receipts).',
        ...seedNotes,
      ],
    },
    {
      title: `Scale: receipt search, filters of spec 4.1 in pairs (median of up to ${PAIR_SAMPLING.runs}; ${targets})`,
      rows: pairs,
    },
    { title: `Scale: receipt search, sorts (page 1; ${targets})`, rows: sorts },
  ];
};
