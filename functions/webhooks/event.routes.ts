import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';
import { EventListQuery, EventPage, EventParams, EventResponse } from './event.schema.ts';

const tags = ['Events'];
// The events are what webhooks deliver: whoever may subscribe to them may read them.
const WEBHOOK = { permissions: ['WEBHOOK'] } as const;

/** The events API (issue 38): every event the tenant's webhooks could receive, kept 30 days. */
export const eventRoutes = defineRoutes({
  listEvents: {
    method: 'GET',
    path: '/tenants/{tenantUid}/events',
    summary: 'List the events of the last 30 days',
    description:
      'Every event of the tenant, whether or not a webhook subscribes to it, newest first (`sortDirection=ASC` for oldest first), kept 30 days. Filters: `actions` (comma-separated), `createdFrom` (inclusive) and `createdTo` (exclusive), and one record by `entityType` with `entityUid`. Paged by `cursor`: pass `paging.nextCursor` with the same filters for the next page, which costs what the first page costs; `nextCursor` is null on the last page (which may be empty). `totalCount` counts the events of the traversal up to the end of this page, exact on the last page.',
    tags,
    auth: WEBHOOK,
    request: { params: TenantParams, query: EventListQuery },
    success: { status: 200, description: 'A page of events', schema: EventPage },
  },
  getEvent: {
    method: 'GET',
    path: '/tenants/{tenantUid}/events/{eventId}',
    summary: 'Read an event',
    tags,
    auth: WEBHOOK,
    request: { params: EventParams },
    success: { status: 200, description: 'The event', schema: EventResponse },
    responses: { 404: { description: 'No such event in the last 30 days (also for another tenant)' } },
  },
});
