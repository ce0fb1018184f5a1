import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { CustomerEntity } from './customer.entity.ts';
import type { CustomerRecord } from './customer.schema.ts';

/**
 * The stored customer, or undefined (also for another tenant's uid). One strongly consistent
 * GetItem. ElectroDB returns modelled attributes only, so the search attributes older items still
 * carry (`emailKey`, `mobileKey`, `searchText`) never reach a record.
 */
export const getCustomer = async (
  tenantUid: string,
  customerUid: string,
): Promise<CustomerRecord | undefined> => {
  const { data } = await CustomerEntity.get({ tenantUid, customerUid }).go({ consistent: true });
  return (data ?? undefined) as CustomerRecord | undefined;
};

/** Several customers by uid in one BatchGet (ElectroDB retries unprocessed keys). */
export const getCustomers = async (
  tenantUid: string,
  customerUids: readonly string[],
): Promise<Map<string, CustomerRecord>> => {
  const unique = [...new Set(customerUids)];
  if (unique.length === 0) return new Map();
  const { data } = await CustomerEntity.get(unique.map((customerUid) => ({ tenantUid, customerUid }))).go({
    consistent: true,
  });
  return new Map(data.map((item) => [item.customerUid, item as CustomerRecord]));
};

/** Put of a new customer; a duplicate uid fails the transaction with a 409. */
export const createCustomerOp = (record: CustomerRecord): TransactOp => ({
  item: { Put: CustomerEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`customer '${record.customerUid}' already exists`),
});

/** Full replacement of a customer, conditional on the version that was read. */
export const replaceCustomerOp = (record: CustomerRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: CustomerEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('customer', record.customerUid),
});

/** Delete of a customer, conditional on the version that was read. */
export const deleteCustomerOp = (
  tenantUid: string,
  customerUid: string,
  expectedVersion: number,
): TransactOp => ({
  item: {
    Delete: CustomerEntity.delete({ tenantUid, customerUid })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
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
    Update: CustomerEntity.update({ tenantUid, customerUid })
      .add({ contactCount: delta, version: 1 })
      .set({ lastModifiedAt: at })
      .where(({ customerUid: uid, contactCount }, { exists, notExists, lte }) =>
        delta > 0
          ? `${exists(uid)} AND (${notExists(contactCount)} OR ${lte(contactCount, maxContacts - delta)})`
          : exists(uid),
      )
      .params(),
  },
  onConditionFailed: () =>
    new ConflictError(
      `customer '${customerUid}' was deleted or changed its contacts concurrently; read it again and retry`,
    ),
});
