import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
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
      tenantUid: readOnlyString,
      storeUid: readOnlyString,
      accountingConfigUid: readOnlyString,
      slot: readOnlyString,
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey('pk', ['tenantUid', 'storeUid'], STORE_ACCOUNTING_PK),
        sk: templateKey('sk', ['accountingConfigUid'], 'UID#${accountingConfigUid}'),
      },
    },
  },
  entityConfig(),
);
