import { backfillScope, throttled } from './cli.ts';

const usage = `usage: npm run backfill:changes-index -- [--tenant UID] [--segments 4] [--data DIR]
Writes the changes entry (gsi2) on every stock level and purchase order written before it existed,
so that updatedSince answers them (docs/decisions/changes-since.md). Idempotent. Against the
running local stack by default; against AWS (your AWS credentials):
  --table NAME [--region REGION]`;

const scope = await backfillScope(usage);
// Imported after the environment is in place: the table client reads it.
const { backfillChangesIndex } = await import('#functions/inventory/changes-backfill.repository.ts');
const started = Date.now();
const line = (d: Awaited<ReturnType<typeof backfillChangesIndex>>) =>
  `levels: found ${d.levels.found} without the entry, wrote ${d.levels.written}; purchase orders: found ${d.orders.found}, wrote ${d.orders.written}`;
const result = await backfillChangesIndex({
  ...scope,
  onProgress: throttled(2000, (d) => console.error(line(d))),
});
console.log(`${line(result)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
