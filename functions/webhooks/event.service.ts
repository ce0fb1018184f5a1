import type * as z from 'zod/mini';
import { entityOf } from '#events/entities.ts';
import { numericId } from '#events/ids.ts';
import { NotFoundError, ValidationError } from '#shared/errors.ts';
import { PAGE_SIZE_DEFAULT } from '#shared/http/paging.ts';
import type { EventListInput, EventPage, EventResponse } from './event.schema.ts';
import {
  type EventIdRange,
  type EventLogSelector,
  findEvent,
  type LoggedEvent,
  queryEvents,
} from './event-log.repository.ts';
import {
  decodeEventCursor,
  encodeEventCursor,
  eventIdBound,
  FIRST_EVENT_ID,
  mergeOrdered,
  PAST_LAST_EVENT_ID,
} from './event-rules.ts';

export type EventView = z.infer<typeof EventResponse>;

export const toEventView = (e: LoggedEvent): EventView => {
  const entity = entityOf(e.action, e.data);
  return {
    id: e.eventId,
    action: e.action,
    occurredAt: e.occurredAt,
    tenant: { id: numericId(e.tenantUid), uid: e.tenantUid },
    ...(entity ? { entity } : {}),
    data: e.data,
  };
};

export const getEvent = async (tenantUid: string, eventId: string): Promise<EventView> => {
  const event = await findEvent(tenantUid, eventId);
  if (!event) throw NotFoundError.record('event', eventId, 'params.eventId');
  return toEventView(event);
};

/** The id range of `createdFrom` (inclusive) to `createdTo` (exclusive); a 400 naming an empty one. */
export const eventRange = (createdFrom?: string, createdTo?: string): EventIdRange => {
  if (createdFrom && createdTo && Date.parse(createdFrom) >= Date.parse(createdTo))
    throw ValidationError.field('query.createdTo', 'must be after createdFrom');
  return {
    from: createdFrom ? eventIdBound(createdFrom) : FIRST_EVENT_ID,
    to: createdTo ? eventIdBound(createdTo) : PAST_LAST_EVENT_ID,
  };
};

/** The entity filter: both members or neither. */
const entityFilter = (query: EventListInput) => {
  if (query.entityType && query.entityUid) return { type: query.entityType, uid: query.entityUid };
  if (query.entityType) throw ValidationError.field('query.entityUid', 'is required with entityType');
  if (query.entityUid) throw ValidationError.field('query.entityType', 'is required with entityUid');
  return undefined;
};

/**
 * A page of the tenant's events. Each filter picks a log keyed by event id (events/entities.ts,
 * event-log.repository.ts), so a page is one Query from the cursor's key, or one per action for
 * several actions, merged: its cost does not grow with the log. `totalCount` counts the events
 * of the traversal up to the end of this page (exact on the last page): counting a month of
 * events would make every first page read them all.
 */
export const listEvents = async (
  tenantUid: string,
  query: EventListInput,
): Promise<z.infer<typeof EventPage>> => {
  const from = query.cursor ? decodeEventCursor(query.cursor) : undefined;
  const pageSize = query.pageSize ?? from?.s ?? PAGE_SIZE_DEFAULT;
  const direction = from?.d ?? query.sortDirection ?? 'DESC';
  const newestFirst = direction === 'DESC';
  const range = eventRange(query.createdFrom, query.createdTo);
  const entity = entityFilter(query);
  const actions = query.actions ?? [];
  const page = { after: from?.a, limit: pageSize, newestFirst };
  const selectors: EventLogSelector[] =
    entity || actions.length <= 1
      ? [{ tenantUid, entity, actions, action: entity ? undefined : actions[0] }]
      : actions.map((action) => ({ tenantUid, action }));
  const pages = await Promise.all(selectors.map((s) => queryEvents(s, range, page)));
  const items = mergeOrdered(
    pages.map((p) => p.items),
    pageSize,
    newestFirst,
  );
  // One log says whether it goes on; of several merged, a full page may have more behind it.
  const more =
    pages.length === 1 ? pages[0]!.next !== null : items.length === pageSize || pages.some((p) => p.next);
  const last = items.at(-1)?.eventId ?? (pages.length === 1 ? pages[0]!.next : null);
  const before = from?.n ?? 0;
  const pageNumber = from?.p ?? 1;
  return {
    items: items.map(toEventView),
    paging: {
      pageNumber,
      pageSize,
      totalCount: before + items.length,
      nextCursor:
        more && last
          ? encodeEventCursor({
              a: last,
              p: pageNumber + 1,
              s: pageSize,
              n: before + items.length,
              d: direction,
            })
          : null,
    },
  };
};
