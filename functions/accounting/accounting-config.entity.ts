import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { CONFIG_TYPES } from './accounting-config-model.ts';

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
      tenantUid: readOnlyString,
      storeUid: readOnlyString,
      slot: readOnlyString,
      accountingConfigUid: readOnlyString,
      configType: { type: CONFIG_TYPES, required: true, readOnly: true },
      key: readOnlyString,
      vatCodeUid: readOnlyString,
      productGroupUid: readOnlyString,
      value: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byStore: {
        pk: templateKey('pk', ['tenantUid', 'storeUid'], STORE_ACCOUNTING_PK),
        sk: templateKey('sk', ['slot'], 'CFG#${slot}'),
      },
    },
  },
  entityConfig(),
);
