import { beforeAll, describe, expect, it } from 'vitest';
import type { LinkRecord } from '#functions/customers/contact.schema.ts';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';

let model: typeof import('#functions/customers/contact-model.ts');

beforeAll(async () => {
  // The module reaches the repositories, which read the table name from the configuration.
  process.env.TABLE_NAME ??= 'unit';
  model = await import('#functions/customers/contact-model.ts');
});

const customer = (contactCount?: number): CustomerRecord => ({
  tenantUid: 't',
  customerUid: 'c1',
  customerType: 'PERSON',
  displayName: 'A',
  createdAt: 'x',
  lastModifiedAt: 'x',
  version: 1,
  ...(contactCount === undefined ? {} : { contactCount }),
});
const links = (n: number) => Array.from({ length: n }, () => ({}) as LinkRecord);

describe('assertAllLinksSeen (index lag guard for renames and deletes)', () => {
  it('passes when the index shows as many links as the customer counts', () => {
    expect(() => model.assertAllLinksSeen(customer(2), links(2))).not.toThrow();
    expect(() => model.assertAllLinksSeen(customer(), links(0))).not.toThrow();
  });

  it('answers 409 "retry" when a link has not reached the index yet, or is still in it', () => {
    for (const [count, seen] of [
      [2, 1],
      [1, 2],
      [undefined, 1],
    ] as const) {
      let error: unknown;
      try {
        model.assertAllLinksSeen(customer(count), links(seen));
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ status: 409 });
      expect(String((error as Error).message)).toContain('retry');
    }
  });
});

describe('bodyCustomerPath', () => {
  it('names the customerUid of the i-th body link', () => {
    expect(model.bodyCustomerPath(2)).toBe('body.customers.2.customerUid');
  });
});
