import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, {
  TABLE_NAME: 'unit-table',
  AWS_REGION: 'eu-north-1',
  CONSISTENCY_TOKEN_KEY: randomBytes(32).toString('base64'),
  CHANGES_SETTLE_MS: '5000',
});
const { openCursor, sealCursor } = await import('#shared/search/changes-cursor.ts');
const { changesHorizon } = await import('#shared/search/changes-page.ts');
const { changesRequest } = await import('#shared/http/changes-paging.ts');

const position = {
  tenantUid: 't1',
  list: 'customers',
  modifiedAt: '2026-11-27T10:00:00.000Z',
  uid: 'c-1',
  pageNumber: 2,
  pageSize: 50,
  totalCount: 120,
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number; errors?: { path: string }[] }) => [error.status, error.errors?.[0]?.path],
  );

describe('changes cursors', () => {
  it('open to the position they were sealed with, for their tenant and list only', async () => {
    const cursor = await sealCursor(position);
    expect(await openCursor(cursor, 't1', 'customers')).toEqual(position);
    expect(await refusal(openCursor(cursor, 't2', 'customers'))).toEqual([400, 'query.cursor']);
    expect(await refusal(openCursor(cursor, 't1', 'products'))).toEqual([400, 'query.cursor']);
  });

  it('refuse an edited, truncated or foreign cursor', async () => {
    const cursor = await sealCursor(position);
    const [v, payload, seal] = cursor.split('.') as [string, string, string];
    const edited = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('c-1', 'c-9'),
    ).toString('base64url');
    for (const bad of [
      `${v}.${edited}.${seal}`,
      cursor.slice(0, -1),
      `${v}.${payload}`,
      `cc2.${payload}.${seal}`,
      Buffer.from(JSON.stringify({ a: 'x', p: 2, s: 50, t: 1 })).toString('base64url'),
      '',
    ]) {
      expect(await refusal(openCursor(bad, 't1', 'customers')), bad).toEqual([400, 'query.cursor']);
    }
  });
});

describe('changes requests', () => {
  it('are absent without updatedSince or cursor, and take the instant of an offset time', () => {
    expect(changesRequest({ pageNumber: 2, sortBy: 'displayName' })).toBeUndefined();
    expect(changesRequest({ updatedSince: '2026-11-27T12:00:00+02:00' })).toEqual({
      updatedSince: '2026-11-27T10:00:00.000Z',
      cursor: undefined,
      pageNumber: 1,
      pageSize: 50,
    });
  });

  it('refuse another sort, a descending one and a page past the offset limit, naming them', () => {
    const path = (f: () => unknown) => {
      try {
        f();
        return undefined;
      } catch (error) {
        return (error as { errors: { path: string }[] }).errors[0]?.path;
      }
    };
    const since = '2026-11-27T10:00:00Z';
    expect(path(() => changesRequest({ updatedSince: since, sortBy: 'displayName' }))).toBe('query.sortBy');
    expect(path(() => changesRequest({ cursor: 'x', sortDirection: 'DESC' }))).toBe('query.sortDirection');
    expect(path(() => changesRequest({ updatedSince: since, pageNumber: 300, pageSize: 50 }))).toBe(
      'query.pageNumber',
    );
    expect(
      path(() => changesRequest({ updatedSince: since, sortBy: 'updatedAt' }, 'updatedAt')),
    ).toBeUndefined();
    expect(path(() => changesRequest({ updatedSince: since, sortBy: 'lastModifiedAt' }))).toBeUndefined();
  });
});

describe('the changes horizon', () => {
  it('lies the settle time before now', () => {
    expect(changesHorizon(Date.parse('2026-11-27T10:00:05.000Z'))).toBe('2026-11-27T10:00:00.000Z');
  });
});
