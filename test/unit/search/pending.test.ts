import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment at first import: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { clearMarkers, markedWrites, pendingMarkerOp } = await import('#shared/search/pending.ts');
const { customerProjection } = await import('#functions/customers/customer.projection.ts');
const { receiptProjection } = await import('#functions/receipts/receipt.projection.ts');

afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const customer = (uid: string, lastModifiedAt: string, over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customer',
  tenantUid: 't1',
  customerUid: uid,
  createdAt: at(60),
  lastModifiedAt,
  version: 1,
  ...over,
});
const projections = [customerProjection, receiptProjection];
const keysOf = (writes: ReturnType<typeof markedWrites>) =>
  writes.map((w) => `${w.uid}#${w.lastModifiedAt}${w.deleted ? '#deleted' : ''}`);

describe('pending markers', () => {
  it('keys a marker by the write: uid and lastModifiedAt, and a suffix for a delete', () => {
    const put = (deleted: boolean) =>
      (pendingMarkerOp('customers', 't1', 'c1', at(0), { deleted }).item as { Put: { Item: object } }).Put
        .Item;
    expect(put(false)).toMatchObject({ pk: 'T#t1#PENDING#customers', sk: `c1#${at(0)}` });
    expect(put(true)).toMatchObject({ pk: 'T#t1#PENDING#customers', sk: `c1#${at(0)}#deleted` });
  });

  it('names every recent write of a batch once, superseded ones too', () => {
    const changes = [
      { item: customer('c1', at(2)), removed: false },
      { item: customer('c1', at(1), { version: 2 }), removed: false },
      { item: customer('c1', at(1), { version: 2 }), removed: false },
      { item: customer('c1', at(1), { version: 2 }), removed: true },
      { item: { recordType: 'RECEIPT_SEARCH', tenantUid: 't1', receiptUid: 'r1' }, removed: false },
    ];
    expect(keysOf(markedWrites(projections, changes, NOW))).toEqual([
      `c1#${at(2)}`,
      `c1#${at(1)}`,
      `c1#${at(1)}#deleted`,
    ]);
  });

  it('skips writes older than the marker TTL, but not a delete of an old record', () => {
    const old = customer('c2', at(16));
    const writes = markedWrites(
      projections,
      [
        { item: old, removed: false },
        { item: old, removed: true },
      ],
      NOW,
    );
    expect(keysOf(writes)).toEqual([`c2#${at(16)}#deleted`]);
  });

  const writes = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      table: 'customers',
      tenantUid: 't1',
      uid: `c${i}`,
      lastModifiedAt: at(0),
      deleted: false,
    }));
  const requestsOf = (call: unknown[]) =>
    (call[0] as { input: { RequestItems: Record<string, unknown[]> } }).input.RequestItems['unit-table']!;

  it('deletes markers 5 per BatchWriteItem and retries what is left unprocessed', async () => {
    const send = vi.spyOn(documentClient, 'send').mockImplementation((async (command: unknown) => {
      // A batch's first call leaves its last request unprocessed; the retry takes it.
      const requests = requestsOf([command]);
      return { UnprocessedItems: requests.length > 1 ? { 'unit-table': requests.slice(-1) } : {} };
    }) as never);
    await clearMarkers(writes(13));
    const sizes = send.mock.calls.map((c) => requestsOf(c).length);
    expect(sizes.filter((n) => n > 1).sort()).toEqual([3, 5, 5]);
    expect(sizes.filter((n) => n === 1)).toHaveLength(3);
    const deleted = new Set(send.mock.calls.flatMap((c) => requestsOf(c).map((r) => JSON.stringify(r))));
    expect(deleted.size).toBe(13);
  });

  it('fails rather than drop markers DynamoDB keeps leaving unprocessed', async () => {
    vi.spyOn(documentClient, 'send').mockImplementation((async (command: unknown) => ({
      UnprocessedItems: { 'unit-table': requestsOf([command]) },
    })) as never);
    await expect(clearMarkers(writes(3))).rejects.toMatchObject({ name: 'PendingMarkersUnprocessed' });
  });

  it('makes no call when there is nothing to clear', async () => {
    const send = vi.spyOn(documentClient, 'send');
    await clearMarkers([]);
    expect(send).not.toHaveBeenCalled();
  });
});
