import { describe, expect, it } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { pendingMarkerOp, unindexed, writesOf } = await import('#shared/search/pending.ts');

const at = (second: number) => new Date(Date.UTC(2026, 4, 1, 12, 0, second)).toISOString();
const write = (uid: string, second: number, deleted = false) => ({
  uid,
  lastModifiedAt: at(second),
  deleted,
});
const row = (uid: string, second: number, deleted = false) => ({ uid, modifiedAt: at(second), deleted });

describe('pending markers', () => {
  it('keys a marker by time first, so that a list reads only the recent ones, and names the write', () => {
    const item = (deleted: boolean) =>
      (
        pendingMarkerOp('customers', 't1', 'c1', at(0), { deleted }).item as {
          Put: { Item: Record<string, unknown> };
        }
      ).Put.Item;
    const live = item(false);
    expect(live).toMatchObject({
      pk: 'T#t1#PENDING#customers#background',
      uid: 'c1',
      lastModifiedAt: at(0),
      deleted: false,
    });
    expect(String(live.sk)).toMatch(new RegExp(`^${String(live.markedAt)}#c1#${at(0)}$`));
    expect(item(true)).toMatchObject({ deleted: true, sk: expect.stringMatching(/#deleted$/) });
    expect(Number(live.expiresAt)).toBeGreaterThan(Date.now() / 1000);
  });

  it('a write is shown by its row at its lastModifiedAt or later, not by an older row or none', () => {
    const writes = [write('a', 5), write('b', 5), write('c', 5), write('d', 5)];
    const rows = [row('a', 5), row('b', 6), row('c', 4)];
    expect(unindexed(writes, rows).map((w) => w.uid)).toEqual(['c', 'd']);
  });

  it('a delete is shown by a tombstone or a later write, not by the live row it deleted', () => {
    const deletes = [write('a', 5, true), write('b', 5, true), write('c', 5, true), write('d', 5, true)];
    const rows = [row('a', 5, true), row('b', 7), row('c', 5), row('e', 9, true)];
    expect(unindexed(deletes, rows).map((w) => w.uid)).toEqual(['c', 'd']);
  });

  it('the write before a delete is shown by the delete’s tombstone (same lastModifiedAt)', () => {
    expect(unindexed([write('a', 5)], [row('a', 5, true)])).toEqual([]);
  });
});

describe('writesOf', () => {
  it("reads a marker's own write, and every write of a cascade's marker", () => {
    expect(writesOf({ uid: 'a', lastModifiedAt: 't1', deleted: false })).toEqual([
      { uid: 'a', lastModifiedAt: 't1', deleted: false },
    ]);
    expect(
      writesOf({
        writes: [
          { uid: 'b', lastModifiedAt: 't2', deleted: true },
          { uid: 'c', lastModifiedAt: 't3', deleted: false },
        ],
      }),
    ).toEqual([
      { uid: 'b', lastModifiedAt: 't2', deleted: true },
      { uid: 'c', lastModifiedAt: 't3', deleted: false },
    ]);
  });
});
