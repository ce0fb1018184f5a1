import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { HANDLING_STATES } from './order-handling-rules.ts';

/**
 * The handling of an order: which handling it follows and its state. It lives in the order's
 * partition (`T#<t>#ORDER#<o>` / `HANDLING`), next to the order item, and is written in the same
 * transaction as the order when actions are recorded on its lines.
 */
export const OrderHandlingEntity = new Entity(
  {
    model: { entity: 'orderHandling', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      orderUid: readOnlyString,
      storeUid: readOnlyString,
      handlingUid: requiredString,
      handlingName: requiredString,
      state: { type: HANDLING_STATES, required: true },
      /** '' until the first move. */
      previousState: { type: 'string', required: true },
      stateChangedAt: requiredString,
      stateChangedBy: requiredString,
      comment: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      byOrder: {
        pk: templateKey('pk', ['tenantUid', 'orderUid'], 'T#${tenantUid}#ORDER#${orderUid}'),
        sk: templateKey('sk', [], 'HANDLING'),
      },
    },
  },
  entityConfig(),
);
