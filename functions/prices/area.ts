import { EVENT_KEY } from '#events/outbox.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { PriceEntity } from './price.entity.ts';
import { PricelistEntity } from './pricelist.entity.ts';
import { routes as pricesRoutes } from './routes.ts';

/**
 * The prices area: its functions with their routes and grants, the keys it owns, the webhook actions it emits.
 */
const pricesFunction = {
  kind: 'http',
  name: 'prices',
  entry: 'functions/prices/handler.ts',
  routes: pricesRoutes,
  // Pricelists and their prices (one partition per pricelist, gsi1 T#t#PRICELISTS), outbox
  // events, idempotency records; the effective price reads store, customer and product main
  // items (one BatchGet). The store pattern also matches store sub-partitions (accounting,
  // counters): IAM leading keys cannot end a pattern at a segment.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      PricelistEntity,
      PriceEntity,
      referenceKeys('store', 'customer', 'product'),
      EVENT_KEY,
      IDEMPOTENCY_KEY,
    ),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'prices',
  functions: [pricesFunction],
  keys: leadingKeys(PricelistEntity, PriceEntity),
  events: ['PRICE_CREATE', 'PRICE_UPDATE', 'PRICE_DELETE'],
});
