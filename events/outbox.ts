import { randomBytes } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { WebhookAction } from '#events/actions.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { type AppError, ConflictError } from '#shared/errors.ts';

/** One item of a TransactWriteItems call (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction member and the error to raise when its condition fails. */
export type TransactOp = { item: TransactItem; onConditionFailed?: () => AppError };

/** An event to publish: the action, its tenant and the entity members of spec 6.2. */
export type EventDraft = { action: WebhookAction; tenantUid: string; data: Record<string, unknown> };

/** `recordType` of outbox items; the stream filter of the fan-out matches on it. */
export const EVENT_RECORD_TYPE = 'EVENT';
/** Outbox items expire a week after they were written (the stream has long consumed them). */
const EVENT_TTL_SECONDS = 7 * 24 * 60 * 60;
/** DynamoDB's limit on one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Time-ordered event id: `evt_` + 12 hex of milliseconds + 2 hex of the event's position in its
 * transaction + 14 hex random. Ids sort in the order events happened, also within one
 * transaction, whose events share a timestamp.
 */
export const newEventId = (now = Date.now(), position = 0): string =>
  `evt_${now.toString(16).padStart(12, '0')}${position.toString(16).padStart(2, '0')}${randomBytes(7).toString('hex')}`;

/** The stored shape of an outbox event item. */
export type EventItem = {
  pk: string;
  sk: string;
  recordType: typeof EVENT_RECORD_TYPE;
  eventId: string;
  action: WebhookAction;
  tenantUid: string;
  occurredAt: string;
  data: Record<string, unknown>;
  expiresAt: number;
};

export const eventItem = (draft: EventDraft, now = new Date(), position = 0): EventItem => {
  const eventId = newEventId(now.getTime(), position);
  return {
    pk: `T#${draft.tenantUid}#EVENT#${eventId}`,
    sk: 'EVENT',
    recordType: EVENT_RECORD_TYPE,
    eventId,
    action: draft.action,
    tenantUid: draft.tenantUid,
    occurredAt: now.toISOString(),
    data: draft.data,
    expiresAt: Math.floor(now.getTime() / 1000) + EVENT_TTL_SECONDS,
  };
};

/**
 * Writes a change and its events in one TransactWriteItems: no event without its change, no
 * change without its event. A failed condition raises the error its op names (409 by default).
 */
export const commitWithEvents = async (ops: TransactOp[], events: EventDraft[]): Promise<EventItem[]> => {
  const now = new Date();
  const items = events.map((draft, position) => eventItem(draft, now, position));
  const TransactItems: TransactItem[] = [
    ...ops.map((op) => op.item),
    ...items.map((Item) => ({
      Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
    })),
  ];
  if (TransactItems.length > MAX_TRANSACTION_ITEMS) {
    throw new ConflictError(
      `the change touches ${TransactItems.length} items; at most ${MAX_TRANSACTION_ITEMS} fit in one transaction`,
    );
  }
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= 0 && failed < ops.length) {
      throw (
        ops[failed]?.onConditionFailed?.() ??
        new ConflictError('the record was changed concurrently; retry', { cause: error })
      );
    }
    if (reasons.some((r) => r.Code === 'TransactionConflict')) {
      throw new ConflictError('a concurrent change touched the same records; retry', { cause: error });
    }
    throw error;
  }
  return items;
};
