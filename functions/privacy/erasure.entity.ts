import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/**
 * The audit entry of a GDPR erase (`T#<t>#PRIVACY#<c>` / `ERASURE`): who erased which customer,
 * when, and how many records the erase changed. Written once, in the same transaction as the
 * erased customer, and kept (the controller has to show that the request was carried out). It holds
 * uids and counts only, nothing personal.
 */
export const ErasureEntity = new Entity(
  {
    model: { entity: 'customerErasure', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      customerUid: readOnlyString,
      erasedAt: requiredString,
      erasedBy: requiredString,
      requestId: requiredString,
      /** Records changed, per kind (orders, receipts, notifications, contacts, contactLinks). */
      changed: { type: 'any', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'customerUid'], 'T#${tenantUid}#PRIVACY#${customerUid}'),
        sk: templateKey('sk', [], 'ERASURE'),
      },
    },
  },
  entityConfig(),
);
