import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isRace, NUMBER_RACE_POLICY, RaceError } from '#shared/db/race.ts';
import { backoffMs, oneAtATime, type RetryPolicy, retryWhile } from '#shared/db/retry.ts';
import { ConflictError } from '#shared/errors.ts';

const policy: RetryPolicy = { attempts: 6, baseMs: 10, capMs: 50, budgetMs: 1_000 };

/** A runtime with a fake clock: sleeping advances it, nothing really waits. */
const fakeRuntime = (random = () => 0.5) => {
  let clock = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    runtime: {
      random,
      now: () => clock,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        clock += ms;
      },
    },
  };
};

const cancelled = (code: string) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: code }],
  });

describe('full jitter backoff', () => {
  it('draws from a window that doubles per failure up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 0.999999))).toEqual(
      [10, 20, 40, 50, 50].map((w) => expect.closeTo(w, 3)),
    );
    expect(backoffMs(3, policy, () => 0)).toBe(0);
  });
});

describe('retryWhile', () => {
  it('runs again after a retryable failure and returns the first success', async () => {
    const { runtime, sleeps } = fakeRuntime();
    let calls = 0;
    const result = await retryWhile(
      async () => {
        calls++;
        if (calls < 3) throw new RaceError('taken');
        return 'ok';
      },
      isRace,
      policy,
      runtime,
    );
    expect(result).toBe('ok');
    expect(sleeps).toEqual([5, 10]);
  });

  it('never retries a business conflict', async () => {
    const { runtime } = fakeRuntime();
    let calls = 0;
    const run = retryWhile(
      async () => {
        calls++;
        throw new ConflictError('every line is already on a receipt');
      },
      isRace,
      policy,
      runtime,
    );
    await expect(run).rejects.toThrow('every line');
    expect(calls).toBe(1);
  });

  it('gives up after the attempts, or before a wait would pass the budget', async () => {
    let calls = 0;
    const always = async () => {
      calls++;
      throw new RaceError('taken');
    };
    await expect(retryWhile(always, isRace, policy, fakeRuntime().runtime)).rejects.toThrow('taken');
    expect(calls).toBe(6);
    calls = 0;
    const tight = { ...policy, budgetMs: 20 };
    await expect(retryWhile(always, isRace, tight, fakeRuntime(() => 0.999).runtime)).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it('leaves room for 200 contenders inside the 15 s function timeout', () => {
    expect(NUMBER_RACE_POLICY.budgetMs).toBeLessThan(15_000);
    expect(NUMBER_RACE_POLICY.attempts).toBeGreaterThanOrEqual(20);
  });
});

describe('isRace', () => {
  it('counts lost conditions on read values and transaction conflicts as races', () => {
    expect(isRace(new RaceError('a number was taken concurrently'))).toBe(true);
    expect(isRace(cancelled('TransactionConflict'))).toBe(true);
    expect(
      isRace(new ConflictError('a concurrent change', { cause: cancelled('TransactionConflict') })),
    ).toBe(true);
    expect(isRace(new ConflictError("order 'o1' already exists"))).toBe(false);
    expect(isRace(cancelled('ValidationError'))).toBe(false);
    expect(isRace(new Error('socket hang up'))).toBe(false);
  });
});

describe('oneAtATime', () => {
  it('runs calls with the same key one after the other, other keys alongside', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} end`);
      if (name === 'a1') throw new Error('a1 failed');
      return name;
    };
    const results = await Promise.allSettled([
      oneAtATime('a', step('a1')),
      oneAtATime('a', step('a2')),
      oneAtATime('b', step('b1')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });
});
