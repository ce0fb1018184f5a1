import { indexKeyTemplates, leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { AccountingConfigEntity } from '../accounting/accounting-config.entity.ts';
import { defineArea } from '../area-def.ts';
import { ProductGroupEntity } from '../catalogue/product-group.entity.ts';
import type { FunctionDef } from '../function-def.ts';
import { StoreEntity } from '../stores/store.entity.ts';
import { TillEntity } from '../tills/till.entity.ts';
import { UserEntity } from '../users/user.entity.ts';
import { CASH_POINT_KEYS } from './cash-point.repository.ts';
import { routes as fiscalRoutes } from './routes.ts';
import { routes as safTRoutes } from './saf-t/routes.ts';
import { SIGNING_KEYS_KEY } from './signing-key.repository.ts';

/**
 * The fiscal area: its functions with their routes and grants, the keys it owns.
 */
const safTFunction = {
  kind: 'http',
  name: 'saf-t',
  entry: 'functions/fiscal/saf-t/handler.ts',
  routes: safTRoutes,
  // The streamed SAF-T Cash Register export (a Lambda streams all its responses or none),
  // read-only: the store and its accounting partition (T#t#STORE#s, T#t#STORE#s#ACCOUNTING),
  // its tills with their closed sessions (T#t#TILL#till, gsi1 T#t#TILLS), the tenant's users
  // (gsi1 T#t#USERS), the products of the transactions and the product-group partition, and
  // the fiscal records: each cash point's journal and signed transactions (T#t#FISCAL#till)
  // and the store's cash points (gsi1 T#t#FISCALTILLS).
  grants: {
    table: 'read',
    tableLeadingKeys: leadingKeys(
      indexKeyTemplates(StoreEntity, 'primary'),
      AccountingConfigEntity,
      TillEntity,
      indexKeyTemplates(UserEntity, 'byTenant'),
      referenceKeys('product'),
      ProductGroupEntity,
      CASH_POINT_KEYS.cashPoint,
      CASH_POINT_KEYS.cashPoints,
    ),
  },
  // Streamed: up to API Gateway's 15 minutes of a stream; a year of a store is read in pages.
  timeoutSeconds: 300,
  memoryMb: 512,
} as const satisfies FunctionDef;

const fiscalFunction = {
  kind: 'http',
  name: 'fiscal',
  entry: 'functions/fiscal/handler.ts',
  routes: fiscalRoutes,
  // The cash points' journals, signed transactions and heads (T#t#FISCAL#till, gsi1
  // T#t#FISCALTILLS), the tenant's public signing keys (T#t#FISCALKEY; never unsealed here, so
  // no KMS grant), tills and users (existence), idempotency records. Sales and tills write the
  // journal and the signatures in their own transactions (their grants cover these keys).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      CASH_POINT_KEYS.cashPoint,
      CASH_POINT_KEYS.cashPoints,
      SIGNING_KEYS_KEY,
      referenceKeys('till', 'user'),
      IDEMPOTENCY_KEY,
    ),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'fiscal',
  functions: [safTFunction, fiscalFunction],
  keys: leadingKeys(Object.values(CASH_POINT_KEYS), SIGNING_KEYS_KEY),
});
