import { describe, expect, it } from 'vitest';
import { ACTIONS } from '#events/actions.ts';
import { ACTION_ENTITY, entityOf } from '#events/entities.ts';
import { newEventId } from '#events/outbox.ts';
import {
  decodeEventCursor,
  encodeEventCursor,
  eventIdBound,
  FIRST_EVENT_ID,
  mergeOrdered,
  PAST_LAST_EVENT_ID,
} from '#functions/webhooks/event-rules.ts';
import { countProgress, replayDeliveryUid, stepMillis, stepSize } from '#functions/webhooks/replay-rules.ts';

describe('event id bounds', () => {
  it('put an event at or after its instant inside, and one a millisecond earlier outside', () => {
    const at = Date.parse('2026-11-27T10:00:00.000Z');
    const bound = eventIdBound('2026-11-27T10:00:00.000Z');
    expect(newEventId(at, 0) >= bound).toBe(true);
    expect(newEventId(at, 255) >= bound).toBe(true);
    expect(newEventId(at - 1, 255) < bound).toBe(true);
    expect(eventIdBound('2026-11-27T11:00:00+01:00')).toBe(bound);
    expect(FIRST_EVENT_ID < newEventId(0) && newEventId(at) < PAST_LAST_EVENT_ID).toBe(true);
  });
});

describe('events list cursor', () => {
  const cursor = { a: newEventId(), p: 2, s: 10, n: 10, d: 'ASC' } as const;

  it('reads back what it wrote', () => {
    expect(decodeEventCursor(encodeEventCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'nope'],
    ['a key that is no event id', encodeEventCursor({ ...cursor, a: 'T#other#EVENTLOG' })],
    ['page 1', encodeEventCursor({ ...cursor, p: 1 })],
    ['a negative count', encodeEventCursor({ ...cursor, n: -1 })],
    ['no direction', Buffer.from(JSON.stringify({ ...cursor, d: 'UP' })).toString('base64url')],
  ])('refuses %s as a 400 naming query.cursor', (_, raw) => {
    expect(() => decodeEventCursor(raw)).toThrow(
      expect.objectContaining({ status: 400, errors: [expect.objectContaining({ path: 'query.cursor' })] }),
    );
  });
});

describe('merging the pages of several actions', () => {
  const a = [{ eventId: 'evt_1' }, { eventId: 'evt_4' }];
  const b = [{ eventId: 'evt_2' }, { eventId: 'evt_3' }, { eventId: 'evt_5' }];

  it('keeps the list order and cuts at the page size', () => {
    expect(mergeOrdered([a, b], 3, false).map((e) => e.eventId)).toEqual(['evt_1', 'evt_2', 'evt_3']);
    expect(mergeOrdered([[...a].reverse(), [...b].reverse()], 2, true).map((e) => e.eventId)).toEqual([
      'evt_5',
      'evt_4',
    ]);
  });
});

describe('the record an event is about', () => {
  it('is named for every action, by a member of its payload', () => {
    expect(Object.keys(ACTION_ENTITY).sort()).toEqual([...ACTIONS].sort());
    expect(entityOf('STOCK_CHANGE', { product: { uid: 'p-9' }, warehouse: { uid: 'w' } })).toEqual({
      type: 'PRODUCT',
      uid: 'p-9',
    });
    expect(entityOf('PURCHASE_RECEIVED', { purchaseOrder: { uid: 'po-1' } })).toEqual({
      type: 'PURCHASE_ORDER',
      uid: 'po-1',
    });
    // A test event has no entity members.
    expect(entityOf('ORDER_SETTLED', { test: true })).toBeUndefined();
  });
});

describe('replay steps', () => {
  it('take about a second of events at the rate, at most a chunk, and last n / rate seconds', () => {
    expect(stepSize(1)).toBe(1);
    expect(stepSize(200)).toBe(200);
    expect(stepSize(1000)).toBe(500);
    expect(stepMillis(500, 1000)).toBe(500);
    expect(stepMillis(3, 200)).toBe(15);
  });

  it('give each event of each replay its own delivery uid', () => {
    const e = newEventId();
    expect(replayDeliveryUid('rpl_a', e)).toBe(replayDeliveryUid('rpl_a', e));
    expect(replayDeliveryUid('rpl_a', e)).not.toBe(replayDeliveryUid('rpl_b', e));
    expect(replayDeliveryUid('rpl_a', e)).not.toBe(replayDeliveryUid('rpl_a', newEventId()));
  });

  it('count a range over several steps and set the total only at its end', () => {
    const first = countProgress({}, { count: 5000, next: 'evt_1' });
    expect(first).toEqual({ counted: 5000, countedThrough: 'evt_1' });
    const second = countProgress(first, { count: 5000, next: 'evt_2' });
    expect(second).toEqual({ counted: 10_000, countedThrough: 'evt_2' });
    expect(countProgress(second, { count: 12, next: null })).toEqual({
      counted: 10_012,
      countedThrough: null,
      total: 10_012,
    });
    expect(countProgress({}, { count: 0, next: null })).toMatchObject({ total: 0 });
  });
});
