import { cancellationReasons, isAwsError } from '#shared/aws/aws-error.ts';
import { ConflictError } from '#shared/errors.ts';
import { type RetryPolicy, retryWhile } from './retry.ts';

/** A record or counter moved between our read and our conditional write. */
export class RaceError extends ConflictError {
  override name = 'RaceError';
}

const cancelledByConflict = (error: unknown): boolean =>
  (cancellationReasons(error) ?? []).some((r) => r.Code === 'TransactionConflict');

/**
 * A lost race, as opposed to a business conflict: a condition on a value we read failed
 * (RaceError), or DynamoDB cancelled the transaction because another one held an item
 * (TransactionConflict, surfaced by the outbox as a ConflictError caused by the cancellation).
 * Neither wrote anything, so running the unit again from fresh reads is safe.
 */
export const isRace = (error: unknown): boolean =>
  error instanceof RaceError ||
  isAwsError(error, 'TransactionConflictException') ||
  cancelledByConflict(error) ||
  (error instanceof ConflictError && isAwsError(error.cause, 'TransactionCanceledException'));

/**
 * Changes of one existing record (a receipt and its order): few writers, and a lost race is
 * usually followed by a business answer (the line is taken, the receipt is paid), so ten
 * attempts within 3 s suffice (5 settlements at once on one receipt all land).
 */
export const RECORD_RACE_POLICY: RetryPolicy = { attempts: 10, baseMs: 10, capMs: 200, budgetMs: 3_000 };

/**
 * Taking the next order or voucher number: every create of the tenant (orders) or store
 * (vouchers) contends for one counter and exactly one per round wins, so the losers back off
 * over a window that grows until they no longer collide. 200 simultaneous creates need about
 * 200 serial commits; the budget leaves room for that well inside the 15 s HTTP function timeout
 * (docs/decisions/receipts.md, "Numbering under concurrency").
 */
export const NUMBER_RACE_POLICY: RetryPolicy = { attempts: 40, baseMs: 5, capMs: 400, budgetMs: 10_000 };

/**
 * Runs read-decide-write `fn` again when its conditional write lost a race (a concurrent receipt
 * on the same order, two creates taking the same number). Business conflicts are not retried.
 * `fn` re-reads what it decides on; a failed attempt wrote nothing (one transaction).
 */
export const retryOnRace = <T>(fn: () => Promise<T>, policy: RetryPolicy = RECORD_RACE_POLICY): Promise<T> =>
  retryWhile(fn, isRace, policy);
