import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/search-indexer/handler.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { pendingMarkerOp } from '#shared/search/pending.ts';
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

  describe('read-your-writes markers', () => {
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const markerKey = (uid: string, lastModifiedAt: string, deleted = false) => ({
      pk: `T#${t}#PENDING#customers`,
      sk: `${uid}#${lastModifiedAt}${deleted ? '#deleted' : ''}`,
    });
    const marked = async (uid: string, lastModifiedAt: string, deleted = false) =>
      (
        await documentClient.send(
          new GetCommand({ TableName: tableName(), Key: markerKey(uid, lastModifiedAt, deleted) }),
        )
      ).Item !== undefined;
    const mark = (uid: string, lastModifiedAt: string, deleted = false) =>
      documentClient.send(
        new PutCommand(pendingMarkerOp('customers', t, uid, lastModifiedAt, { deleted }).item.Put as never),
      );
    /** Two successive writes of one customer, both recent enough to carry a marker. */
    const writes = (uid: string) => {
      const first = customerItem(t, uid, { createdAt: at(2000), lastModifiedAt: at(2000) });
      const second = { ...first, version: 2, displayName: 'Second', lastModifiedAt: at(1000) };
      return [first, second] as const;
    };

    it('clears the marker of a write once that write is indexed, a delete only by the delete', async () => {
      const now = at(0);
      const live = customerItem(t, 'm1', { createdAt: now, lastModifiedAt: now });
      await mark('m1', now);
      expect(await marked('m1', now)).toBe(true);
      await index(streamRecord('INSERT', live));
      expect(await marked('m1', now)).toBe(false);

      // A delete keeps the record's lastModifiedAt: re-indexing the live version must not clear it.
      await mark('m1', now, true);
      await index(streamRecord('MODIFY', live));
      expect(await marked('m1', now, true)).toBe(true);
      await index(streamRecord('REMOVE', live));
      expect(await marked('m1', now, true)).toBe(false);
    });

    it('clears the marker of a write the same batch supersedes, not only the latest one', async () => {
      const [first, second] = writes('m2');
      await mark('m2', first.lastModifiedAt);
      await mark('m2', second.lastModifiedAt);
      await index(streamRecord('INSERT', first), streamRecord('MODIFY', second));
      expect(await row(t, 'm2')).toMatchObject({ version: 2, display_name: 'Second' });
      expect(await marked('m2', first.lastModifiedAt)).toBe(false);
      expect(await marked('m2', second.lastModifiedAt)).toBe(false);
    });

    it('keeps the marker of a newer write while an older record of the same row is indexed', async () => {
      const [first, second] = writes('m3');
      await mark('m3', first.lastModifiedAt);
      await mark('m3', second.lastModifiedAt);
      await index(streamRecord('INSERT', first));
      expect(await marked('m3', first.lastModifiedAt)).toBe(false);
      expect(await marked('m3', second.lastModifiedAt)).toBe(true);
      await index(streamRecord('MODIFY', second));
      expect(await marked('m3', second.lastModifiedAt)).toBe(false);
    });

    it('clears the marker of a record the row is already newer than (a replay)', async () => {
      const [first, second] = writes('m4');
      await index(streamRecord('INSERT', first), streamRecord('MODIFY', second));
      await mark('m4', first.lastModifiedAt);
      await index(streamRecord('INSERT', first));
      expect(await row(t, 'm4')).toMatchObject({ version: 2 });
      expect(await marked('m4', first.lastModifiedAt)).toBe(false);
    });
  });
});
