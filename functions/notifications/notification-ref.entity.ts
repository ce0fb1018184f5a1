import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/** Key strings of reference index items (see the entity below); equal to its templates. */
export const notificationRefKeys = {
  partition: (tenantUid: string, field: string, refUid: string) =>
    `T#${tenantUid}#NOTIFICATION_REF#${field}#${refUid}`,
};

/**
 * One small item per reference a notification carries (customerUid, orderUid, ...), written in the
 * same transaction as the notification: `T#<t>#NOTIFICATION_REF#<field>#<uid>` /
 * `<createdAt>#<notificationUid>`. A search by reference is a Query on that partition with the
 * date range, followed by a BatchGet of the notifications. References never change after the send,
 * so these items are never updated.
 */
export const NotificationRefEntity = new Entity(
  {
    model: { entity: 'notificationRef', version: '1', service: SERVICE },
    attributes: {
      recordType: { type: 'string', required: true, default: 'NOTIFICATION_REF', readOnly: true },
      tenantUid: { type: 'string', required: true, readOnly: true },
      field: { type: 'string', required: true, readOnly: true },
      refUid: { type: 'string', required: true, readOnly: true },
      notificationUid: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'field', 'refUid'],
          template: 'T#${tenantUid}#NOTIFICATION_REF#${field}#${refUid}',
          casing: 'none',
        },
        sk: {
          field: 'sk',
          composite: ['createdAt', 'notificationUid'],
          template: '${createdAt}#${notificationUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
