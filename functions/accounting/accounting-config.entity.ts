import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';
import { CONFIG_TYPES } from './config-model.ts';

/** Partition of one store's accounting configuration (entries, uid pointers, ledger numbers). */
export const STORE_ACCOUNTING_PK = 'T#${tenantUid}#STORE#${storeUid}#ACCOUNTING';

/**
 * An accounting config entry, stored under its natural identity (`slot`, see config-model.ts) in
 * the store's accounting partition: a conditional create makes the (configType, key, vatCodeUid,
 * productGroupUid) uniqueness exact, and every config type is one sort-key range.
 */
export const AccountingConfigEntity = new Entity(
  {
    model: { entity: 'accountingConfig', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      storeUid: { type: 'string', required: true, readOnly: true },
      slot: { type: 'string', required: true, readOnly: true },
      accountingConfigUid: { type: 'string', required: true, readOnly: true },
      configType: { type: CONFIG_TYPES, required: true, readOnly: true },
      key: { type: 'string', required: true, readOnly: true },
      vatCodeUid: { type: 'string', required: true, readOnly: true },
      productGroupUid: { type: 'string', required: true, readOnly: true },
      value: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byStore: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'storeUid'],
          template: STORE_ACCOUNTING_PK,
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['slot'], template: 'CFG#${slot}', casing: 'none' },
      },
    },
  },
  entityConfig(),
);
