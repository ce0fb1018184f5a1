import { backfillScope, throttled } from './cli.ts';

const usage = `usage: npm run backfill:order-refs -- [--tenant UID] [--segments 4] [--data DIR]
Writes the customer reference (T#t#CUSTOMER#c / ORDER#o) of every order that has a customer and
none yet: orders made before references existed, which the GDPR export and erase find through them.
Idempotent. Against the running local stack by default; against AWS (your AWS credentials):
  --table NAME [--region REGION]`;

const scope = await backfillScope(usage);
// Imported after the environment is in place: the table client reads it.
const { backfillCustomerOrderRefs } = await import('#functions/sales/orders/customer-order.repository.ts');
const started = Date.now();
const result = await backfillCustomerOrderRefs({
  ...scope,
  onProgress: throttled(2000, ({ orders, written }) =>
    console.error(`found ${orders} orders with a customer, wrote ${written} references`),
  ),
});
console.log(
  `found ${result.orders} orders with a customer, wrote ${result.written} missing references in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
