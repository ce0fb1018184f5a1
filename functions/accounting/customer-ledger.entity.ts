import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { STORE_ACCOUNTING_PK } from './accounting-config.entity.ts';

/**
 * The ledger number of a customer in one store (spec 2.8 "Customer accounting"). Kept in the
 * store's accounting partition, not in the customer's record: it is store configuration.
 *
 * Index: gsi1 `T#<t>#CUSTOMER#<c>#LEDGERS` / `STORE#<s>`: every ledger number of a customer in one
 * Query (the GDPR export), also in a store that has no store record (accounting never needs one),
 * which a read per store of the store list would miss.
 */
export const CustomerLedgerEntity = new Entity(
  {
    model: { entity: 'customerLedger', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      storeUid: readOnlyString,
      customerUid: readOnlyString,
      ledgerNumber: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byCustomer: {
        pk: templateKey('pk', ['tenantUid', 'storeUid'], STORE_ACCOUNTING_PK),
        sk: templateKey('sk', ['customerUid'], 'LEDGER#${customerUid}'),
      },
      byCustomerStores: {
        index: 'gsi1',
        pk: templateKey(
          'gsi1pk',
          ['tenantUid', 'customerUid'],
          'T#${tenantUid}#CUSTOMER#${customerUid}#LEDGERS',
        ),
        sk: templateKey('gsi1sk', ['storeUid'], 'STORE#${storeUid}'),
      },
    },
  },
  entityConfig(),
);
