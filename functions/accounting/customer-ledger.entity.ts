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
    },
  },
  entityConfig(),
);
