import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { logger } from '#shared/observability.ts';
import { awaitIndexed, pendingMarkerOp, readIndexed } from '#shared/search/pending.ts';
import { readTenant, rowsOf } from '#shared/search/search-db.ts';
import { customerItem, pgClient, streamRecord, uniqueTenant } from './helpers.ts';

/**
 * The stream indexer against the real PostgreSQL of the local stack: handler invoked with stream
 * batches as the event source mapping delivers them, rows read back as the writer.
 */
const writer = await pgClient(process.env.SEARCH_WRITER_URL!);
afterAll(() => writer.end());

const row = async (tenantUid: string, uid: string) =>
  (
    await writer.query(
      'select version, deleted, display_name, created_at from customers where tenant_uid = $1 and uid = $2',
      [tenantUid, uid],
    )
  ).rows[0];

const index = async (...records: ReturnType<typeof streamRecord>[]) => {
  const result = await handler({ Records: records });
  expect(result.batchItemFailures).toEqual([]);
};

describe('search indexer', () => {
  const t = uniqueTenant('indexer');
  const v1 = customerItem(t, 'c1');
  const v2 = customerItem(t, 'c1', {
    version: 2,
    displayName: 'Kari Two',
    lastModifiedAt: '2026-01-02T00:00:00.000Z',
  });
  const v3 = customerItem(t, 'c1', {
    version: 3,
    displayName: 'Kari Three',
    lastModifiedAt: '2026-01-03T00:00:00.000Z',
  });
  beforeAll(() => index(streamRecord('INSERT', v1)));

  it('upserts one row per record and takes a duplicate delivery as a no-op', async () => {
    await index(streamRecord('MODIFY', v2), streamRecord('MODIFY', v2));
    expect(await row(t, 'c1')).toMatchObject({ version: 2, display_name: 'Kari Two', deleted: false });
  });

  it('never moves a row backwards: replayed and out-of-order images lose to the newer row', async () => {
    await index(streamRecord('MODIFY', v3));
    await index(streamRecord('INSERT', v1), streamRecord('MODIFY', v2));
    expect(await row(t, 'c1')).toMatchObject({ version: 3, display_name: 'Kari Three' });
    // Out of order inside one batch: the later version wins whatever its position.
    const other = customerItem(t, 'c2', {
      version: 5,
      displayName: 'Five',
      lastModifiedAt: '2026-01-05T00:00:00.000Z',
    });
    await index(streamRecord('MODIFY', other), streamRecord('INSERT', customerItem(t, 'c2')));
    expect(await row(t, 'c2')).toMatchObject({ version: 5, display_name: 'Five' });
  });

  it('keeps a tombstone for a delete, so a replayed older image cannot bring the record back', async () => {
    await index(streamRecord('REMOVE', v3));
    expect(await row(t, 'c1')).toMatchObject({ deleted: true, version: 3 });
    await index(streamRecord('MODIFY', v3), streamRecord('MODIFY', v2));
    expect(await row(t, 'c1')).toMatchObject({ deleted: true });
  });

  it('lets a record created again under the same uid replace its tombstone', async () => {
    const again = customerItem(t, 'c1', {
      displayName: 'Kari Again',
      createdAt: '2026-03-01T00:00:00.000Z',
      lastModifiedAt: '2026-03-01T00:00:00.000Z',
    });
    await index(streamRecord('INSERT', again));
    expect(await row(t, 'c1')).toMatchObject({ deleted: false, version: 1, display_name: 'Kari Again' });
  });

  it('indexes a value with a NUL character without it, and skips an item without a version', async () => {
    const nul = customerItem(t, 'c9', { displayName: 'bad\u0000name', firstname: 'x\u0000y' });
    const broken = customerItem(t, 'c8', { version: 'one' });
    await index(streamRecord('INSERT', nul), streamRecord('INSERT', broken));
    expect(await row(t, 'c9')).toMatchObject({ display_name: 'badname' });
    expect(await row(t, 'c8')).toBeUndefined();
  });

  it('indexes a value with an unpaired surrogate (which PostgreSQL json refuses) with U+FFFD', async () => {
    const lone = customerItem(t, 'c7', { displayName: 'lone\ud800', lastname: 'x\udfffy' });
    await index(streamRecord('INSERT', lone));
    expect(await row(t, 'c7')).toMatchObject({ display_name: 'lone\ufffd' });
  });

  describe('read-your-writes: a list waits for marked writes until their rows show them', () => {
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const mark = (uid: string, lastModifiedAt: string, deleted = false) =>
      documentClient.send(
        new PutCommand(pendingMarkerOp('customers', t, uid, lastModifiedAt, { deleted }).item.Put as never),
      );
    /** Starts a wait and reports whether it has resolved by each later check. */
    const waiting = () => {
      let resolved = false;
      const done = awaitIndexed(t, 'customers').then(() => {
        resolved = true;
      });
      return { resolved: () => resolved, done };
    };
    const settle = () => new Promise((r) => setTimeout(r, 150));

    it('waits for a write until its record is indexed at that version', async () => {
      const first = customerItem(t, 'm1', { createdAt: at(2000), lastModifiedAt: at(2000) });
      const second = { ...first, version: 2, displayName: 'Second', lastModifiedAt: at(1000) };
      await index(streamRecord('INSERT', first));
      await mark('m1', second.lastModifiedAt);
      const wait = waiting();
      await settle();
      // The row is at the first version: the marked (second) write is not in it yet.
      expect(wait.resolved()).toBe(false);
      await index(streamRecord('MODIFY', second));
      await wait.done;
      expect(wait.resolved()).toBe(true);
    });

    it('waits for a delete until the tombstone, not for the live row it deletes', async () => {
      const now = at(0);
      const live = customerItem(t, 'm2', { createdAt: now, lastModifiedAt: now });
      await index(streamRecord('INSERT', live));
      await mark('m2', now, true);
      const wait = waiting();
      await settle();
      expect(wait.resolved()).toBe(false);
      await index(streamRecord('REMOVE', live));
      await wait.done;
      expect(wait.resolved()).toBe(true);
    });

    it('does not wait for a write that is already indexed, nor for markers older than a minute', async () => {
      const now = at(0);
      await index(streamRecord('INSERT', customerItem(t, 'm3', { createdAt: now, lastModifiedAt: now })));
      await mark('m3', now);
      // A marker of a write never indexed, but from two minutes ago: the indexer is far behind.
      const old = at(120_000);
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: `T#${t}#PENDING#customers#background`,
            sk: `${old}#m4#${old}`,
            uid: 'm4',
            lastModifiedAt: old,
            deleted: false,
          },
        }),
      );
      // A wait that ran out would say so: the list answered before the index caught up.
      const warn = vi.spyOn(logger, 'warn');
      await awaitIndexed(t, 'customers');
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });

    /** A read of one customer's name through the reader, counting its runs; `during` runs inside its transaction. */
    const nameReader = (uid: string, during?: () => Promise<void>) => {
      const runs = { count: 0 };
      const read = () =>
        readTenant(t, async (db) => {
          runs.count += 1;
          const [found] = await rowsOf<{ display_name: string }>(
            db,
            sql`select display_name from tenant_customers where uid = ${uid}`,
          );
          if (runs.count === 1) await during?.();
          return found?.display_name;
        });
      return { runs, read: () => readIndexed(t, ['customers'], read) };
    };

    it('reads once beside the markers when every marked write is already shown', async () => {
      const now = at(0);
      await index(
        streamRecord('INSERT', customerItem(t, 'r1', { displayName: 'Shown', lastModifiedAt: now })),
      );
      await mark('r1', now);
      const r = nameReader('r1');
      expect(await r.read()).toBe('Shown');
      expect(r.runs.count).toBe(1);
    });

    it('reads again once indexed when the first read, on its own snapshot, did not show a marked write', async () => {
      const first = customerItem(t, 'r2', { displayName: 'Before', lastModifiedAt: at(2000) });
      const second = { ...first, version: 2, displayName: 'After', lastModifiedAt: at(1000) };
      await index(streamRecord('INSERT', first));
      await mark('r2', second.lastModifiedAt);
      // The write is indexed while the first read's transaction is open, after its query: the
      // check at its end still sees the snapshot of the query (REPEATABLE READ), which lacks it.
      const r = nameReader('r2', () => index(streamRecord('MODIFY', second)));
      expect(await r.read()).toBe('After');
      expect(r.runs.count).toBe(2);
    });
  });
});
