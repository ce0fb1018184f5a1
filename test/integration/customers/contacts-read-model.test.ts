import { describe, expect, it } from 'vitest';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import { customerItem, streamRecord } from '#test/integration/search/helpers.ts';
import { type CustomerTenant, customerTenant } from './helpers.ts';

/**
 * How contact and link items become the contact list, driven through the stream indexer with
 * hand-made stream batches (the state a real stream passes through between two records), then
 * read through the API of a tenant that has no other writes.
 */

const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;

const contactItem = (tenantUid: string, uid: string, over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customerContact',
  __edb_v__: '1',
  pk: `T#${tenantUid}#CONTACT#${uid}`,
  sk: 'CONTACT',
  tenantUid,
  customerContactUid: uid,
  firstname: 'Kari',
  lastname: uid,
  displayName: `Kari ${uid}`,
  customerCount: 1,
  createdAt: at(1),
  lastModifiedAt: at(1),
  version: 1,
  ...over,
});

const linkItem = (tenantUid: string, contactUid: string, customerUid: string, over = {}) => ({
  __edb_e__: 'customerContactLink',
  __edb_v__: '1',
  pk: `T#${tenantUid}#CONTACT#${contactUid}`,
  sk: `LINK#${customerUid}`,
  tenantUid,
  customerContactUid: contactUid,
  customerUid,
  role: 'CONTACT',
  extensions: [],
  customerDisplayName: `Copy of ${customerUid}`,
  firstname: 'Kari',
  lastname: contactUid,
  displayName: `Kari ${contactUid}`,
  contactCreatedAt: at(1),
  contactLastModifiedAt: at(1),
  createdAt: at(1),
  lastModifiedAt: at(1),
  version: 1,
  ...over,
});

const index = async (...records: ReturnType<typeof streamRecord>[]) => {
  expect((await handler({ Records: records })).batchItemFailures).toEqual([]);
};

type Listed = { customerContactUid: string; customers: Array<{ customerUid: string; displayName: string }> };
const list = async (t: CustomerTenant) => {
  const res = await t.api.get(t.contacts);
  expect(res.status).toBe(200);
  return {
    total: res.body.paging.totalCount as number,
    customers: Object.fromEntries(
      (res.body.items as Listed[]).map((c) => [
        c.customerContactUid,
        c.customers.map((l) => `${l.customerUid}:${l.displayName}`),
      ]),
    ),
  };
};

describe('contact list from contact and link rows', () => {
  it('converges whatever order a batch brings the contact and its links in', async () => {
    const t = await customerTenant();
    const s = t.tenant;
    await index(
      streamRecord('INSERT', linkItem(s, 'cc1', 'c2')),
      streamRecord('MODIFY', contactItem(s, 'cc1', { version: 2, customerCount: 2, lastModifiedAt: at(2) })),
      streamRecord('INSERT', linkItem(s, 'cc1', 'c1')),
      // An older image of the contact arriving later never moves its row back.
      streamRecord('INSERT', contactItem(s, 'cc1', { lastname: 'Old' })),
    );
    expect(await list(t)).toEqual({ total: 1, customers: { cc1: ['c1:Copy of c1', 'c2:Copy of c2'] } });
    expect((await t.api.get(t.contacts)).body.items[0].lastname).toBe('cc1');
    // A link removed in the next batch leaves the contact with its other customer.
    await index(streamRecord('REMOVE', linkItem(s, 'cc1', 'c2')));
    expect((await list(t)).customers.cc1).toEqual(['c1:Copy of c1']);
  });

  it('shows the customer’s displayName from its own row, and hides what a customer delete removes', async () => {
    const t = await customerTenant();
    const s = t.tenant;
    const cx = customerItem(s, 'cx', { displayName: 'Xena' });
    await index(
      streamRecord('INSERT', cx),
      streamRecord('INSERT', customerItem(s, 'cy', { displayName: 'Yngve' })),
      streamRecord('INSERT', contactItem(s, 'solo')),
      streamRecord('INSERT', linkItem(s, 'solo', 'cx')),
      streamRecord('INSERT', contactItem(s, 'duo', { customerCount: 2 })),
      streamRecord('INSERT', linkItem(s, 'duo', 'cx')),
      streamRecord('INSERT', linkItem(s, 'duo', 'cy')),
      streamRecord('INSERT', contactItem(s, 'none', { customerCount: 0 })),
      // A link to a customer the read model has no row of shows the link's own copy.
      streamRecord('INSERT', contactItem(s, 'other')),
      streamRecord('INSERT', linkItem(s, 'other', 'cz')),
    );
    expect(await list(t)).toEqual({
      total: 4,
      customers: { solo: ['cx:Xena'], duo: ['cx:Xena', 'cy:Yngve'], none: [], other: ['cz:Copy of cz'] },
    });
    // The customer delete is indexed before the contacts' own records (another shard): the
    // contact whose only customer it was is gone already, the other one lost that customer.
    await index(streamRecord('REMOVE', cx));
    expect(await list(t)).toEqual({
      total: 3,
      customers: { duo: ['cy:Yngve'], none: [], other: ['cz:Copy of cz'] },
    });
  });
});
