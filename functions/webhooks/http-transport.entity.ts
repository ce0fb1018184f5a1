import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  requiredString,
  SERVICE,
} from '#shared/db/entity-config.ts';
import { SECURITY_TYPES } from './webhook-enums.ts';

/**
 * An HTTP transport: where and how webhooks are POSTed. Password, token and the signing secrets
 * are sealed together in `sealedSecrets` (KMS in the cloud, AES-256-GCM locally); only flags
 * saying which are set are stored in clear. `webhookCount` guards deletion (409 while > 0).
 */
export const HttpTransportEntity = new Entity(
  {
    model: { entity: 'httpTransport', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      httpTransportUid: { type: 'string', required: true, readOnly: true },
      name: requiredString,
      url: requiredString,
      securityType: { type: SECURITY_TYPES, required: true },
      username: optionalString,
      hasPassword: { type: 'boolean', required: true },
      hasToken: { type: 'boolean', required: true },
      sealedSecrets: requiredString,
      headers: {
        type: 'list',
        items: {
          type: 'map',
          properties: { key: requiredString, value: requiredString },
        },
      },
      /** When the previous signing secret stops signing (rotation overlap); absent when none. */
      previousSecretExpiresAt: optionalString,
      webhookCount: { type: 'number' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'httpTransportUid'],
          template: 'T#${tenantUid}#HTTPTRANSPORT#${httpTransportUid}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'HTTPTRANSPORT', casing: 'none' },
      },
      byTenant: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['tenantUid'],
          template: 'T#${tenantUid}#HTTPTRANSPORTS',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['httpTransportUid'],
          template: '${httpTransportUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
