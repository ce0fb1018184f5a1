import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/db/client.ts';
import { type AppError, ConflictError } from '#shared/errors.ts';

/** One item of a TransactWriteItems call (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction member and the error to raise when its condition fails. */
export type TransactOp = { item: TransactItem; onConditionFailed?: () => AppError };

/** DynamoDB's limit on one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Writes `ops` in one TransactWriteItems: all or nothing. A change that would need more than
 * MAX_TRANSACTION_ITEMS is refused before anything is sent (409). A failed condition raises the
 * error its op names (409 by default); a conflict with a concurrent transaction is a 409 to retry.
 * A change and its events commit together: see withEvents in events/outbox.ts.
 */
export const commit = async (ops: readonly TransactOp[]): Promise<void> => {
  if (ops.length > MAX_TRANSACTION_ITEMS) {
    throw new ConflictError(
      `the change touches ${ops.length} items; at most ${MAX_TRANSACTION_ITEMS} fit in one transaction`,
    );
  }
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: ops.map((op) => op.item) }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= 0) {
      throw (
        ops[failed]?.onConditionFailed?.() ??
        new ConflictError('the record was changed concurrently; retry', { cause: error })
      );
    }
    if (reasons.some((r) => r.Code === 'TransactionConflict')) {
      throw new ConflictError('a concurrent change touched the same records; retry', { cause: error });
    }
    throw error;
  }
};
