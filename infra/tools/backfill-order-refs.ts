import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV } from '#shared/config.ts';

const usage = `usage: npm run backfill:order-refs -- [--tenant UID] [--segments 4] [--data DIR]
Writes the customer reference (T#t#CUSTOMER#c / ORDER#o) of every order that has a customer and
none yet: orders made before references existed, which the GDPR export and erase find through them.
Idempotent. Against the running local stack by default; against AWS (your AWS credentials):
  --table NAME [--region REGION]`;

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    segments: { type: 'string', default: '4' },
    data: { type: 'string', default: resolve(import.meta.dirname, '../../.local') },
    table: { type: 'string' },
    region: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const fail = (message: string): never => {
  console.error(`${message}\n${usage}`);
  process.exit(2);
};
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const segments = Number(values.segments);
if (!Number.isInteger(segments) || segments < 1 || segments > 64) fail('--segments must be 1..64');

// The table to use: AWS when --table is given, else the running local stack.
if (values.table) {
  Object.assign(process.env, {
    [ENV.tableName]: values.table,
    [ENV.region]: values.region ?? process.env[ENV.region] ?? 'eu-north-1',
  });
} else {
  const stack = JSON.parse(
    await readFile(resolve(values.data, 'stack.json'), 'utf8').catch(() =>
      fail('no running local stack found (start it with npm start)'),
    ),
  );
  Object.assign(process.env, {
    [ENV.tableName]: stack.tableName,
    [ENV.region]: 'eu-north-1',
    [ENV.dynamodbEndpoint]: stack.dynamodbEndpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}

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
