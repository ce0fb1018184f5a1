import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, failWith, helpRequested, scanSegments, useTable } from './cli.ts';

const usage = `usage: npm run backfill:ledger-index -- [--tenant UID] [--segments 4] [--data DIR]
Writes the customer's index key (gsi1 T#t#CUSTOMER#c#LEDGERS / STORE#s) on every customer ledger
number set before the key existed, by which the GDPR export finds ledger numbers in stores without
a store record. Idempotent. Against the running local stack by default; against AWS (your AWS
credentials):
  --table NAME [--region REGION]`;

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    segments: { type: 'string', default: '4' },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    table: { type: 'string' },
    region: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const fail = failWith(usage);
helpRequested(values.help, usage);
const segments = scanSegments(values.segments, fail);

await useTable(values, fail);

// Imported after the environment is in place: the table client reads it.
const { backfillLedgerIndex } = await import('#functions/accounting/customer-ledger.repository.ts');
const started = Date.now();
let last = 0;
const result = await backfillLedgerIndex({
  segments,
  ...(values.tenant ? { tenantUid: values.tenant } : {}),
  onProgress: ({ found, written }) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.error(`found ${found} ledger numbers without the index key, wrote ${written}`);
  },
});
console.log(
  `found ${result.found} ledger numbers without the index key, wrote ${result.written} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
