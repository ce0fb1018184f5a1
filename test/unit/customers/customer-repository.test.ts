import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { CustomerEntity } = await import('#functions/customers/customer.entity.ts');
const { erasedCustomer } = await import('#functions/customers/customer-erasure-rules.ts');
const { createCustomerOp, deleteCustomerOp, getCustomer, replaceCustomerOp, touchCustomerContactsOp } =
  await import('#functions/customers/customer.repository.ts');

// The customers function (and accounting and privacy, which read customers) reads and writes the
// customer item without ElectroDB: every call must be the one CustomerEntity makes. The entity's
// side of each test is the repository's code as it was on the entity.

/** A customer as a create with a first name only builds it. */
const person: CustomerRecord = {
  tenantUid: 'T1',
  customerUid: 'cu-kari',
  customerType: 'PERSON',
  displayName: 'Kari',
  firstname: 'Kari',
  metadata: {},
  contactCount: 0,
  createdAt: '2026-11-25T08:00:00.000Z',
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
};
/** Every attribute set. */
const company: CustomerRecord = {
  ...person,
  customerUid: 'cu-acme',
  customerParentUid: 'cu-group',
  customerType: 'COMPANY',
  displayName: 'Acme AS',
  lastname: 'Nordmann',
  companyName: 'Acme AS',
  email: 'post@acme.example',
  mobile: '+4791234567',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  countryCode: 'NO',
  vatNumber: 'NO999999999MVA',
  externalId: 'ERP-1',
  pricelistUid: 'pl-1',
  origin: 'shop',
  loyaltyId: 'L-1',
  internalNote: 'pays late',
  addresses: [
    {
      customerAddressUid: 'a1',
      type: 'INVOICE_ADDRESS',
      address: 'Storgata 1',
      city: 'Oslo',
      companyName: 'Acme AS',
      firstname: '',
      lastname: '',
      countryCode: 'NO',
      email: '',
      phone: '',
      postalCode: '0155',
      displayName: 'Acme AS',
    },
  ],
  extensions: [{ extensionCode: 'EXT_INVOICE', organizationUid: 's1' }],
  consents: [{ consentUid: 'k1', name: 'news', status: true, source: 'web', createdAt: 'c' }],
  credit: { limit: 10_000, balance: -250 },
  paymentTerms: 14,
  accountManager: { tenantUserUid: 'u1', displayName: 'Ola', userCode: '1042' },
  ehfEnabled: false,
  ehf: { enabled: true, address: '0192:999999999' },
  customerGroupUids: ['g1', 'g2'],
  defaultStore: { name: 'Oslo', storeUid: 's1' },
  metadata: { erpId: 'K-1' },
  contactCount: 3,
  lastModifiedAt: '2026-11-26T09:30:00.000Z',
  version: 7,
};
/** An erased customer: the personal attributes are there, undefined (the erase's record). */
const erased = erasedCustomer({ ...company, customerUid: 'cu-erased' }, '2026-11-27T10:00:00.000Z');
/** An old customer: no metadata, contactCount nor empty lists. */
const old = {
  ...person,
  customerUid: 'cu-old',
  metadata: undefined,
  contactCount: undefined,
} as CustomerRecord;
const CUSTOMERS = [person, company, erased, old];

const itemOf = (customer: CustomerRecord) =>
  CustomerEntity.create(customer).params().Item as Record<string, unknown>;
const keyOf = (customer: CustomerRecord) => ({ tenantUid: 'T1', customerUid: customer.customerUid });

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('customer writes against CustomerEntity', () => {
  it.each(CUSTOMERS)('create of $customerUid: the entity’s Put, gsi1 keys and not-exists condition', (c) => {
    const put = createCustomerOp(c).item.Put!;
    const entity = CustomerEntity.create(c).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(CUSTOMERS)('replace of $customerUid: the entity’s Put and version condition', (c) => {
    const put = replaceCustomerOp(c, c.version - 1).item.Put!;
    const entity = CustomerEntity.put(c)
      .where(({ version }, { eq }) => eq(version, c.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('delete: the entity’s Delete at the version read', () => {
    const entity = CustomerEntity.delete(keyOf(company))
      .where(({ version }, { eq }) => eq(version, 7))
      .params();
    expect(deleteCustomerOp('T1', 'cu-acme', 7).item.Delete).toStrictEqual(entity);
  });

  // touchCustomerContactsOp as it was on the entity.
  const entityTouch = (delta: number, maxContacts: number) =>
    CustomerEntity.update(keyOf(company))
      .add({ contactCount: delta, version: 1 })
      .set({ lastModifiedAt: 'at' })
      .where(({ customerUid: uid, contactCount }, { exists, notExists, lte }) =>
        delta > 0
          ? `${exists(uid)} AND (${notExists(contactCount)} OR ${lte(contactCount, maxContacts - delta)})`
          : exists(uid),
      )
      .params();

  it.each([
    ['contacts added', 2],
    ['one contact added', 1],
    ['contacts removed', -3],
    ['no change', 0],
  ])('contact count, %s: the entity’s UpdateItem, names and values in its order', (_, delta) => {
    const plain = touchCustomerContactsOp('T1', 'cu-acme', delta, 'at', 45).item.Update!;
    const entity = entityTouch(delta, 45);
    expect(plain).toStrictEqual(entity);
    expect(Object.keys(plain.ExpressionAttributeNames!)).toEqual(
      Object.keys(entity.ExpressionAttributeNames),
    );
    expect(Object.keys(plain.ExpressionAttributeValues!)).toEqual(
      Object.keys(entity.ExpressionAttributeValues),
    );
  });
});

describe('customer reads against CustomerEntity', () => {
  it.each(CUSTOMERS)('get of $customerUid: the entity’s consistent GetItem and record', async (c) => {
    // An item written before the search attributes moved to the read model still carries them.
    const responses = [{ Item: { ...itemOf(c), emailKey: 'k', mobileKey: 'm', searchText: 's' } }];
    const entity = await capture(
      responses,
      async () => (await CustomerEntity.get(keyOf(c)).go({ consistent: true })).data ?? undefined,
    );
    const plain = await capture(responses, () => getCustomer('T1', c.customerUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(c);
  });

  it('get answers undefined for no item and for an item of another entity or version', async () => {
    for (const response of [
      {},
      { Item: { ...itemOf(person), __edb_e__: 'customerContact' } },
      { Item: { ...itemOf(person), __edb_v__: '2' } },
    ]) {
      const entity = await capture([response], () =>
        CustomerEntity.get(keyOf(person)).go({ consistent: true }),
      );
      const plain = await capture([response], () => getCustomer('T1', person.customerUid));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  it('a failed read passes DynamoDB’s error, which the entity gives as its cause', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const entity = await capture([throttled], () =>
      CustomerEntity.get(keyOf(person)).go({ consistent: true }),
    );
    const plain = await capture([throttled], () => getCustomer('T1', person.customerUid));
    expect(plain.result).toStrictEqual({ failed: throttled });
    expect((entity.result as { failed: Error }).failed.cause).toBe(throttled);
  });
});
