import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRecord } from '#functions/customers/contact.schema.ts';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import { CONTACTS } from './contact-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ContactEntity } = await import('#functions/customers/contact.entity.ts');
const { CustomerEntity } = await import('#functions/customers/customer.entity.ts');
const { getCustomers } = await import('#functions/customers/customer.repository.ts');
const { getContacts } = await import('#functions/customers/contact.repository.ts');

// The link targets of a contact write and the contacts of an erased customer are read by key in
// BatchGets: the same requests as CustomerEntity's and ContactEntity's get([...]) and the same
// answer. The entity's side of each test is the repository's code as it was on the entity.

type Item = Record<string, unknown>;

const customer = (customerUid: string, extra: Partial<CustomerRecord> = {}): CustomerRecord => ({
  tenantUid: 'T1',
  customerUid,
  customerType: 'PERSON',
  displayName: customerUid,
  lastname: customerUid,
  createdAt: 'c',
  lastModifiedAt: 'm',
  version: 1,
  ...extra,
});
const customerItem = (c: CustomerRecord) => CustomerEntity.create(c).params().Item as Item;
const contactItem = (c: ContactRecord) => ContactEntity.create(c).params().Item as Item;
const answer = (items: Item[], unprocessed?: object[]) => ({
  Responses: { 'unit-table': items },
  UnprocessedKeys: unprocessed ? { 'unit-table': { Keys: unprocessed } } : {},
});

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('customers by uid against CustomerEntity.get([...])', () => {
  // getCustomers as it was on the entity.
  const entityCustomers = async (tenantUid: string, customerUids: readonly string[]) => {
    const unique = [...new Set(customerUids)];
    if (unique.length === 0) return new Map();
    const { data } = await CustomerEntity.get(unique.map((customerUid) => ({ tenantUid, customerUid }))).go({
      consistent: true,
    });
    return new Map(data.map((item) => [item.customerUid, item as CustomerRecord]));
  };

  it('a key given twice is asked once; the records by uid, optional attributes set or not', async () => {
    const full = customer('cu-b', {
      email: 'b@example.com',
      contactCount: 45,
      erasedAt: 'e',
      metadata: { k: 'v' },
    });
    const responses = [answer([customerItem(full), customerItem(customer('cu-a'))])];
    const uids = ['cu-a', 'cu-b', 'cu-a', 'cu-missing'];
    const entity = await capture(responses, () => entityCustomers('T1', uids));
    const plain = await capture(responses, () => getCustomers('T1', uids));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(
      new Map([
        ['cu-b', full],
        ['cu-a', customer('cu-a')],
      ]),
    );
  });

  it('150 uids: two requests; a key left unprocessed is missing, as it was', async () => {
    const uids = Array.from({ length: 150 }, (_, i) => `cu-${i}`);
    const responses = [
      answer([customerItem(customer('cu-0'))], [{ pk: 'T#T1#CUSTOMER#cu-1', sk: 'CUSTOMER' }]),
      answer([customerItem(customer('cu-149'))]),
    ];
    const entity = await capture(responses, () => entityCustomers('T1', uids));
    const plain = await capture(responses, () => getCustomers('T1', uids));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect([...(plain.result as Map<string, unknown>).keys()]).toEqual(['cu-0', 'cu-149']);
  });

  it('no uids: no request', async () => {
    const plain = await capture([], () => getCustomers('T1', []));
    expect(plain).toStrictEqual(await capture([], () => entityCustomers('T1', [])));
    expect(plain.sent).toEqual([]);
  });

  it('an item of another version at a customer key fails the read, as it did', async () => {
    const responses = [answer([{ ...customerItem(customer('cu-a')), __edb_v__: '2' }])];
    const entity = await capture(responses, () => entityCustomers('T1', ['cu-a']));
    const plain = await capture(responses, () => getCustomers('T1', ['cu-a']));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect((plain.result as { failed: unknown }).failed).toBeInstanceOf(TypeError);
  });
});

describe('contacts by uid against ContactEntity.get([...])', () => {
  // getContacts as it was on the entity.
  const entityContacts = async (tenantUid: string, customerContactUids: readonly string[]) => {
    if (customerContactUids.length === 0) return [];
    const keys = [...new Set(customerContactUids)].map((customerContactUid) => ({
      tenantUid,
      customerContactUid,
    }));
    const { data } = await ContactEntity.get(keys).go({ consistent: true });
    return data as unknown as ContactRecord[];
  };

  it('each contact once, in DynamoDB’s order, optional attributes set or not', async () => {
    const [kari, ola, erased] = CONTACTS as [ContactRecord, ContactRecord, ContactRecord];
    const responses = [answer([contactItem(erased), contactItem(kari), contactItem(ola)])];
    const uids = ['cc-kari', 'cc-ola', 'cc-kari', 'cc-erased'];
    const entity = await capture(responses, () => entityContacts('T1', uids));
    const plain = await capture(responses, () => getContacts('T1', uids));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual([erased, kari, ola]);
  });

  it('an item of another entity at a contact key: null among the records, as it was', async () => {
    const [kari] = CONTACTS as [ContactRecord];
    const responses = [answer([{ ...contactItem(kari), __edb_e__: 'customerContactLink' }])];
    const entity = await capture(responses, () => entityContacts('T1', ['cc-kari']));
    const plain = await capture(responses, () => getContacts('T1', ['cc-kari']));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual([null]);
  });

  it('no uids: no request', async () => {
    const plain = await capture([], () => getContacts('T1', []));
    expect(plain).toStrictEqual(await capture([], () => entityContacts('T1', [])));
    expect(plain.sent).toEqual([]);
  });
});
