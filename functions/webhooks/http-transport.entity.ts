import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  requiredString,
  SERVICE,
} from '#shared/db/entity-config.ts';
import { SECURITY_TYPES, TRANSPORT_STATUSES } from './webhook-enums.ts';

/**
 * An HTTP transport: where and how webhooks are POSTed. Password, token and the signing secrets
 * are sealed together in `sealedSecrets` (KMS in the cloud, AES-256-GCM locally); only flags
 * saying which are set are stored in clear. `webhookCount` guards deletion (409 while > 0).
 * `status` and the health counters implement the disable rule (transport-health-rules.ts).
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
      /** Absent on transports stored before health was tracked: read as ENABLED. */
      status: { type: TRANSPORT_STATUSES },
      disabledAt: optionalString,
      disabledReason: optionalString,
      /**
       * Health counters, written by the delivery worker without a version bump (they are not part
       * of the representation): the last delivered attempt, when the current run of failed
       * deliveries began, and how many deliveries in a row ended FAILED.
       */
      lastSuccessAt: optionalString,
      failingSince: optionalString,
      failedInRow: { type: 'number' },
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
