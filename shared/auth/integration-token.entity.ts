import { Entity } from 'electrodb';
import { ACCESS_LEVELS } from '#shared/auth/model.ts';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/**
 * Integration tokens are stored only as the SHA-256 of the token. The lookup key is the hash
 * (the caller's tenant is not known before the lookup); the item carries its tenant.
 */
export const IntegrationTokenEntity = new Entity(
  {
    model: { entity: 'integrationToken', version: '1', service: SERVICE },
    attributes: {
      tokenHash: { type: 'string', required: true, readOnly: true },
      tenantUid: { type: 'string', required: true, readOnly: true },
      permissions: { type: 'list', items: { type: 'string' }, required: true },
      access: { type: ACCESS_LEVELS, required: true },
      sub: { type: 'string', required: true },
      label: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastUsedAt: { type: 'string' },
      revokedAt: { type: 'string' },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['tokenHash'], template: 'ITOKEN#${tokenHash}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'ITOKEN', casing: 'none' },
      },
    },
  },
  entityConfig(),
);
