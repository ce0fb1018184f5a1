import type { WebhookAction } from '#events/actions.ts';
import { type EntityType, entityOf } from '#events/entities.ts';
import type { EventItem } from '#events/outbox.ts';
import { BATCH_WRITE_MAX, writeChunk } from '#shared/db/batch-write.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { countQueryPages } from '#shared/db/query.ts';

/** Key templates of the event log and its indexes (gsi1 by action, gsi2 by record). */
export const EVENT_LOG_KEYS = {
  log: 'T#${tenantUid}#EVENTLOG',
  byAction: 'T#${tenantUid}#EVENTLOG#A#${action}',
  byRecord: 'T#${tenantUid}#EVENTLOG#E#${type}#${uid}',
} as const;

/** `recordType` of a stored event: no stream consumer matches it, so storing one triggers nothing. */
export const EVENT_LOG_RECORD_TYPE = 'EVENT_LOG';
/** Stored events live 30 days after they occurred (TTL on expiresAt). */
export const EVENT_LOG_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A stored event: what its webhook deliveries carry, kept for the events API and replays. */
export type LoggedEvent = Pick<EventItem, 'eventId' | 'action' | 'tenantUid' | 'occurredAt' | 'data'>;

/**
 * Keys: the tenant's log (`T#t#EVENTLOG`, sort key the event id, which sorts by time), the
 * action's log on gsi1 (`T#t#EVENTLOG#A#<action>`) and the entity's on gsi2
 * (`T#t#EVENTLOG#E#<type>#<uid>`), each sorted by event id: a page of any of the three is one
 * Query from a key, whatever the log holds.
 */
const logKey = (tenantUid: string) => `T#${tenantUid}#EVENTLOG`;
const actionKey = (tenantUid: string, action: WebhookAction) => `T#${tenantUid}#EVENTLOG#A#${action}`;
const entityKey = (tenantUid: string, type: EntityType, uid: string) =>
  `T#${tenantUid}#EVENTLOG#E#${type}#${uid}`;

const itemOf = (event: LoggedEvent) => {
  const entity = entityOf(event.action, event.data);
  return {
    pk: logKey(event.tenantUid),
    sk: event.eventId,
    gsi1pk: actionKey(event.tenantUid, event.action),
    gsi1sk: event.eventId,
    ...(entity ? { gsi2pk: entityKey(event.tenantUid, entity.type, entity.uid), gsi2sk: event.eventId } : {}),
    recordType: EVENT_LOG_RECORD_TYPE,
    eventId: event.eventId,
    action: event.action,
    tenantUid: event.tenantUid,
    occurredAt: event.occurredAt,
    data: event.data,
    expiresAt: Math.floor(Date.parse(event.occurredAt) / 1000) + EVENT_LOG_TTL_SECONDS,
  };
};

const fromItem = (item: Record<string, unknown>): LoggedEvent => ({
  eventId: item.eventId as string,
  action: item.action as WebhookAction,
  tenantUid: item.tenantUid as string,
  occurredAt: item.occurredAt as string,
  data: item.data as Record<string, unknown>,
});

/** Puts one chunk of at most 25 distinct events, sending unprocessed ones again (5 rounds). */
const putChunk = (events: readonly LoggedEvent[]): Promise<void> =>
  writeChunk(
    events.map((e) => ({ PutRequest: { Item: itemOf(e) } })),
    'event(s) not stored after 5 rounds',
  );

/**
 * Stores events, 25 to a BatchWriteItem (the calls in parallel). An event given twice (a stream
 * batch may hold a record and its duplicate) is put once, as BatchWriteItem refuses a key twice;
 * a put of an event stored before writes the same item again, so a retried stream batch stores
 * nothing twice. Returns, per event given, undefined when stored, else the error.
 */
export const storeEvents = async (events: readonly LoggedEvent[]): Promise<Array<Error | undefined>> => {
  const unique = [...new Map(events.map((e) => [`${e.tenantUid}\n${e.eventId}`, e])).values()];
  const failed = new Map<string, Error>();
  const chunks = Array.from({ length: Math.ceil(unique.length / 25) }, (_, i) =>
    unique.slice(i * 25, i * 25 + 25),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      try {
        await putChunk(chunk);
      } catch (error) {
        for (const e of chunk) failed.set(`${e.tenantUid}\n${e.eventId}`, error as Error);
      }
    }),
  );
  return events.map((e) => failed.get(`${e.tenantUid}\n${e.eventId}`));
};

export const findEvent = async (tenantUid: string, eventId: string): Promise<LoggedEvent | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: logKey(tenantUid), sk: eventId } }),
  );
  // An item past its TTL may linger until DynamoDB deletes it; it is gone for the API.
  return Item && (Item.expiresAt as number) > Date.now() / 1000 ? fromItem(Item) : undefined;
};

/**
 * Which log a query reads: an entity's (its events of `actions` only, when given: an entity's log
 * is short, so that is a filter on it), else one action's, else the tenant's.
 */
export type EventLogSelector = {
  tenantUid: string;
  action?: WebhookAction | undefined;
  entity?: { type: EntityType; uid: string } | undefined;
  actions?: readonly WebhookAction[] | undefined;
};

/** A range of event ids: `from` inclusive, `to` exclusive (bounds built by eventIdBound). */
export type EventIdRange = { from: string; to: string };

const queryInput = (selector: EventLogSelector, range: EventIdRange) => {
  const [index, pkName, skName, pk] = selector.entity
    ? ([
        'gsi2',
        'gsi2pk',
        'gsi2sk',
        entityKey(selector.tenantUid, selector.entity.type, selector.entity.uid),
      ] as const)
    : selector.action
      ? (['gsi1', 'gsi1pk', 'gsi1sk', actionKey(selector.tenantUid, selector.action)] as const)
      : ([undefined, 'pk', 'sk', logKey(selector.tenantUid)] as const);
  const filter = selector.entity && selector.actions?.length ? selector.actions : undefined;
  const actionValues = Object.fromEntries((filter ?? []).map((a, i) => [`:a${i}`, a]));
  return {
    index,
    keyOf: (eventId: string) => ({
      pk: logKey(selector.tenantUid),
      sk: eventId,
      ...(index ? { [pkName]: pk, [skName]: eventId } : {}),
    }),
    input: {
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ...(filter ? { FilterExpression: `#action IN (${Object.keys(actionValues).join(', ')})` } : {}),
      ExpressionAttributeNames: { '#pk': pkName, '#sk': skName, ...(filter ? { '#action': 'action' } : {}) },
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': range.from,
        ':to': range.to,
        ...actionValues,
      },
    },
  };
};

/**
 * At most `limit` events of one log in the id range after `after` (exclusive), oldest first or
 * newest first, and the id to go on from (null at the end of the range).
 */
export const queryEvents = async (
  selector: EventLogSelector,
  range: EventIdRange,
  page: { after?: string | undefined; limit: number; newestFirst: boolean },
): Promise<{ items: LoggedEvent[]; next: string | null }> => {
  const { input, keyOf } = queryInput(selector, range);
  const items: LoggedEvent[] = [];
  let start: Record<string, unknown> | undefined = page.after ? keyOf(page.after) : undefined;
  const now = Date.now() / 1000;
  do {
    const out = await documentClient.send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        ScanIndexForward: !page.newestFirst,
        Limit: page.limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) if ((item.expiresAt as number) > now) items.push(fromItem(item));
    start = out.LastEvaluatedKey;
  } while (start && items.length < page.limit);
  return { items, next: start ? (items.at(-1)?.eventId ?? (start.sk as string)) : null };
};

/**
 * Counts one log's events in the id range after `after` (from its start without), reading at most
 * `pages` Query pages of Select COUNT (`pageItems` items each): a replay counts a large range over
 * several steps, each bounded in time. Answers the count and the event id to go on after, or null
 * when the range is counted to its end.
 */
export const countEventsPart = async (
  selector: EventLogSelector,
  range: EventIdRange,
  after: string | undefined,
  bounds: { pages: number; pageItems?: number },
): Promise<{ count: number; next: string | null }> => {
  const { input, keyOf } = queryInput(selector, range);
  const { count, next } = await countQueryPages(input, {
    ...(after ? { start: keyOf(after) } : {}),
    ...bounds,
  });
  // The table's sort key of the log is the event id, on every index's LastEvaluatedKey too.
  return { count, next: next ? (next.sk as string) : null };
};

/**
 * Deletes every stored event about one record (its log on gsi2), a page of keys at a time: what
 * a GDPR erase does with the events that copied a customer's personal values. Answers how many.
 */
export const deleteEntityEvents = async (
  tenantUid: string,
  type: EntityType,
  uid: string,
): Promise<number> => {
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': entityKey(tenantUid, type, uid) },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
        Limit: 100,
      }),
    );
    const keys = (out.Items ?? []).map((i) => ({ pk: i.pk as string, sk: i.sk as string }));
    for (let i = 0; i < keys.length; i += BATCH_WRITE_MAX) {
      await writeChunk(
        keys.slice(i, i + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key } })),
        'event(s) not deleted after 5 rounds',
      );
    }
    deleted += keys.length;
    start = out.LastEvaluatedKey;
  } while (start);
  return deleted;
};
