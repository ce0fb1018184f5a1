import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '#shared/errors.ts';

/** A record or counter moved between our read and our conditional write. */
export class RaceError extends ConflictError {
  override name = 'RaceError';
}

const isRace = (error: unknown): boolean =>
  error instanceof RaceError ||
  (error instanceof ConflictError && error.cause instanceof TransactionCanceledException);

/**
 * Runs read-decide-write `fn` again when its conditional write lost a race (a concurrent receipt
 * on the same order, two orders taking the same number). Business conflicts are not retried.
 * After `attempts` the 409 reaches the caller, who may retry.
 */
export const retryOnRace = async <T>(fn: () => Promise<T>, attempts = 5): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRace(error)) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
};
