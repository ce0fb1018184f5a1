import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';
import { STORE_ACCOUNTING_PK } from './accounting-config.entity.ts';

/**
 * The ledger number of a customer in one store (spec 2.8 "Customer accounting"). Kept in the
 * store's accounting partition, not in the customer's record: it is store configuration.
 */
export const CustomerLedgerEntity = new Entity(
  {
    model: { entity: 'customerLedger', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      storeUid: { type: 'string', required: true, readOnly: true },
      customerUid: { type: 'string', required: true, readOnly: true },
      ledgerNumber: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      byCustomer: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'storeUid'],
          template: STORE_ACCOUNTING_PK,
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['customerUid'], template: 'LEDGER#${customerUid}', casing: 'none' },
      },
    },
  },
  entityConfig(),
);
