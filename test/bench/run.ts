import { benchAccounting } from './accounting.bench.ts';
import { benchAuthorizer } from './authorizer.bench.ts';
import { benchBundles } from './bundles.bench.ts';
import { benchCatalogue } from './catalogue.bench.ts';
import { benchChanges } from './changes.bench.ts';
import { benchCustomers } from './customers.bench.ts';
import { benchDeliveries } from './deliveries.bench.ts';
import { benchEvents } from './events.bench.ts';
import { benchFiscal } from './fiscal.bench.ts';
import { benchFulfilment } from './fulfilment.bench.ts';
import { benchInventory } from './inventory.bench.ts';
import { benchLabels } from './labels.bench.ts';
import { benchLag } from './lag.bench.ts';
import { benchMetadata } from './metadata.bench.ts';
import { benchNotifications } from './notifications.bench.ts';
import { benchNumbering } from './numbering.bench.ts';
import { benchPrices } from './prices.bench.ts';
import { benchRateLimit } from './rate-limit.bench.ts';
import { benchReceipts } from './receipts.bench.ts';
import { misses, printSection, type Section } from './report.ts';
import { benchScale } from './scale.bench.ts';
import { benchWrites } from './scale-writes.ts';
import { stopBenchStack } from './stack.ts';
import { benchWebhooks } from './webhooks.bench.ts';

/**
 * `npm run bench`: the performance report. Every figure is printed against its target; it is a
 * report, not a test, so a miss is listed at the end but does not fail the run.
 * Pass section names to run only those: `npm run bench -- bundles`.
 */
type Bench = {
  name: string;
  run: () => Promise<Section | Section[]>;
  /** Part of this other bench: runs only when named, so a full run measures it once. */
  alsoIn?: string;
};

const BENCHES: Bench[] = [
  { name: 'bundles', run: benchBundles },
  { name: 'authorizer', run: benchAuthorizer },
  { name: 'rate-limit', run: benchRateLimit },
  { name: 'accounting', run: benchAccounting },
  { name: 'customers', run: benchCustomers },
  { name: 'receipts', run: benchReceipts },
  { name: 'notifications', run: benchNotifications },
  { name: 'webhooks', run: benchWebhooks },
  { name: 'events', run: benchEvents },
  // Exact metadata search on a tenant of 100k customers, and the plan that serves it.
  { name: 'metadata', run: benchMetadata },
  { name: 'numbering', run: benchNumbering },
  { name: 'scale', run: benchScale },
  { name: 'catalogue', run: benchCatalogue },
  { name: 'prices', run: benchPrices },
  { name: 'inventory', run: benchInventory },
  { name: 'fiscal', run: benchFiscal },
  // Changes since on the receipt search (updatedSince and cursor pages).
  { name: 'changes', run: benchChanges },
  {
    name: 'fulfilment',
    run: async () => [await benchFulfilment(), await benchDeliveries(), await benchLabels()],
  },
  // The index lag alone, without the scale section's seeding of millions of rows.
  { name: 'lag', run: benchLag, alsoIn: 'scale' },
  // Lists under writes alone, on tenants of BENCH_WRITES_ROWS customers and receipts (scale runs it at 1M).
  { name: 'writes', run: benchWrites, alsoIn: 'scale' },
  // Deliveries alone, without the fulfilment section's report over a million orders.
  { name: 'deliveries', run: benchDeliveries, alsoIn: 'fulfilment' },
];

const only = process.argv.slice(2);
process.on('exit', () => void stopBenchStack());
const sections: Section[] = [];
console.log(`# Retail Commerce API bench (${new Date().toISOString()}, node ${process.version})`);
for (const bench of BENCHES.filter((b) => (only.length === 0 ? !b.alsoIn : only.includes(b.name)))) {
  const result = await bench.run();
  for (const section of Array.isArray(result) ? result : [result]) {
    printSection(section);
    sections.push(section);
  }
}
await stopBenchStack();
const missed = sections.flatMap((s) => s.rows.filter(misses).map((r) => `${s.title}: ${r.name}`));
console.log(
  missed.length
    ? `\n${missed.length} figure(s) miss their target:\n  ${missed.join('\n  ')}`
    : '\nall figures within target',
);
