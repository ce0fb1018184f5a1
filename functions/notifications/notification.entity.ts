import { Entity } from 'electrodb';
import {
  entityConfig,
  optionalString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { MESSAGE_TYPES, NOTIFICATION_RECORD_TYPE, NOTIFICATION_STATES } from './notification-model.ts';

export { notificationKeys, OPEN_SHARDS, openIndexKeys } from './notification-keys.ts';

/** Key template of the open-notifications index partitions (gsi5, see openIndexKeys). */
export const OPEN_INDEX_KEY = 'NOTIFICATIONS#OPEN#${shard}';

/**
 * A notification: one item, read and updated by uid (primary). Lists and searches read the search
 * read model (notification.projection.ts), fed by this item's stream records; the item's only
 * index key is gsi5 while it is open (openIndexKeys). `recipientKey` is the recipient as the
 * search's recipient filter matches it (E.164, or the lower-case address).
 */
export const NotificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: SERVICE },
    attributes: {
      recordType: { type: 'string', required: true, default: NOTIFICATION_RECORD_TYPE, readOnly: true },
      tenantUid: { type: 'string', required: true, readOnly: true },
      notificationUid: { type: 'string', required: true, readOnly: true },
      storeUid: { type: 'string', required: true, readOnly: true },
      messageType: { type: MESSAGE_TYPES, required: true, readOnly: true },
      recipient: { type: 'string', required: true, readOnly: true },
      recipientKey: { type: 'string', required: true, readOnly: true },
      subject: optionalString,
      message: requiredString,
      templateType: optionalString,
      templateData: { type: 'any' },
      state: { type: NOTIFICATION_STATES, required: true },
      errorText: optionalString,
      attempts: { type: 'number', required: true },
      providerMessageId: optionalString,
      sentAt: optionalString,
      leaseUntil: optionalString,
      events: { type: 'any', required: true },
      organizationUid: optionalString,
      customerUid: optionalString,
      orderUid: optionalString,
      serviceOrderUid: optionalString,
      purchaseOrderUid: optionalString,
      receivementUid: optionalString,
      supplierUid: optionalString,
      tenantUserUid: optionalString,
      serviceEventUid: optionalString,
      createdBy: { type: 'string', required: true, readOnly: true },
      lastModifiedBy: requiredString,
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: requiredString,
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'notificationUid'],
          'T#${tenantUid}#NOTIFICATION#${notificationUid}',
        ),
        sk: templateKey('sk', [], 'NOTIFICATION'),
      },
    },
  },
  entityConfig(),
);
