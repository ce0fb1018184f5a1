import { Entity } from 'electrodb';
import { ACTIONS } from '#events/actions.ts';
import { auditAttributes, entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/**
 * A webhook subscription: one action bound to one HTTP transport. Three access patterns, each a
 * Query on one key: by transport (gsi1), by (tenant, action) for the fan-out (gsi2), by tenant (gsi3).
 */
export const WebhookEntity = new Entity(
  {
    model: { entity: 'webhook', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      webhookUid: { type: 'string', required: true, readOnly: true },
      httpTransportUid: { type: 'string', required: true, readOnly: true },
      action: { type: ACTIONS, required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'webhookUid'],
          template: 'T#${tenantUid}#WEBHOOK#${webhookUid}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'WEBHOOK', casing: 'none' },
      },
      byTransport: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['tenantUid', 'httpTransportUid'],
          template: 'T#${tenantUid}#HTTPTRANSPORT#${httpTransportUid}#WEBHOOKS',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['webhookUid'], template: '${webhookUid}', casing: 'none' },
      },
      byAction: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['tenantUid', 'action'],
          template: 'T#${tenantUid}#WEBHOOKACTION#${action}',
          casing: 'none',
        },
        sk: { field: 'gsi2sk', composite: ['webhookUid'], template: '${webhookUid}', casing: 'none' },
      },
      byTenant: {
        index: 'gsi3',
        pk: {
          field: 'gsi3pk',
          composite: ['tenantUid'],
          template: 'T#${tenantUid}#WEBHOOKS',
          casing: 'none',
        },
        sk: { field: 'gsi3sk', composite: ['webhookUid'], template: '${webhookUid}', casing: 'none' },
      },
    },
  },
  entityConfig(),
);
