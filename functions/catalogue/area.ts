import { EVENT_KEY } from '#events/outbox.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { ProductEntity, ProductGtinEntity } from './product.entity.ts';
import { ProductGroupEntity } from './product-group.entity.ts';
import { ProductMediaEntity } from './product-media.entity.ts';
import { routes as catalogueRoutes } from './routes.ts';

/**
 * The catalogue area: its functions with their routes and grants, the keys it owns, the webhook actions it emits.
 */
const catalogueFunction = {
  kind: 'http',
  name: 'catalogue',
  entry: 'functions/catalogue/handler.ts',
  routes: catalogueRoutes,
  // Products with their media (T#t#PRODUCT#p), the tenant's product-group partition
  // (T#t#PRODUCT_GROUPS), gtin claims (T#t#GTIN#g), outbox events, idempotency records and the
  // read-your-writes markers of product writes (T#t#PENDING#products#<session>). Searches read the read model.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      ProductEntity,
      ProductMediaEntity,
      ProductGtinEntity,
      ProductGroupEntity,
      EVENT_KEY,
      IDEMPOTENCY_KEY,
      pendingKey('products'),
    ),
    search: 'reader',
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'catalogue',
  functions: [catalogueFunction],
  keys: leadingKeys(
    ProductEntity,
    ProductGtinEntity,
    ProductGroupEntity,
    ProductMediaEntity,
    pendingKey('products'),
  ),
  events: ['PRODUCT_CREATE', 'PRODUCT_UPDATE', 'PRODUCT_DELETE', 'PRODUCT_MEDIA_CHANGE'],
});
