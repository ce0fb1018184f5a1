import { causesOf } from '#shared/unavailable.ts';

/** True when `error` (or one of its causes, as ElectroDB wraps them) is a failed DynamoDB condition. */
export const isConditionFailure = (error: unknown): boolean =>
  causesOf(error).some((e) => e.name === 'ConditionalCheckFailedException');

/**
 * Runs one conditional write and answers `onFailed()` when its condition fails: a value (the
 * write did not apply) or a thrown error (`ConflictError.concurrent(...)`). Any other error passes.
 */
export const unlessConditionFails = async <T, F>(
  write: () => Promise<T>,
  onFailed: () => F,
): Promise<T | F> => {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return onFailed();
    throw error;
  }
};
