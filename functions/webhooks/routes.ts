import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { emptyAsAbsent, pagedList, Uid } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { eventRoutes } from './event.routes.ts';
import { WEBHOOK_LIMITS } from './limits.ts';
import { replayRoutes } from './replay.routes.ts';
import { TestEvent, TestEventRequest } from './test-event.schema.ts';
import {
  CreateTransportRequest,
  CreateWebhookRequest,
  Delivery,
  HttpTransport,
  RotateSecretRequest,
  UpdateTransportRequest,
  UpdateWebhookRequest,
  Webhook,
} from './webhook.schema.ts';
import { DELIVERY_STATES } from './webhook-enums.ts';

const T = '/tenants/{tenantUid}/httptransports';
const transportEtag = { ETag: 'Transport version, for If-Match' };
const webhookEtag = { ETag: 'Webhook version, for If-Match' };
const transport = withUids(TenantParams, 'httpTransportUid');
const webhook = withUids(transport, 'webhookUid');
const tags = ['Webhooks'];
const WEBHOOK = { permissions: ['WEBHOOK'] } as const;
const ADMIN = { access: 'ADMIN' } as const;
const notFound = { 404: { description: 'Unknown transport or webhook (also for another tenant)' } };
const duplicate = { 409: { description: 'The custom uid is taken, or the record changed concurrently' } };
const atCap = (what: keyof typeof WEBHOOK_LIMITS) => ({
  422: { description: `The tenant already has ${WEBHOOK_LIMITS[what]} ${what}, the most allowed` },
});
const webhookList = pagedList(Webhook, 'WebhookList');
const webhookSort = pagingQuery(['webhookUid', 'action', 'createdAt', 'lastModifiedAt']);

/** Spec 4.5 plus the delivery log, redelivery, test event and secret rotation (DESIGN section 8), the events API and replays. */
export const routes = defineRoutes({
  ...eventRoutes,
  ...replayRoutes,
  listHttpTransports: {
    method: 'GET',
    path: T,
    summary: 'List HTTP transports',
    tags,
    auth: ADMIN,
    request: {
      params: TenantParams,
      query: pagingQuery(['name', 'httpTransportUid', 'url', 'createdAt', 'lastModifiedAt']),
    },
    success: {
      status: 200,
      description: 'A page of transports',
      schema: pagedList(HttpTransport, 'HttpTransportList'),
    },
  },
  createHttpTransport: {
    method: 'POST',
    path: T,
    summary: 'Create an HTTP transport',
    tags,
    auth: WEBHOOK,
    description: `The response carries the signing secret in clear, once. A tenant has at most ${WEBHOOK_LIMITS.transports} transports.`,
    request: { params: TenantParams, body: CreateTransportRequest },
    success: {
      status: 200,
      description: 'The transport, with its signing secret in clear',
      schema: HttpTransport,
    },
    responses: { ...duplicate, ...atCap('transports') },
  },
  getHttpTransport: {
    method: 'GET',
    path: `${T}/{httpTransportUid}`,
    summary: 'Read an HTTP transport',
    tags,
    auth: ADMIN,
    request: { params: transport },
    success: {
      status: 200,
      description: 'The transport, secrets masked',
      schema: HttpTransport,
      headers: transportEtag,
    },
    responses: notFound,
  },
  updateHttpTransport: {
    method: 'PUT',
    path: `${T}/{httpTransportUid}`,
    summary: 'Replace an HTTP transport',
    description: 'Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: WEBHOOK,
    request: { params: transport, body: UpdateTransportRequest },
    success: {
      status: 200,
      description: 'The transport, secrets masked',
      schema: HttpTransport,
      headers: transportEtag,
    },
    responses: { ...notFound, ...duplicate, 412: { description: 'If-Match names an older version' } },
  },
  deleteHttpTransport: {
    method: 'DELETE',
    path: `${T}/{httpTransportUid}`,
    summary: 'Delete an HTTP transport',
    tags,
    auth: WEBHOOK,
    description: 'Refused with 409 while webhooks use the transport: delete them first.',
    request: { params: transport },
    success: { status: 204, description: 'Deleted' },
    responses: { ...notFound, 409: { description: 'Webhooks still use this transport' } },
  },
  rotateSigningSecret: {
    method: 'POST',
    path: `${T}/{httpTransportUid}/signingsecret/rotate`,
    summary: 'Rotate the signing secret',
    tags,
    auth: WEBHOOK,
    description: 'Issues a new secret (returned once); the previous one keeps signing for overlapSeconds.',
    request: { params: transport, body: RotateSecretRequest, bodyOptional: true },
    success: {
      status: 200,
      description: 'The transport, with its new signing secret in clear',
      schema: HttpTransport,
    },
    responses: notFound,
  },
  enableHttpTransport: {
    method: 'POST',
    path: `${T}/{httpTransportUid}/enable`,
    summary: 'Enable a transport again',
    tags,
    auth: WEBHOOK,
    description:
      'Sets status ENABLED and starts its health counters afresh; new events are delivered again at once. Deliveries SKIPPED while it was disabled stay in the logs: replay them. Enabling an enabled transport changes nothing but its version.',
    request: { params: transport },
    success: {
      status: 200,
      description: 'The transport, enabled, secrets masked',
      schema: HttpTransport,
      headers: transportEtag,
    },
    responses: notFound,
  },
  listWebhooks: {
    method: 'GET',
    path: '/tenants/{tenantUid}/webhooks',
    summary: 'List webhooks of the tenant',
    tags,
    auth: WEBHOOK,
    request: { params: TenantParams, query: z.extend(webhookSort, { httpTransportUid: emptyAsAbsent(Uid) }) },
    success: { status: 200, description: 'A page of webhooks', schema: webhookList },
  },
  listTransportWebhooks: {
    method: 'GET',
    path: `${T}/{httpTransportUid}/webhooks`,
    summary: 'List webhooks of a transport',
    tags,
    auth: WEBHOOK,
    request: { params: transport, query: webhookSort },
    success: { status: 200, description: 'A page of webhooks', schema: webhookList },
    responses: notFound,
  },
  createWebhook: {
    method: 'POST',
    path: `${T}/{httpTransportUid}/webhooks`,
    summary: 'Subscribe an action',
    tags,
    auth: WEBHOOK,
    description: `A tenant has at most ${WEBHOOK_LIMITS.webhooks} webhooks.`,
    request: { params: transport, body: CreateWebhookRequest },
    success: { status: 200, description: 'The webhook', schema: Webhook },
    responses: { ...notFound, ...duplicate, ...atCap('webhooks') },
  },
  getWebhook: {
    method: 'GET',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}`,
    summary: 'Read a webhook',
    tags,
    auth: WEBHOOK,
    request: { params: webhook },
    success: { status: 200, description: 'The webhook', schema: Webhook, headers: webhookEtag },
    responses: notFound,
  },
  updateWebhook: {
    method: 'PUT',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}`,
    summary: 'Change the action of a webhook',
    description: 'Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: WEBHOOK,
    request: { params: webhook, body: UpdateWebhookRequest },
    success: { status: 200, description: 'The webhook', schema: Webhook, headers: webhookEtag },
    responses: { ...notFound, ...duplicate, 412: { description: 'If-Match names an older version' } },
  },
  deleteWebhook: {
    method: 'DELETE',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}`,
    summary: 'Delete a webhook',
    tags,
    auth: WEBHOOK,
    request: { params: webhook },
    success: { status: 204, description: 'Deleted' },
    responses: notFound,
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}/deliveries`,
    tags,
    auth: WEBHOOK,
    summary: 'Delivery log of a webhook (newest 1,000 of the last 30 days)',
    request: {
      params: webhook,
      query: z.extend(pagingQuery(['createdAt', 'lastModifiedAt', 'state', 'action']), {
        state: emptyAsAbsent(z.enum(DELIVERY_STATES)),
      }),
    },
    success: {
      status: 200,
      description: 'A page of deliveries, newest first',
      schema: pagedList(Delivery, 'WebhookDeliveryList'),
    },
    responses: notFound,
  },
  redeliverWebhookDelivery: {
    method: 'POST',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}/deliveries/{deliveryUid}/redeliver`,
    tags,
    summary: 'Deliver the same event again (same webhook-id) as a new delivery',
    auth: WEBHOOK,
    request: { params: withUids(webhook, 'deliveryUid') },
    success: { status: 202, description: 'The new delivery, queued', schema: Delivery },
    responses: notFound,
  },
  sendWebhookTest: {
    method: 'POST',
    path: `${T}/{httpTransportUid}/webhooks/{webhookUid}/test`,
    tags,
    auth: WEBHOOK,
    summary: 'Send a signed test event ("test": true, no entity members) to the webhook',
    request: { params: webhook },
    success: { status: 202, description: 'The test delivery, queued', schema: Delivery },
    responses: notFound,
  },
  publishTestEvent: {
    method: 'POST',
    path: '/tenants/{tenantUid}/webhooks/test-events',
    tags,
    auth: { permissions: ['WEBHOOK'], access: 'ADMIN' },
    summary: 'Publish the catalogued example of an action as a test event ("test": true)',
    description:
      'The event goes the way real events go: the outbox, the fan-out to every webhook of the tenant subscribed to the action, signed deliveries with retries, the delivery log. Its members are the action\'s example in the OpenAPI `webhooks` (none for an action without one) and `"test": true`; nothing else is changed. `npm run webhooks -- trigger` calls it.',
    request: { params: TenantParams, body: TestEventRequest },
    success: { status: 202, description: 'The event, published', schema: TestEvent },
  },
});
