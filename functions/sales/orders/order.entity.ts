import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { ORDER_STATES, ORDER_STATUSES, ORDER_TYPES } from './order-enums.ts';

/**
 * The order main item. Its primary key is exactly REFERENCE_KEYS.order (shared/db/references.ts):
 * tenant-level, so any area can check an orderUid without knowing the store. Lines, totals, the
 * address and the receipt summary are stored inside the item (bounded: at most 200 lines and 50
 * receipts), so an order and its line allocation change atomically with one version condition.
 */
export const OrderEntity = new Entity(
  {
    model: { entity: 'order', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      orderUid: readOnlyString,
      storeUid: readOnlyString,
      orderNumber: readOnlyString,
      /** orderNumber as a number, for sorting. */
      orderSeq: { type: 'number', required: true, readOnly: true },
      customerUid: requiredString,
      organizationUid: requiredString,
      tenantUserUid: requiredString,
      sellerDisplayName: requiredString,
      currency: requiredString,
      exchangeRate: { type: 'number', required: true },
      status: { type: ORDER_STATUSES, required: true },
      state: { type: ORDER_STATES, required: true },
      /** OFFER or ORDER; absent on orders written before offers existed, which are ORDERs. */
      orderType: { type: ORDER_TYPES },
      /** When it became an ORDER (its creation, or an offer's conversion); absent on an offer. */
      orderDate: { type: 'string' },
      note: requiredString,
      externalId: requiredString,
      /** Lower-case words of the customer's names, phone and e-mail (customerQuery). */
      customerWords: requiredString,
      address: { type: 'any', required: true },
      items: { type: 'any', required: true },
      totals: { type: 'any', required: true },
      receipts: { type: 'any', required: true },
      /** The order's deliveries (uid, state, lines); absent on orders never delivered. */
      deliveries: { type: 'any' },
      /** The integrator's key-value pairs (shared/schema/metadata.ts); absent when none. */
      metadata: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey('pk', ['tenantUid', 'orderUid'], 'T#${tenantUid}#ORDER#${orderUid}'),
        sk: templateKey('sk', [], 'ORDER'),
      },
    },
  },
  entityConfig(),
);
