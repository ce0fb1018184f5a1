import { isAwsError } from '#shared/aws/aws-error.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { notificationKeys } from './notification-keys.ts';
import type { NotificationEvent, NotificationRecord } from './notification-model.ts';

/**
 * A notification's reads and state changes, as plain DynamoDB calls on the keys of
 * notification-keys.ts: no ElectroDB, so the sender worker and the mail provider's callbacks,
 * which only read and change notifications, bundle no entity (docs/decisions/bundles.md).
 * notification.repository.ts re-exports all of it beside the create (a plain Put of the entity's
 * item, no ElectroDB either).
 */

const INTERNAL = new Set(['pk', 'sk', 'recordType', 'recipientKey', '__edb_e__', '__edb_v__']);

/** The stored item without keys and bookkeeping attributes. */
export const toRecord = (item: Record<string, unknown>): NotificationRecord =>
  Object.fromEntries(
    Object.entries(item).filter(([k]) => !INTERNAL.has(k) && !/^gsi\d(pk|sk)$/.test(k)),
  ) as NotificationRecord;

/** States a notification leaves only forwards; the open-notifications index holds these. */
export const OPEN_STATES: readonly string[] = ['NOT_STARTED', 'IN_PROGRESS'];

/** One notification of a tenant, or undefined. */
export const getNotification = async (
  tenantUid: string,
  notificationUid: string,
  consistent = false,
): Promise<NotificationRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: notificationKeys.primary(tenantUid, notificationUid),
      ConsistentRead: consistent,
    }),
  );
  return Item ? toRecord(Item) : undefined;
};

/** The notifications of `uids` that exist, as the table holds them now (BatchGet, strongly consistent). */
export const getNotifications = async (
  tenantUid: string,
  uids: readonly string[],
): Promise<NotificationRecord[]> => {
  const keys = uids.map((uid) => notificationKeys.primary(tenantUid, uid));
  return (await batchGetItems(keys, { consistent: true })).map(toRecord);
};

/** Fields a state change may set. */
export type NotificationChange = Partial<
  Pick<NotificationRecord, 'state' | 'errorText' | 'attempts' | 'providerMessageId' | 'sentAt' | 'leaseUntil'>
>;

/**
 * Applies a change (and optionally appends one event) if the notification is still at `current`'s
 * version. Returns the new record, or undefined when someone else changed it first (the caller
 * re-reads and decides again). Every change moves `version` up by one (and lastModifiedAt to
 * now): the search indexer keeps the row of the highest version, so no change is lost there.
 */
export const updateNotification = async (
  current: NotificationRecord,
  change: NotificationChange,
  by: string,
  event?: NotificationEvent,
): Promise<NotificationRecord | undefined> => {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = {
    ':expected': current.version,
    ':one': 1,
    ':now': new Date().toISOString(),
    ':by': by,
  };
  const sets = ['#version = #version + :one', 'lastModifiedAt = :now', 'lastModifiedBy = :by'];
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (event) {
    values[':event'] = [event];
    sets.push('events = list_append(events, :event)');
  }
  // A final state leaves the open-notifications index (states only move forward).
  const closes = change.state !== undefined && !OPEN_STATES.includes(change.state);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKeys.primary(current.tenantUid, current.notificationUid),
        UpdateExpression: `SET ${sets.join(', ')}${closes ? ' REMOVE gsi5pk, gsi5sk' : ''}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) return undefined;
    throw error;
  }
};

/**
 * Erases a notification's personal values (GDPR erase of its customer): recipient, subject,
 * message, template data, error text and event details; the state, dates and references stay.
 * A notification still open (not sent yet) is closed as FAILED, so the sender never sends to the
 * erased recipient. Conditional on the version read: false when it changed meanwhile (read again).
 * The new version flows through the stream to the read model, which re-projects the row.
 */
export const eraseNotification = async (
  current: NotificationRecord,
  erased: string,
  now: string,
): Promise<boolean> => {
  const open = OPEN_STATES.includes(current.state);
  const events = current.events.map(({ details: _d, ...event }) => event);
  const sets = [
    'version = version + :one',
    'lastModifiedAt = :now',
    'recipient = :erased',
    'recipientKey = :empty',
    'message = :erased',
    'templateData = :none',
    'events = :events',
    ...(current.subject !== undefined ? ['subject = :empty'] : []),
    ...(current.errorText !== undefined || open ? ['errorText = :error'] : []),
    ...(open ? ['#state = :failed'] : []),
  ];
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKeys.primary(current.tenantUid, current.notificationUid),
        UpdateExpression: `SET ${sets.join(', ')}${open ? ' REMOVE gsi5pk, gsi5sk' : ''}`,
        ConditionExpression: 'version = :expected',
        ...(open ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
        ExpressionAttributeValues: {
          ':expected': current.version,
          ':one': 1,
          ':now': now,
          ':erased': erased,
          ':empty': '',
          ':none': [],
          ':events': events,
          ...(current.errorText !== undefined || open
            ? { ':error': open ? 'not sent: the customer was erased' : '' }
            : {}),
          ...(open ? { ':failed': 'FAILED' } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) return false;
    throw error;
  }
};
