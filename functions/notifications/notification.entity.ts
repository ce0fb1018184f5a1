import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';
import { MESSAGE_TYPES, NOTIFICATION_RECORD_TYPE, NOTIFICATION_STATES } from './model.ts';

const str = { type: 'string' } as const;
const key = (field: string, composite: string[], template: string) =>
  ({ field, composite, template, casing: 'none' }) as const;
/** Every notification index sorts by creation time, then uid: `<createdAt>#<notificationUid>`. */
const timeline = (field: string) =>
  key(field, ['createdAt', 'notificationUid'], '${createdAt}#${notificationUid}');

/**
 * Key strings of the notification item, for the queries and updates the repository writes as
 * plain DocumentClient calls. They equal the ElectroDB templates below (a unit test checks this).
 */
export const notificationKeys = {
  primary: (tenantUid: string, notificationUid: string) => ({
    pk: `T#${tenantUid}#NOTIFICATION#${notificationUid}`,
    sk: 'NOTIFICATION',
  }),
  tenant: (tenantUid: string) => `T#${tenantUid}#NOTIFICATIONS`,
  store: (tenantUid: string, storeUid: string) => `T#${tenantUid}#STORE#${storeUid}#NOTIFICATIONS`,
  recipient: (tenantUid: string, recipientKey: string) =>
    `T#${tenantUid}#NOTIFICATIONS#RECIPIENT#${recipientKey}`,
  state: (tenantUid: string, state: string) => `T#${tenantUid}#NOTIFICATIONS#STATE#${state}`,
  sort: (createdAt: string, notificationUid: string) => `${createdAt}#${notificationUid}`,
  /** gsi5 partition of an open notification (see openIndexKeys). */
  open: (shard: number) => `NOTIFICATIONS#OPEN#${shard}`,
};

/** Partitions of the open-notifications index: spreads the index writes of busy send periods. */
export const OPEN_SHARDS = 4;

/**
 * gsi5 keys of a notification that is NOT_STARTED or IN_PROGRESS: the sparse, cross-tenant index
 * the sweeper queries (the state timeline gsi4 is per tenant). Written with the notification and
 * removed when it reaches a final state, so the index holds only open notifications, oldest first.
 */
export const openIndexKeys = (tenantUid: string, notificationUid: string, createdAt: string) => {
  let hash = 0;
  for (const c of notificationUid) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return {
    gsi5pk: notificationKeys.open(hash % OPEN_SHARDS),
    gsi5sk: `${createdAt}#${tenantUid}#${notificationUid}`,
  };
};

/**
 * A notification: one item, found by uid (primary) and by four timelines, all sorted by creation
 * time so that every search is a Query on a key with a date range:
 * - gsi1 `T#<t>#NOTIFICATIONS`: the tenant's timeline (search without a narrower key);
 * - gsi2 `T#<t>#STORE#<s>#NOTIFICATIONS`: a store's timeline (list per store, storeUid filter);
 * - gsi3 `T#<t>#NOTIFICATIONS#RECIPIENT#<key>`: one recipient's history (E.164 or lower-case e-mail);
 * - gsi4 `T#<t>#NOTIFICATIONS#STATE#<state>`: moves with the state (FAILED, BOUNCED, stuck NOT_STARTED).
 * References (customer, order, ...) are indexed by notification-ref.entity.ts.
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
      subject: str,
      message: { type: 'string', required: true },
      templateType: str,
      templateData: { type: 'any' },
      state: { type: NOTIFICATION_STATES, required: true },
      errorText: str,
      attempts: { type: 'number', required: true },
      providerMessageId: str,
      sentAt: str,
      leaseUntil: str,
      events: { type: 'any', required: true },
      organizationUid: str,
      customerUid: str,
      orderUid: str,
      serviceOrderUid: str,
      purchaseOrderUid: str,
      receivementUid: str,
      supplierUid: str,
      tenantUserUid: str,
      serviceEventUid: str,
      createdBy: { type: 'string', required: true, readOnly: true },
      lastModifiedBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: key('pk', ['tenantUid', 'notificationUid'], 'T#${tenantUid}#NOTIFICATION#${notificationUid}'),
        sk: key('sk', [], 'NOTIFICATION'),
      },
      byTenant: {
        index: 'gsi1',
        pk: key('gsi1pk', ['tenantUid'], 'T#${tenantUid}#NOTIFICATIONS'),
        sk: timeline('gsi1sk'),
      },
      byStore: {
        index: 'gsi2',
        pk: key('gsi2pk', ['tenantUid', 'storeUid'], 'T#${tenantUid}#STORE#${storeUid}#NOTIFICATIONS'),
        sk: timeline('gsi2sk'),
      },
      byRecipient: {
        index: 'gsi3',
        pk: key(
          'gsi3pk',
          ['tenantUid', 'recipientKey'],
          'T#${tenantUid}#NOTIFICATIONS#RECIPIENT#${recipientKey}',
        ),
        sk: timeline('gsi3sk'),
      },
      byState: {
        index: 'gsi4',
        pk: key('gsi4pk', ['tenantUid', 'state'], 'T#${tenantUid}#NOTIFICATIONS#STATE#${state}'),
        sk: timeline('gsi4sk'),
      },
    },
  },
  entityConfig(),
);
