import type { Row, Section } from './report.ts';
import { latencyRow, type Measured, measure, targetOf, tenantApi } from './scale-measure.ts';
import { FIRST_CREATED, NOTIFICATIONS } from './scale-notifications-seed.ts';
import { customerUidOf, RECEIPT_TENANT } from './scale-receipts-seed.ts';
import type { BenchStack } from './stack.ts';

/**
 * The notification search (POST /notifications/search) and a store's list at 1M notifications
 * in the tenant and 1M in another: every filter of spec 4.6 alone and every sort. Selective
 * answers (under 1% of the tenant) have a 50 ms target, broader ones 300 ms.
 */

const SELECTIVE_MS = 50;
const BROAD_MS = 300;

type Body = Record<string, unknown>;

const last = new Date(Date.parse(FIRST_CREATED) + NOTIFICATIONS * 30_000);
const daysBefore = (days: number) => new Date(last.getTime() - days * 86_400_000).toISOString();
const daysAfterStart = (days: number) =>
  new Date(Date.parse(FIRST_CREATED) + days * 86_400_000).toISOString();

/** One value per filter of spec 4.6 (see scale-notifications-seed.ts for what each matches). */
const FILTERS: Record<string, Body> = {
  messageType: { messageType: 'SMS' },
  recipient: { recipient: 'oscar12@gmail.com' },
  "message (broad, 'klar til henting')": { message: 'klar til henting' },
  "message (selective, 'ordre 3012345')": { message: 'ordre 3012345' },
  state: { state: 'FAILED' },
  errorText: { errorText: 'mailbox full' },
  organizationUid: { organizationUid: 'org-3' },
  storeUid: { storeUid: 'store-7' },
  customerUid: { customerUid: customerUidOf(RECEIPT_TENANT, 4242) },
  orderUid: { orderUid: 'order-4242' },
  serviceOrderUid: { serviceOrderUid: 'so-123' },
  tenantUserUid: { tenantUserUid: 'user-17' },
  supplierUid: { supplierUid: 'sup-42' },
  receivementUid: { receivementUid: 'rec-123' },
  purchaseOrderUid: { purchaseOrderUid: 'po-123' },
  'fromDateTime (last 7 days)': { fromDateTime: daysBefore(7) },
  'toDateTime (first 3 days)': { toDateTime: daysAfterStart(3) },
  'fromDateTime + toDateTime (one day)': { fromDateTime: daysBefore(30), toDateTime: daysBefore(29) },
  "query (selective, 'oscar12')": { query: 'oscar12' },
  "query (broad, 'henting')": { query: 'henting' },
};

const SORTS = ['createdAt', 'lastModifiedAt', 'state', 'messageType', 'recipient'] as const;

/** Measures the notification search and list; returns its section. */
export const benchNotificationScale = async (
  bench: BenchStack,
  seedNotes: readonly string[],
): Promise<Section> => {
  const call = await tenantApi(bench, RECEIPT_TENANT);
  const path = `/tenants/${RECEIPT_TENANT}/notifications/search`;
  const search =
    (body: Body, query = '') =>
    () =>
      call('POST', `${path}${query}`, body);
  const row = (name: string, m: Measured): Row =>
    latencyRow(name, m, targetOf(m, NOTIFICATIONS, SELECTIVE_MS, BROAD_MS), NOTIFICATIONS);

  const rows: Row[] = [row('no filter (whole tenant)', await measure(search({})))];
  rows.push(row('no filter, page 100', await measure(search({}, '?pageNumber=100'))));
  const store = `/tenants/${RECEIPT_TENANT}/stores/store-7/notifications`;
  rows.push(row('GET store list (store-7)', await measure(() => call('GET', store))));
  for (const [name, body] of Object.entries(FILTERS)) rows.push(row(name, await measure(search(body))));
  for (const sortBy of SORTS) {
    for (const dir of ['ASC', 'DESC'] as const) {
      rows.push(
        row(`sort ${sortBy} ${dir}`, await measure(search({}, `?sortBy=${sortBy}&sortDirection=${dir}`))),
      );
    }
  }
  return {
    title: `Scale: notification search (${NOTIFICATIONS.toLocaleString('en')} in ${RECEIPT_TENANT} plus as many in another tenant; target ${SELECTIVE_MS} ms under 1% of the tenant, else ${BROAD_MS} ms)`,
    rows,
    notes: [...seedNotes],
  };
};
