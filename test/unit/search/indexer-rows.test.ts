import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { customerProjection } from '#functions/customers/customer.projection.ts';
import { SEARCH_INDEXER, streamRecordMatches } from '#functions/registry.ts';
import { changeOf } from '#functions/search/workers/indexer/stream-changes.ts';
import { rowsOfChanges } from '#shared/search/indexer.ts';
import { recordOf, typed } from '#shared/search/projection.ts';

const customer = (over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customer',
  __edb_v__: '1',
  pk: 'T#t1#CUSTOMER#c1',
  sk: 'CUSTOMER',
  tenantUid: 't1',
  customerUid: 'c1',
  customerType: 'PERSON',
  displayName: 'Kari Nordmann',
  firstname: 'Kari',
  lastname: 'Nordmann',
  email: 'Kari@Example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

describe('rows of a batch of changes', () => {
  it('keeps one row per record: the latest by createdAt, version, lastModifiedAt, then a delete', () => {
    const v1 = customer();
    const v2 = customer({ version: 2, displayName: 'Kari N', lastModifiedAt: '2026-01-02T00:00:00.000Z' });
    const rows = rowsOfChanges(
      [customerProjection],
      [
        { item: v2, removed: false },
        { item: v1, removed: false },
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.values.display_name).toBe('Kari N');

    const deleted = rowsOfChanges(
      [customerProjection],
      [
        { item: v2, removed: true },
        { item: v2, removed: false },
      ],
    );
    expect(deleted[0]?.values.deleted).toBe(true);

    const recreated = rowsOfChanges(
      [customerProjection],
      [
        { item: v2, removed: true },
        { item: customer({ createdAt: '2026-02-01T00:00:00.000Z', version: 1 }), removed: false },
      ],
    );
    expect(recreated[0]?.values).toMatchObject({ deleted: false, version: 1 });
  });

  it('ignores items of other entities and reports items that do not map', () => {
    const skipped: string[] = [];
    const broken = {
      ...customerProjection,
      row: () => {
        throw new Error('bad item');
      },
    };
    const rows = rowsOfChanges(
      [broken],
      [
        { item: { ...customer(), __edb_e__: 'contact' }, removed: false },
        { item: customer(), removed: false },
      ],
      (table) => skipped.push(table),
    );
    expect(rows).toEqual([]);
    expect(skipped).toEqual(['customers']);
  });

  it('maps a customer item to its row: doc without keys and index attributes, lower-case search text', () => {
    const row = customerProjection.row(customer({ emailKey: 'x', searchText: 'x', gsi2pk: 'x' }));
    expect(row.doc).not.toHaveProperty('pk');
    expect(row.doc).not.toHaveProperty('__edb_e__');
    expect(row.doc).not.toHaveProperty('emailKey');
    expect(row.doc).not.toHaveProperty('gsi2pk');
    expect(row.doc).toMatchObject({ customerUid: 'c1', displayName: 'Kari Nordmann' });
    expect(row.search_text).toBe('kari nordmann kari@example.com');
    expect(row.email_key).toBe('kari@example.com');
    expect(recordOf({ pk: 'a', expiresAt: 1, keep: 2 })).toEqual({ keep: 2 });
  });
});

describe('typed values', () => {
  const dialect = new PgDialect();
  const render = (type: Parameters<typeof typed>[0], value: Parameters<typeof typed>[1]) => {
    const { sql, params } = dialect.sqlToQuery(typed(type, value));
    return { sql, params };
  };

  it('sends arrays and documents as JSON text, never as driver arrays', () => {
    expect(render('text[]', ['a', 'b'])).toEqual({
      sql: 'ARRAY(SELECT jsonb_array_elements_text($1::jsonb))',
      params: ['["a","b"]'],
    });
    expect(render('jsonb', { a: 1 })).toEqual({ sql: '$1::jsonb', params: ['{"a":1}'] });
    expect(render('integer', 3)).toEqual({ sql: '$1::integer', params: [3] });
    expect(render('text', undefined)).toEqual({ sql: 'NULL', params: [] });
  });
});

describe('the indexer stream filter', () => {
  const record = (eventName: string, image: Record<string, { S: string }>) => ({
    eventName,
    dynamodb: eventName === 'REMOVE' ? { OldImage: image } : { NewImage: image },
  });

  it('takes every change of a projected entity, including removes, and nothing else', () => {
    for (const name of ['INSERT', 'MODIFY', 'REMOVE']) {
      expect(streamRecordMatches(SEARCH_INDEXER, record(name, { __edb_e__: { S: 'customer' } }))).toBe(true);
    }
    expect(streamRecordMatches(SEARCH_INDEXER, record('INSERT', { recordType: { S: 'EVENT' } }))).toBe(false);
    expect(streamRecordMatches(SEARCH_INDEXER, record('MODIFY', { __edb_e__: { S: 'nothing' } }))).toBe(
      false,
    );
  });

  it('reads the new image of an insert or modify and the old image of a remove', () => {
    const image = { __edb_e__: { S: 'customer' }, customerUid: { S: 'c1' }, empty: {} };
    expect(changeOf({ eventName: 'MODIFY', dynamodb: { NewImage: image as never } })).toEqual({
      item: { __edb_e__: 'customer', customerUid: 'c1' },
      removed: false,
    });
    expect(changeOf({ eventName: 'REMOVE', dynamodb: { OldImage: image as never } })?.removed).toBe(true);
    expect(changeOf({ eventName: 'REMOVE', dynamodb: {} })).toBeUndefined();
  });

  it('types the empty maps DynamoDB Local renders as {} inside lists and maps as empty maps', () => {
    const image = {
      __edb_e__: { S: 'order' },
      items: { L: [{ M: { productUid: { S: 'p1' }, reservationDetails: {} } }, {}] },
      address: { M: { extra: {} } },
    };
    expect(changeOf({ eventName: 'INSERT', dynamodb: { NewImage: image as never } })?.item).toEqual({
      __edb_e__: 'order',
      items: [{ productUid: 'p1', reservationDetails: {} }, {}],
      address: { extra: {} },
    });
  });
});
