import { Entity } from 'electrodb';
import { ACTIONS } from '#events/actions.ts';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/** Delivery states: PENDING (queued, not tried), RETRYING, DELIVERED, FAILED (final). */
export const DELIVERY_STATES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why an attempt did not deliver. */
export const ERROR_CLASSES = [
  'CLIENT_ERROR',
  'REDIRECT',
  'SERVER_ERROR',
  'TIMEOUT',
  'CONNECTION_ERROR',
  'BLOCKED_ADDRESS',
  'SUBSCRIPTION_DELETED',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

/**
 * One delivery of one event to one webhook, with every attempt. The fan-out's delivery uid is
 * derived from the event id, so a duplicate stream record hits the same key (conditional put).
 * Kept 30 days (TTL on expiresAt). Sort key = delivery uid, which is time-ordered.
 */
export const DeliveryEntity = new Entity(
  {
    model: { entity: 'webhookDelivery', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      webhookUid: { type: 'string', required: true, readOnly: true },
      deliveryUid: { type: 'string', required: true, readOnly: true },
      httpTransportUid: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      action: { type: ACTIONS, required: true },
      occurredAt: { type: 'string', required: true },
      data: { type: 'any', required: true },
      test: { type: 'boolean' },
      redeliveryOf: { type: 'string' },
      state: { type: DELIVERY_STATES, required: true },
      attemptCount: { type: 'number', required: true },
      nextRetryAt: { type: 'string' },
      movedToDlq: { type: 'boolean' },
      /** The SQS message that owns this delivery; a duplicate message for it is dropped. */
      owner: { type: 'string' },
      attempts: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            attempt: { type: 'number', required: true },
            at: { type: 'string', required: true },
            latencyMs: { type: 'number', required: true },
            statusCode: { type: 'number' },
            errorClass: { type: ERROR_CLASSES },
            error: { type: 'string' },
            responseExcerpt: { type: 'string' },
            nextRetryAt: { type: 'string' },
          },
        },
      },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'webhookUid'],
          template: 'T#${tenantUid}#WEBHOOK#${webhookUid}#DELIVERIES',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['deliveryUid'], template: '${deliveryUid}', casing: 'none' },
      },
    },
  },
  entityConfig(),
);
