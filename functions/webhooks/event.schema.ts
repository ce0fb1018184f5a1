import * as z from 'zod/mini';
import { ACTIONS } from '#events/actions.ts';
import { ENTITY_TYPES } from '#events/entities.ts';
import { PAGE_SIZE_MAX } from '#shared/http/paging.ts';
import { cursorPagedList, DateTime, emptyAsAbsent, SortDirection, Uid } from '#shared/schema/common.ts';
import { TenantParams } from '#shared/schema/params.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { WebhookAction } from './webhook.schema.ts';

export const EventParams = z.extend(TenantParams, {
  eventId: withMeta(
    z.string().check(z.regex(/^evt_[0-9a-f]{28}$/, 'must be an event id (evt_ and 28 hex digits)')),
    { description: 'The event id (the webhook-id header of its deliveries)' },
  ),
});

/** `actions=A,B`: one or more actions, comma-separated. */
const ActionList = withMeta(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => [...new Set(value.split(',').map((a) => a.trim()))]),
    ),
    z.array(z.enum(ACTIONS)).check(z.minLength(1), z.maxLength(ACTIONS.length)),
  ),
  { description: 'One or more actions, comma-separated', example: 'CUSTOMER_CREATE,ORDER_SETTLED' },
);

export const EventListQuery = z.object({
  pageSize: emptyAsAbsent(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX))),
  cursor: emptyAsAbsent(
    withMeta(z.string().check(z.maxLength(4096)), {
      description: 'The `paging.nextCursor` of the page before',
    }),
  ),
  sortDirection: withMeta(emptyAsAbsent(SortDirection), {
    description: 'By occurrence: DESC (newest first, the default) or ASC',
  }),
  actions: emptyAsAbsent(ActionList),
  createdFrom: withMeta(emptyAsAbsent(DateTime), {
    description: 'Events that occurred at or after this instant',
  }),
  createdTo: withMeta(emptyAsAbsent(DateTime), { description: 'Events that occurred before this instant' }),
  entityType: withMeta(emptyAsAbsent(z.enum(ENTITY_TYPES)), {
    description: 'With entityUid: the events of one record',
  }),
  entityUid: emptyAsAbsent(Uid),
});
export type EventListInput = z.infer<typeof EventListQuery>;

export const EventResponse = withMeta(
  z.object({
    id: withMeta(z.string(), { description: 'The event id, the webhook-id header of its deliveries' }),
    action: WebhookAction,
    occurredAt: DateTime,
    tenant: z.object({ id: z.int(), uid: z.string() }),
    entity: withMeta(z.optional(z.object({ type: z.enum(ENTITY_TYPES), uid: z.string() })), {
      description: 'The record the event is about (absent when the payload names none)',
    }),
    data: withMeta(z.record(z.string(), z.unknown()), {
      description:
        "The entity members of the action's webhook payload (see `webhooks`): a delivery's body is these members with the envelope (`id`, `action`, `occurredAt`, `attempt`, `tenant`)",
    }),
  }),
  {
    id: 'Event',
    example: {
      id: 'evt_019a6b2e4c0000a1b2c3d4e5f6a7',
      action: 'CUSTOMER_CREATE',
      occurredAt: '2026-11-27T10:15:00.000Z',
      tenant: { id: 123456789, uid: 'acme' },
      entity: { type: 'CUSTOMER', uid: 'c-1001' },
      data: { customer: { id: 987654321, uid: 'c-1001', displayName: 'Ada Lovelace' } },
    },
  },
);

export const EventPage = cursorPagedList(EventResponse, 'EventPage');
