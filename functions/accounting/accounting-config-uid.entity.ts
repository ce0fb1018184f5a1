import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';
import { STORE_ACCOUNTING_PK } from './accounting-config.entity.ts';

/**
 * Points an accountingConfigUid at the slot of its entry. It makes custom uids unique per store
 * (conditional create) and lets the uid endpoints find an entry whose sort key is its natural
 * identity. Written and deleted in the same transaction as its entry.
 */
export const AccountingConfigUidEntity = new Entity(
  {
    model: { entity: 'accountingConfigUid', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      storeUid: { type: 'string', required: true, readOnly: true },
      accountingConfigUid: { type: 'string', required: true, readOnly: true },
      slot: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byUid: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'storeUid'],
          template: STORE_ACCOUNTING_PK,
          casing: 'none',
        },
        sk: {
          field: 'sk',
          composite: ['accountingConfigUid'],
          template: 'UID#${accountingConfigUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
