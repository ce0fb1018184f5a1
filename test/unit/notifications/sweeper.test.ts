import { describe, expect, it, vi } from 'vitest';

// The entities name the table when they load; no table is touched here.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
});

import { OPEN_SHARDS, openIndexKeys } from '#functions/notifications/notification.entity.ts';
import {
  createdUpTo,
  isStuck,
  type OpenNotification,
  type SweepSettings,
  sweep,
} from '#functions/notifications/workers/sweeper/sweep.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const settings: SweepSettings = { afterMinutes: 10, backoffMaxSeconds: 900, limit: 500 };
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const open = (uid: string, over: Partial<OpenNotification>): OpenNotification => ({
  tenantUid: 't1',
  notificationUid: uid,
  state: 'NOT_STARTED',
  createdAt: ago(60),
  lastModifiedAt: ago(60),
  ...over,
});

describe('stuck notifications (selection rules)', () => {
  it('NOT_STARTED: stuck once older than the grace period', () => {
    expect(isStuck(open('a', { createdAt: ago(11) }), now, settings)).toBe(true);
    expect(isStuck(open('a', { createdAt: ago(10) }), now, settings)).toBe(true);
    expect(isStuck(open('a', { createdAt: ago(9) }), now, settings)).toBe(false);
    expect(isStuck(open('a', { createdAt: ago(0) }), now, settings)).toBe(false);
  });

  it('IN_PROGRESS with a lease: stuck once the lease ended longer than the grace period ago', () => {
    const inProgress = (leaseUntil: string) => open('a', { state: 'IN_PROGRESS', leaseUntil });
    expect(isStuck(inProgress(ago(11)), now, settings)).toBe(true);
    expect(isStuck(inProgress(ago(9)), now, settings)).toBe(false);
    // A live lease: a sender is working on it right now.
    expect(isStuck(inProgress(ago(-1)), now, settings)).toBe(false);
  });

  it('IN_PROGRESS without a lease (retry scheduled): left alone for the longest backoff plus the grace period', () => {
    const waiting = (lastModifiedAt: string) =>
      open('a', { state: 'IN_PROGRESS', leaseUntil: '', lastModifiedAt });
    expect(isStuck(waiting(ago(15 + 11)), now, settings)).toBe(true);
    expect(isStuck(waiting(ago(15 + 9)), now, settings)).toBe(false);
    expect(isStuck(waiting(ago(1)), now, settings)).toBe(false);
  });

  it('final states and unreadable times are never stuck', () => {
    for (const state of ['SENT', 'DELIVERED', 'FAILED', 'BOUNCED'] as const) {
      expect(isStuck(open('a', { state, createdAt: ago(600) }), now, settings)).toBe(false);
    }
    expect(isStuck(open('a', { createdAt: 'not a date' }), now, settings)).toBe(false);
  });

  it('reads the index only up to the grace period before now', () => {
    expect(createdUpTo(now, 10)).toBe(ago(10));
  });
});

describe('open-notifications index keys', () => {
  it('spreads notifications over the shards and sorts them by creation time across tenants', () => {
    const shards = new Set(
      Array.from({ length: 200 }, (_, i) => openIndexKeys('t', `uid-${i}`, ago(0)).gsi5pk),
    );
    expect(shards).toEqual(new Set(Array.from({ length: OPEN_SHARDS }, (_, i) => `NOTIFICATIONS#OPEN#${i}`)));
    const keys = openIndexKeys('t9', 'n1', '2026-01-01T00:00:00.000Z');
    expect(keys.gsi5sk).toBe('2026-01-01T00:00:00.000Z#t9#n1');
    expect(openIndexKeys('t9', 'n1', ago(0)).gsi5pk).toBe(keys.gsi5pk);
  });
});

describe('sweep', () => {
  const run = async (
    byShard: Record<number, OpenNotification[]>,
    over: Partial<SweepSettings> = {},
    fail = 0,
  ) => {
    const reads: Array<{ shard: number; upTo: string; max: number }> = [];
    const sent: Array<{ tenantUid: string; notificationUid: string }> = [];
    const result = await sweep({
      readOpen: async (shard, upTo, max) => {
        reads.push({ shard, upTo, max });
        return (byShard[shard] ?? []).filter((n) => n.createdAt <= upTo).slice(0, max);
      },
      enqueue: async (messages) => {
        sent.push(...messages);
        return fail;
      },
      settings: { ...settings, ...over },
      now: () => now,
    });
    return { result, reads, sent };
  };

  it('re-enqueues only the stuck ones, with the message shape of the stream function', async () => {
    const { result, reads, sent } = await run({
      0: [
        open('old', { tenantUid: 'ta' }),
        open('leased', { state: 'IN_PROGRESS', leaseUntil: ago(-1), createdAt: ago(30) }),
      ],
      2: [open('expired', { tenantUid: 'tb', state: 'IN_PROGRESS', leaseUntil: ago(20) })],
      3: [open('fresh', { createdAt: ago(1) })],
    });
    expect(sent.map((m) => m.notificationUid).sort()).toEqual(['expired', 'old']);
    expect(sent.find((m) => m.notificationUid === 'old')).toEqual({
      tenantUid: 'ta',
      notificationUid: 'old',
    });
    expect(result).toEqual({ examined: 3, enqueued: 2, failed: 0 });
    expect(reads.map((r) => r.shard).sort()).toEqual(Array.from({ length: OPEN_SHARDS }, (_, i) => i));
    expect(reads.every((r) => r.upTo === ago(10) && r.max === 500)).toBe(true);
  });

  it('re-enqueues at most `limit` per run and stops reading once it has them', async () => {
    const many = Array.from({ length: 30 }, (_, i) => open(`n${i}`, {}));
    const { result, sent, reads } = await run(
      Object.fromEntries(Array.from({ length: OPEN_SHARDS }, (_, s) => [s, many])),
      { limit: 25 },
    );
    expect(sent).toHaveLength(25);
    expect(result.enqueued).toBe(25);
    expect(reads).toHaveLength(1);
  });

  it('reports messages the queue refused (the next run finds them again)', async () => {
    const { result } = await run({ 1: [open('a', {}), open('b', {})] }, {}, 1);
    expect(result).toEqual({ examined: 2, enqueued: 1, failed: 1 });
  });

  it('sends nothing when nothing is stuck', async () => {
    const { result, sent } = await run({ 0: [open('fresh', { createdAt: ago(2) })] });
    expect(sent).toEqual([]);
    expect(result.enqueued).toBe(0);
  });
});
