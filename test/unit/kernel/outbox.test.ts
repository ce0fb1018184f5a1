import { describe, expect, it } from 'vitest';
import { eventItem, newEventId } from '#events/outbox.ts';

describe('outbox event ids', () => {
  it('sort in the order of the events within one transaction (same millisecond)', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const ids = Array.from({ length: 40 }, (_, position) => newEventId(now, position));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sort by time across transactions and keep a fixed length', () => {
    const earlier = newEventId(1_000, 99);
    const later = newEventId(1_001, 0);
    expect(earlier < later).toBe(true);
    expect(earlier).toMatch(/^evt_[0-9a-f]{28}$/);
  });

  it('build tenant-scoped, expiring items', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const item = eventItem(
      {
        action: 'CUSTOMER_CREATE',
        tenantUid: 't1',
        data: { customer: { id: 1, uid: 'c1', displayName: 'Kari' } },
      },
      now,
      3,
    );
    expect(item.pk).toBe(`T#t1#EVENT#${item.eventId}`);
    expect(item).toMatchObject({ recordType: 'EVENT', occurredAt: now.toISOString(), tenantUid: 't1' });
    expect(item.expiresAt).toBe(Math.floor(now.getTime() / 1000) + 7 * 24 * 3600);
  });
});
