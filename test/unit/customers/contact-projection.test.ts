import { describe, expect, it } from 'vitest';
import { contactProjection, contactProjections } from '#functions/customers/contact.projection.ts';
import { contactLinkProjection, linkRowUid } from '#functions/customers/contact-link.projection.ts';
import { rowsOfChanges } from '#shared/search/indexer.ts';
import { feeds } from '#shared/search/projection.ts';

const at = '2026-01-01T00:00:00.000Z';
const contact = (over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customerContact',
  __edb_v__: '1',
  pk: 'T#t1#CONTACT#cc1',
  sk: 'CONTACT',
  tenantUid: 't1',
  customerContactUid: 'cc1',
  firstname: 'Kari',
  lastname: 'Bakken Berg',
  email: 'Kari@Fjord.no',
  mobile: '+4791234567',
  displayName: 'Kari Bakken Berg',
  customerCount: 2,
  createdAt: at,
  lastModifiedAt: at,
  version: 3,
  ...over,
});
const link = (over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customerContactLink',
  __edb_v__: '1',
  pk: 'T#t1#CONTACT#cc1',
  sk: 'LINK#c1',
  gsi1pk: 'T#t1#CUSTOMER#c1',
  gsi1sk: 'CONTACT#cc1',
  tenantUid: 't1',
  customerContactUid: 'cc1',
  customerUid: 'c1',
  role: 'ADMIN',
  extensions: [{ extensionCode: 'EXT_INVOICE', organizationUid: 's1' }],
  customerDisplayName: 'Fjord AS',
  firstname: 'Kari',
  lastname: 'Bakken',
  displayName: 'Kari Bakken',
  contactCreatedAt: at,
  contactLastModifiedAt: at,
  createdAt: at,
  lastModifiedAt: at,
  version: 1,
  ...over,
});

describe('contact rows', () => {
  it('maps a contact item: doc without keys and former index attributes, search text, exact keys', () => {
    const item = contact({ emailKey: 'x', mobileKey: 'y', searchText: 'z', gsi2pk: 'T#t1#CONTACTS' });
    expect(contactProjection.key(item)).toEqual({ tenantUid: 't1', uid: 'cc1' });
    const row = contactProjection.row(item);
    expect(row.doc).toEqual({
      tenantUid: 't1',
      customerContactUid: 'cc1',
      firstname: 'Kari',
      lastname: 'Bakken Berg',
      email: 'Kari@Fjord.no',
      mobile: '+4791234567',
      displayName: 'Kari Bakken Berg',
      customerCount: 2,
      createdAt: at,
      lastModifiedAt: at,
      version: 3,
    });
    expect(row).toMatchObject({
      search_text: 'kari bakken berg kari@fjord.no +4791234567',
      display_name: 'Kari Bakken Berg',
      email: 'Kari@Fjord.no',
      email_key: 'kari@fjord.no',
      mobile: '+4791234567',
      customer_count: 2,
    });
  });

  it('maps a contact without e-mail or mobile to empty keys, sorted first like the old lists', () => {
    const { email: _e, mobile: _m, ...bare } = contact();
    expect(contactProjection.row(bare)).toMatchObject({
      email: '',
      email_key: '',
      mobile: '',
      search_text: 'kari bakken berg',
    });
  });

  it('maps a link to its own row keyed by contact and customer, without the contact copy', () => {
    expect(contactLinkProjection.key(link())).toEqual({ tenantUid: 't1', uid: linkRowUid('cc1', 'c1') });
    const row = contactLinkProjection.row(link({ emailKey: 'x', mobileKey: 'y' }));
    expect(row).toMatchObject({ contact_uid: 'cc1', customer_uid: 'c1' });
    expect(row.doc).toEqual({
      tenantUid: 't1',
      customerContactUid: 'cc1',
      customerUid: 'c1',
      role: 'ADMIN',
      extensions: [{ extensionCode: 'EXT_INVOICE', organizationUid: 's1' }],
      customerDisplayName: 'Fjord AS',
      createdAt: at,
      lastModifiedAt: at,
      version: 1,
    });
  });

  it('feeds each table from its own entity only; a batch keeps one row per contact and per link', () => {
    expect(feeds(contactProjection, contact())).toBe(true);
    expect(feeds(contactProjection, link())).toBe(false);
    expect(feeds(contactLinkProjection, link())).toBe(true);
    expect(feeds(contactLinkProjection, { ...contact(), __edb_e__: 'customer' })).toBe(false);
    const rows = rowsOfChanges(contactProjections, [
      { item: link(), removed: false },
      { item: contact({ version: 4, lastname: 'New' }), removed: false },
      { item: contact(), removed: false },
      { item: link({ customerUid: 'c2', sk: 'LINK#c2' }), removed: true },
    ]);
    expect(rows.map((r) => [r.projection.table, r.values.uid, r.values.deleted])).toEqual([
      ['customer_contact_links', 'cc1#c1', false],
      ['customer_contacts', 'cc1', false],
      ['customer_contact_links', 'cc1#c2', true],
    ]);
    expect(rows[1]?.values.lastname).toBe('New');
  });

  it('leaves out an item without its keys', () => {
    expect(contactProjection.key({ tenantUid: 't1' })).toBeUndefined();
    expect(contactLinkProjection.key({ tenantUid: 't1', customerContactUid: 'cc1' })).toBeUndefined();
  });
});
