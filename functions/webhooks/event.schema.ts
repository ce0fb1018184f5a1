import * as z from 'zod';
import { ACTIONS } from '#events/actions.ts';
import { ENTITY_TYPES } from '#events/entities.ts';
import { PAGE_SIZE_MAX } from '#shared/http/paging.ts';
import { cursorPagedList, DateTime, emptyAsAbsent, SortDirection, Uid } from '#shared/schema/common.ts';
import { TenantParams } from '#shared/schema/params.ts';
import { WebhookAction } from './webhook.schema.ts';

export const EventParams = TenantParams.extend({
  eventId: z
    .string()
    .regex(/^evt_[0-9a-f]{28}$/, 'must be an event id (evt_ and 28 hex digits)')
    .meta({ description: 'The event id (the webhook-id header of its deliveries)' }),
});

/** `actions=A,B`: one or more actions, comma-separated. */
const ActionList = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((a) => a.trim()))])
  .pipe(z.array(z.enum(ACTIONS)).min(1).max(ACTIONS.length))
  .meta({ description: 'One or more actions, comma-separated', example: 'CUSTOMER_CREATE,ORDER_SETTLED' });

export const EventListQuery = z.object({
  pageSize: emptyAsAbsent(z.coerce.number().int().min(1).max(PAGE_SIZE_MAX)),
  cursor: emptyAsAbsent(
    z.string().max(4096).meta({ description: 'The `paging.nextCursor` of the page before' }),
  ),
  sortDirection: emptyAsAbsent(SortDirection).meta({
    description: 'By occurrence: DESC (newest first, the default) or ASC',
  }),
  actions: emptyAsAbsent(ActionList),
  createdFrom: emptyAsAbsent(DateTime).meta({ description: 'Events that occurred at or after this instant' }),
  createdTo: emptyAsAbsent(DateTime).meta({ description: 'Events that occurred before this instant' }),
  entityType: emptyAsAbsent(z.enum(ENTITY_TYPES)).meta({
    description: 'With entityUid: the events of one record',
  }),
  entityUid: emptyAsAbsent(Uid),
});
export type EventListInput = z.infer<typeof EventListQuery>;

export const EventResponse = z
  .object({
    id: z.string().meta({ description: 'The event id, the webhook-id header of its deliveries' }),
    action: WebhookAction,
    occurredAt: DateTime,
    tenant: z.object({ id: z.int(), uid: z.string() }),
    entity: z
      .object({ type: z.enum(ENTITY_TYPES), uid: z.string() })
      .optional()
      .meta({ description: 'The record the event is about (absent when the payload names none)' }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        "The entity members of the action's webhook payload (see `webhooks`): a delivery's body is these members with the envelope (`id`, `action`, `occurredAt`, `attempt`, `tenant`)",
    }),
  })
  .meta({
    id: 'Event',
    example: {
      id: 'evt_019a6b2e4c0000a1b2c3d4e5f6a7',
      action: 'CUSTOMER_CREATE',
      occurredAt: '2026-11-27T10:15:00.000Z',
      tenant: { id: 123456789, uid: 'acme' },
      entity: { type: 'CUSTOMER', uid: 'c-1001' },
      data: { customer: { id: 987654321, uid: 'c-1001', displayName: 'Ada Lovelace' } },
    },
  });

export const EventPage = cursorPagedList(EventResponse, 'EventPage');
