/**
 * Retry of optimistic read-decide-write units (a conditional TransactWriteItems and the reads it
 * depends on) with exponential backoff and full jitter. Pure: the clock, the sleep and the random
 * source are injectable, so the schedule is unit-tested without a table.
 */

/** How hard to retry: attempts in all, the backoff window and a total time budget. */
export type RetryPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Window of the first backoff; each further one doubles it. */
  baseMs: number;
  /** Largest backoff window. */
  capMs: number;
  /** No retry starts (sleep included) later than this after the first attempt began. */
  budgetMs: number;
};

export type RetryRuntime = {
  random: () => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

const realRuntime: RetryRuntime = {
  random: Math.random,
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Full jitter: a uniformly random wait in [0, min(cap, base * 2^(failures - 1))). Contenders that
 * lost the same round spread over the whole window instead of colliding again in lockstep, and
 * the window grows until they no longer overlap (the AWS Architecture Blog's "full jitter").
 */
export const backoffMs = (failures: number, policy: RetryPolicy, random: () => number = Math.random) =>
  random() * Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, failures - 1));

/**
 * Runs `fn` until it succeeds, throws an error `retryable` refuses, or the attempts or the time
 * budget are used up (then the last error is thrown). Each attempt starts from scratch: `fn` must
 * re-read everything it decides on, and a failed attempt must have written nothing.
 */
export const retryWhile = async <T>(
  fn: (attempt: number) => Promise<T>,
  retryable: (error: unknown) => boolean,
  policy: RetryPolicy,
  runtime: RetryRuntime = realRuntime,
): Promise<T> => {
  const started = runtime.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || !retryable(error)) throw error;
      const wait = backoffMs(attempt, policy, runtime.random);
      if (runtime.now() - started + wait > policy.budgetMs) throw error;
      await runtime.sleep(wait);
    }
  }
};

const tails = new Map<string, Promise<void>>();

/**
 * Runs `fn` after every earlier call with the same key in this process has settled: concurrent
 * requests served by one process (the local server; a container that serves several requests at
 * once) queue for a counter instead of colliding on it and wasting reads and transactions.
 * Across processes (one Lambda container per request) it changes nothing; the conditional write
 * and its retry keep the numbers right there.
 */
export const oneAtATime = <T>(key: string, fn: () => Promise<T>): Promise<T> => {
  const run = (tails.get(key) ?? Promise.resolve()).then(fn);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
};
