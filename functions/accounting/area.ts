import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import { ProductGroupEntity } from '../catalogue/product-group.entity.ts';
import type { FunctionDef } from '../function-def.ts';
import { AccountingConfigEntity } from './accounting-config.entity.ts';
import { AccountingConfigUidEntity } from './accounting-config-uid.entity.ts';
import { CustomerLedgerEntity } from './customer-ledger.entity.ts';
import { routes as accountingRoutes } from './routes.ts';

/**
 * The accounting area: its functions with their routes and grants, the keys it owns.
 */
const accountingFunction = {
  kind: 'http',
  name: 'accounting',
  entry: 'functions/accounting/handler.ts',
  routes: accountingRoutes,
  // Store accounting partitions, customer main items (existence, full customer), idempotency
  // records; product main items and the product-group partition, read to resolve a mapping.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      AccountingConfigEntity,
      AccountingConfigUidEntity,
      CustomerLedgerEntity,
      referenceKeys('customer', 'product'),
      ProductGroupEntity,
      IDEMPOTENCY_KEY,
    ),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'accounting',
  functions: [accountingFunction],
  keys: leadingKeys(AccountingConfigEntity, AccountingConfigUidEntity, CustomerLedgerEntity),
});
