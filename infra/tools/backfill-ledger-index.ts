import { backfillScope, throttled } from './cli.ts';

const usage = `usage: npm run backfill:ledger-index -- [--tenant UID] [--segments 4] [--data DIR]
Writes the customer's index key (gsi1 T#t#CUSTOMER#c#LEDGERS / STORE#s) on every customer ledger
number set before the key existed, by which the GDPR export finds ledger numbers in stores without
a store record. Idempotent. Against the running local stack by default; against AWS (your AWS
credentials):
  --table NAME [--region REGION]`;

const scope = await backfillScope(usage);
// Imported after the environment is in place: the table client reads it.
const { backfillLedgerIndex } = await import('#functions/accounting/customer-ledger.repository.ts');
const started = Date.now();
const result = await backfillLedgerIndex({
  ...scope,
  onProgress: throttled(2000, ({ found, written }) =>
    console.error(`found ${found} ledger numbers without the index key, wrote ${written}`),
  ),
});
console.log(
  `found ${result.found} ledger numbers without the index key, wrote ${result.written} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
