import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';

// The entity names the table when it loads; no table is touched here.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
});

import { toResponse } from '#functions/notifications/notification.mapper.ts';
import { notificationProjection } from '#functions/notifications/notification.projection.ts';
import { notificationWriteOps, toRecord } from '#functions/notifications/notification.repository.ts';
import { buildNotification } from '#functions/notifications/notification.service.ts';
import { notificationDocProjection } from '#functions/notifications/notification-doc.projection.ts';
import { searchConditions } from '#functions/notifications/notification-search.repository.ts';
import { SEARCH_INDEXER, streamRecordMatches } from '#functions/registry.ts';
import { rowsOfChanges } from '#shared/search/indexer.ts';
import { feeds } from '#shared/search/projection.ts';

/** The item a send stores, exactly as the API writes it. */
const storedItem = (input: Parameters<typeof buildNotification>[2]) => {
  const record = buildNotification('t1', 'store-1', input, 'user-1', '2026-03-01T10:00:00.000Z');
  const put = notificationWriteOps(record)[0]!.item as { Put: { Item: Record<string, unknown> } };
  return put.Put.Item;
};

const email = storedItem({
  messageType: 'EMAIL',
  recipient: 'Kari.Nordmann@Example.com',
  subject: 'Your ORDER',
  message: 'Bike ready\nat 10:00',
  customerUid: 'c1',
  orderUid: 'o1',
});

describe('notification rows of the read model', () => {
  it('keeps the stored record beside the row: the same response as a read by key', () => {
    expect(notificationProjection.row(email)).not.toHaveProperty('doc');
    expect(notificationDocProjection.key(email)).toEqual(notificationProjection.key(email));
    const doc = notificationDocProjection.row(email).doc as Record<string, unknown>;
    for (const internal of ['pk', 'sk', 'gsi5pk', 'gsi5sk', '__edb_e__', '__edb_v__', 'recordType']) {
      expect(doc).not.toHaveProperty(internal);
    }
    expect(doc).not.toHaveProperty('recipientKey');
    expect(doc).toEqual(toRecord(email));
    expect(toResponse(doc as never)).toEqual(toResponse(toRecord(email)));
  });

  it('fills a column per filter and sort, and the lower-case texts the contains-filters match', () => {
    expect(notificationProjection.row(email)).toMatchObject({
      store_uid: 'store-1',
      message_type: 'EMAIL',
      state: 'NOT_STARTED',
      recipient: 'Kari.Nordmann@Example.com',
      recipient_key: 'kari.nordmann@example.com',
      message_text: 'bike ready\nat 10:00',
      error_text: '',
      // Exactly the text the free-text query searched: message, subject, recipient, one per line.
      search_text: 'bike ready\nat 10:00\nyour order\nkari.nordmann@example.com',
      customer_uid: 'c1',
      order_uid: 'o1',
      service_order_uid: null,
      organization_uid: null,
      tenant_user_uid: null,
    });
    const sms = notificationProjection.row(
      storedItem({ messageType: 'SMS', recipient: '0047 912 34 567', message: 'Hi' }),
    );
    expect(sms).toMatchObject({ recipient: '+4791234567', recipient_key: '+4791234567' });
    expect(sms.search_text).toBe('hi\n\n+4791234567');
  });

  it('derives the recipient key of an item stored without one', () => {
    const { recipientKey: _, ...legacy } = email;
    expect(notificationProjection.row(legacy).recipient_key).toBe('kari.nordmann@example.com');
  });

  it('is fed by notification main items only, keyed by tenant and uid', () => {
    expect(feeds(notificationProjection, email)).toBe(true);
    expect(feeds(notificationProjection, { recordType: 'SEARCH_PENDING', pk: 'T#t1#PENDING#x' })).toBe(false);
    expect(
      feeds(notificationProjection, { __edb_e__: 'notificationRef', recordType: 'NOTIFICATION_REF' }),
    ).toBe(false);
    expect(notificationProjection.key(email)).toEqual({ tenantUid: 't1', uid: email.notificationUid });
    const record = (image: Record<string, unknown>, eventName: 'INSERT' | 'MODIFY') => ({
      eventName,
      dynamodb: { NewImage: { __edb_e__: { S: String(image.__edb_e__) } } },
    });
    expect(streamRecordMatches(SEARCH_INDEXER, record(email, 'MODIFY'))).toBe(true);
  });

  it('keeps the latest state of a batch: every update moves version up', () => {
    const sent = { ...email, state: 'SENT', version: 3, lastModifiedAt: '2026-03-01T10:00:01.000Z' };
    const claimed = {
      ...email,
      state: 'IN_PROGRESS',
      version: 2,
      lastModifiedAt: '2026-03-01T10:00:01.000Z',
    };
    const rows = rowsOfChanges(
      [notificationDocProjection, notificationProjection],
      [sent, email, claimed].map((item) => ({ item, removed: false })),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.values).toMatchObject({ version: 3, doc: { state: 'SENT' } });
    expect(rows[1]?.values).toMatchObject({ state: 'SENT', version: 3 });
  });
});

describe('search conditions', () => {
  const dialect = new PgDialect();
  const render = (filters: Parameters<typeof searchConditions>[1]) =>
    dialect.sqlToQuery(searchConditions('t1', filters));

  it('always starts with the tenant; no filter adds nothing else', () => {
    expect(render({})).toMatchObject({ sql: 'tenant_uid = $1', params: ['t1'] });
  });

  it('matches LIKE wildcards and backslashes in text filters literally, in lower case', () => {
    const { sql, params } = render({ message: '50%_OFF', errorText: 'A\\B', query: 'X_y 100%' });
    expect(params).toEqual(expect.arrayContaining(['%50\\%\\_off%', '%a\\\\b%', '%x\\_y%', '%100\\%%']));
    expect(sql).toContain('message_text LIKE');
    expect(sql).toContain("error_text <> ''");
  });

  it('compares dates as UTC ISO text and recipients by their search key', () => {
    const { params } = render({
      fromDateTime: '2026-03-01T12:00:00+02:00',
      toDateTime: '2026-03-02T00:00:00Z',
      recipient: '+47 912 34 567',
    });
    expect(params).toEqual(['t1', '2026-03-01T10:00:00.000Z', '2026-03-02T00:00:00.000Z', '+4791234567']);
  });
});
