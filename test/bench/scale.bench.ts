import { loadavg } from 'node:os';
import type { Section } from './report.ts';
import { contactItems, seedContacts } from './scale-contacts.ts';
import { customerItem, seedCustomers } from './scale-customers.ts';
import { benchIndexLag } from './scale-lag.ts';
import { RUNS, WARMUPS } from './scale-measure.ts';
import { benchNotificationScale } from './scale-notifications.ts';
import { notificationItem, seedNotifications } from './scale-notifications-seed.ts';
import { benchPeople, SIZES } from './scale-people.ts';
import { benchReceiptScale } from './scale-receipts.ts';
import { RECEIPT_TENANT, RECEIPTS, seedReceipts } from './scale-receipts-seed.ts';
import { secondsSince, seedDb } from './scale-seed.ts';
import { benchIndexerThroughput } from './scale-throughput.ts';
import { customersUnderWrites, listsUnderWrites } from './scale-writes.ts';
import { receiptsUnderWrites, seedWritesReceipts } from './scale-writes-receipts.ts';
import { benchStack } from './stack.ts';

const load = () => loadavg()[0]!.toFixed(1);

/**
 * `npm run bench -- scale`: the search read model at tenant scale. Customers and contacts at
 * 10k, 100k and 1M per tenant, receipts and notifications at 1M (plus 1M in another tenant) are
 * seeded straight into PostgreSQL (set-based SQL through the writer URL); lists and searches are
 * then measured through the HTTP API, the index lag under a burst of writes through the whole
 * write path, and the indexer's throughput from a stream backlog.
 */
export const benchScale = async (): Promise<Section[]> => {
  const bench = await benchStack();
  const db = seedDb(bench.stack.search.writerUrl);
  const loadBefore = load();
  try {
    const started = performance.now();
    const customer = await customerItem(bench);
    const contact = await contactItems(bench, String(customer.customerUid));
    const notification = await notificationItem(bench);
    // Two lanes, one per core: each load is one backend at a time.
    const [[customers, receipts], [contacts, notifications]] = await Promise.all([
      (async () => [await seedCustomers(db, customer), await seedReceipts(db)])(),
      (async () => [await seedContacts(db, contact), await seedNotifications(db, notification)])(),
    ]);
    const seeding = `seeded in ${secondsSince(started)} s (two lanes in parallel; machine load ${loadBefore} before)`;
    const samples = `median of ${RUNS} after ${WARMUPS} warm-ups`;
    const people = `Tenants ${SIZES.map((s) => s.tenant).join(', ')} hold only read-model rows (no DynamoDB items).`;
    const sections: Section[] = [
      await benchPeople(bench, `Scale: customers, list and search (${samples})`, 'customers', [
        people,
        seeding,
        ...customers!,
      ]),
      await benchPeople(bench, `Scale: contacts, list and search (${samples})`, 'customer-contacts', [
        people,
        ...contacts!,
      ]),
      ...(await benchReceiptScale(bench, receipts!)),
      await benchNotificationScale(bench, notifications!),
    ];
    const throughput = await benchIndexerThroughput(db, customer);
    sections.push({ title: 'Indexer throughput from a stream backlog', ...throughput });
    sections.push(await listsUnderWrites(bench, customersUnderWrites(SIZES[2].tenant, SIZES[2].rows)));
    const recent = await seedWritesReceipts(bench, db, RECEIPT_TENANT, 0);
    sections.push(await listsUnderWrites(bench, receiptsUnderWrites(RECEIPT_TENANT, RECEIPTS, recent)));
    sections.push(await benchIndexLag(bench, db, SIZES[2].tenant));
    sections
      .at(-1)!
      .notes!.push(`machine load (1-minute average) ${loadBefore} at the start, ${load()} at the end`);
    for (const section of sections) {
      const failed = section.rows.filter((r) => r.note?.startsWith('answered ')).length;
      if (failed > 0)
        section.rows.push({
          name: 'answers other than 2xx',
          value: failed,
          unit: 'calls',
          target: { max: 0 },
        });
    }
    return sections;
  } finally {
    await db.end();
  }
};
