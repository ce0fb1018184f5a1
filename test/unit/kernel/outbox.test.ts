import { describe, expect, it } from 'vitest';
import { type EventDraft, eventItem, eventsOfOutboxItem, jointEvents, newEventId } from '#events/outbox.ts';

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

  it('put the events of the units of one transaction in one item, expanded to the same events', () => {
    const draft = (uid: string): EventDraft => ({
      action: 'CUSTOMER_CREATE',
      tenantUid: 't1',
      data: { customer: { id: 1, uid, displayName: uid } },
    });
    const perUnit = [[draft('a')], [], [draft('b'), draft('c')]];
    const joint = jointEvents((unit) => perUnit[unit]!);
    expect(joint.ops([1])).toEqual([]);
    const ops = joint.ops([0, 1, 2]);
    expect(ops).toHaveLength(1);
    const item = ops[0]!.item.Put!.Item as never;
    expect(ops[0]!.item.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    const events = eventsOfOutboxItem(item);
    expect(events.map((e) => e.data.customer)).toEqual(
      ['a', 'b', 'c'].map((uid) => ({ id: 1, uid, displayName: uid })),
    );
    expect(events.map((e) => e.recordType)).toEqual(['EVENT', 'EVENT', 'EVENT']);
    const ids = events.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
    expect(events[0]!.pk).toBe(`T#t1#EVENT#${ids[0]}`);
    expect(joint.bytes(1)).toBe(0);
    expect(joint.bytes(2)).toBeGreaterThan(joint.bytes(0));
    const other = jointEvents(() => [draft('a'), { ...draft('b'), tenantUid: 't2' }]);
    expect(() => other.ops([0])).toThrow(/two tenants/);
  });

  it('expand a single event item to itself', () => {
    const item = eventItem({
      action: 'CUSTOMER_CREATE',
      tenantUid: 't1',
      data: { customer: { id: 1, uid: 'c', displayName: 'c' } },
    });
    expect(eventsOfOutboxItem(item)).toEqual([item]);
  });
});
