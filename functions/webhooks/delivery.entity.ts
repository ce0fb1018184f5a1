import { Entity } from 'electrodb';
import { ACTIONS } from '#events/actions.ts';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  requiredString,
  SERVICE,
} from '#shared/db/entity-config.ts';
import { DELIVERY_STATES, ERROR_CLASSES, SKIP_REASONS } from './webhook-enums.ts';

/**
 * One delivery of one event to one webhook, with every attempt. The fan-out's delivery uid is
 * derived from the event id, so a duplicate stream record's message claims the same key and loses.
 * Created by the worker's first claim. Kept 30 days (TTL on expiresAt). Sort key = delivery uid, which is time-ordered.
 */
export const DeliveryEntity = new Entity(
  {
    model: { entity: 'webhookDelivery', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      webhookUid: { type: 'string', required: true, readOnly: true },
      deliveryUid: { type: 'string', required: true, readOnly: true },
      httpTransportUid: requiredString,
      eventId: requiredString,
      action: { type: ACTIONS, required: true },
      occurredAt: requiredString,
      data: { type: 'any', required: true },
      test: { type: 'boolean' },
      redeliveryOf: optionalString,
      state: { type: DELIVERY_STATES, required: true },
      skipReason: { type: SKIP_REASONS },
      attemptCount: { type: 'number', required: true },
      nextRetryAt: optionalString,
      movedToDlq: { type: 'boolean' },
      /** The SQS message that owns this delivery; a duplicate message for it is dropped. */
      owner: optionalString,
      attempts: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            attempt: { type: 'number', required: true },
            at: requiredString,
            latencyMs: { type: 'number', required: true },
            statusCode: { type: 'number' },
            errorClass: { type: ERROR_CLASSES },
            error: optionalString,
            responseExcerpt: optionalString,
            nextRetryAt: optionalString,
          },
        },
      },
      ...auditAttributes,
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
