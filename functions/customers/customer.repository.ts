import { createPut, getRecord, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import { updateInput } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { CustomerRecord } from './customer.schema.ts';
import { CUSTOMER_ITEM } from './customer-items.ts';

/**
 * I/O of customers. The item is CustomerEntity's (customer.entity.ts), read and written with
 * plain DocumentClient calls (customer-items.ts) so that the functions that read customers bundle
 * no ElectroDB; test/unit/customers/customer-repository.test.ts compares every call with the
 * entity's.
 */

/**
 * The stored customer, or undefined (also for another tenant's uid). One strongly consistent
 * GetItem. A read returns modelled attributes only, so the search attributes older items still
 * carry (`emailKey`, `mobileKey`, `searchText`) never reach a record.
 */
export const getCustomer = (tenantUid: string, customerUid: string): Promise<CustomerRecord | undefined> =>
  getRecord(CUSTOMER_ITEM, { tenantUid, customerUid });

/**
 * Several customers by uid, in BatchGets of 100. Keys DynamoDB leaves unprocessed are not asked
 * again, as ElectroDB's get did not: such a customer is missing from the map.
 */
export const getCustomers = async (
  tenantUid: string,
  customerUids: readonly string[],
): Promise<Map<string, CustomerRecord>> => {
  const unique = [...new Set(customerUids)];
  if (unique.length === 0) return new Map();
  const { data } = await batchGetRecords(
    CUSTOMER_ITEM,
    unique.map((customerUid) => ({ tenantUid, customerUid })),
  );
  // Only customers live at customer keys; another entity's item would be a null here, as it was.
  return new Map((data as CustomerRecord[]).map((item) => [item.customerUid, item]));
};

/** Put of a new customer; a duplicate uid fails the transaction with a 409. */
export const createCustomerOp = (record: CustomerRecord): TransactOp => ({
  item: { Put: createPut(CUSTOMER_ITEM, record) },
  onConditionFailed: () => new ConflictError(`customer '${record.customerUid}' already exists`),
});

/** Full replacement of a customer, conditional on the version that was read. */
export const replaceCustomerOp = (record: CustomerRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(CUSTOMER_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('customer', record.customerUid),
});

/** Delete of a customer, conditional on the version that was read. */
export const deleteCustomerOp = (
  tenantUid: string,
  customerUid: string,
  expectedVersion: number,
): TransactOp => ({
  item: { Delete: versionedDelete(CUSTOMER_ITEM, { tenantUid, customerUid }, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('customer', customerUid),
});

/**
 * Records a change of the customer's contacts: `contactCount` moves by `delta`, the version and
 * lastModifiedAt move on. The condition re-checks inside the transaction that the customer still
 * exists and, when contacts are added, that it stays within `maxContacts`; callers check both
 * before (with the record they read), so a failure here means a concurrent change: 409, retry.
 */
export const touchCustomerContactsOp = (
  tenantUid: string,
  customerUid: string,
  delta: number,
  at: string,
  maxContacts: number,
): TransactOp => ({
  item: {
    Update: updateInput(
      CUSTOMER_ITEM,
      { tenantUid, customerUid },
      {
        add: { contactCount: delta, version: 1 },
        set: { lastModifiedAt: at },
        // CustomerEntity's `exists(customerUid) AND (notExists(contactCount) OR lte(contactCount,
        // maxContacts - delta))` when contacts are added, `exists(customerUid)` otherwise.
        condition:
          delta > 0
            ? {
                expression:
                  'attribute_exists(#customerUid) AND (attribute_not_exists(#contactCount) OR #contactCount <= :contactCount0)',
                values: { ':contactCount0': maxContacts - delta },
              }
            : { expression: 'attribute_exists(#customerUid)', values: {} },
      },
    ),
  },
  onConditionFailed: () =>
    new ConflictError(
      `customer '${customerUid}' was deleted or changed its contacts concurrently; read it again and retry`,
    ),
});
