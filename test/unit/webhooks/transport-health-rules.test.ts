import { describe, expect, it } from 'vitest';
import {
  disabledReasonOf,
  judgedAt,
  SUCCESS_HEARTBEAT_MS,
  shouldDisable,
  successNeedsWrite,
} from '#functions/webhooks/transport-health-rules.ts';

const rule = { afterSeconds: 5 * 86_400, minFailed: 5 };
const now = new Date('2026-11-20T12:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe('the disable rule', () => {
  it('disables after enough failures in a row and no success for the window', () => {
    expect(shouldDisable({ failedInRow: 5, failingSince: daysAgo(6) }, now, rule)).toBe(true);
    expect(
      shouldDisable({ failedInRow: 5, failingSince: daysAgo(6), lastSuccessAt: daysAgo(7) }, now, rule),
    ).toBe(true);
  });

  it('keeps a busy endpoint that failed for less than the window', () => {
    expect(shouldDisable({ failedInRow: 10_000, failingSince: daysAgo(4) }, now, rule)).toBe(false);
  });

  it('keeps a quiet endpoint with fewer failures than the count, however long', () => {
    expect(shouldDisable({ failedInRow: 4, failingSince: daysAgo(30) }, now, rule)).toBe(false);
  });

  it('keeps an endpoint that delivered within the window, and one already disabled', () => {
    expect(
      shouldDisable({ failedInRow: 5, failingSince: daysAgo(6), lastSuccessAt: daysAgo(1) }, now, rule),
    ).toBe(false);
    expect(shouldDisable({ status: 'DISABLED', failedInRow: 9, failingSince: daysAgo(9) }, now, rule)).toBe(
      false,
    );
    expect(shouldDisable({ failedInRow: 9 }, now, rule)).toBe(false);
  });

  it('judges the delivery that counts the threshold after the run start another container stamped', () => {
    // A zero window: the 4th failure read its clock 3 ms before the 1st failure's update was stored.
    const zero = { afterSeconds: 0, minFailed: 4 };
    const stamped = new Date(now.getTime() + 3).toISOString();
    const health = { failedInRow: 4, failingSince: stamped };
    expect(shouldDisable(health, now, zero)).toBe(false);
    expect(judgedAt(health, now).toISOString()).toBe(stamped);
    expect(shouldDisable(health, judgedAt(health, now), zero)).toBe(true);
    // A clock already past the run start is kept as it is.
    const later = new Date(now.getTime() + 10);
    expect(judgedAt(health, later)).toBe(later);
    expect(judgedAt({ failedInRow: 1 }, now)).toBe(now);
  });

  it('names the count, the run start and the last success in the reason', () => {
    expect(
      disabledReasonOf({ failedInRow: 5, failingSince: daysAgo(6), lastSuccessAt: daysAgo(7) }, rule),
    ).toBe(
      `5 deliveries in a row failed since ${daysAgo(6)} and none was delivered for 432000 s (last delivered ${daysAgo(7)})`,
    );
  });
});

describe('when a success is written', () => {
  it('always after a failure, and once a heartbeat on a healthy transport', () => {
    expect(successNeedsWrite({ failedInRow: 1, lastSuccessAt: now.toISOString() }, now)).toBe(true);
    expect(successNeedsWrite({ failingSince: daysAgo(0), lastSuccessAt: now.toISOString() }, now)).toBe(true);
    expect(successNeedsWrite({}, now)).toBe(true);
    const recent = new Date(now.getTime() - SUCCESS_HEARTBEAT_MS + 1000).toISOString();
    const old = new Date(now.getTime() - SUCCESS_HEARTBEAT_MS).toISOString();
    expect(successNeedsWrite({ failedInRow: 0, lastSuccessAt: recent }, now)).toBe(false);
    expect(successNeedsWrite({ failedInRow: 0, lastSuccessAt: old }, now)).toBe(true);
  });
});
