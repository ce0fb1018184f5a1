import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, failWith, helpRequested, scanSegments, useTable } from './cli.ts';

const usage = `usage: npm run backfill:order-refs -- [--tenant UID] [--segments 4] [--data DIR]
Writes the customer reference (T#t#CUSTOMER#c / ORDER#o) of every order that has a customer and
none yet: orders made before references existed, which the GDPR export and erase find through them.
Idempotent. Against the running local stack by default; against AWS (your AWS credentials):
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
const { backfillCustomerOrderRefs } = await import('#functions/sales/customer-order.repository.ts');
const started = Date.now();
let last = 0;
const result = await backfillCustomerOrderRefs({
  segments,
  ...(values.tenant ? { tenantUid: values.tenant } : {}),
  onProgress: ({ orders, written }) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.error(`found ${orders} orders with a customer, wrote ${written} references`);
  },
});
console.log(
  `found ${result.orders} orders with a customer, wrote ${result.written} missing references in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
