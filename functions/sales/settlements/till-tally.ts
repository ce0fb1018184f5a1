import { readOpenTill, tillTallyOp } from '#functions/tills/till-read.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { ReceiptRecord } from '../receipts/receipt.types.ts';
import type { CreateSettlementInput } from '../receipts/receipt-input.schema.ts';
import { tillTallies } from './till-tally-rules.ts';

/**
 * Settlements at a till (spec 2.3 tillUid, tillName, tillNumber): the till must be a till of the
 * store and open, and each receipt change adds what it took to the till's open session in the
 * receipt's own transaction (docs/decisions/users-tills.md).
 */

/**
 * The settlement input with the till's name and number, when it names a till: a 404 naming
 * `path`.tillUid when the store has no such till, a 409 when the till is not open.
 */
export const atTill = async (
  tenantUid: string,
  storeUid: string,
  input: CreateSettlementInput,
  path: string,
): Promise<CreateSettlementInput> => {
  if (!input.tillUid) return input;
  const till = await readOpenTill(tenantUid, storeUid, input.tillUid, `${path}.tillUid`);
  return { ...input, tillName: till.tillName, tillNumber: till.tillNumber };
};

/** The transaction members that add a receipt change to the open sessions of its tills. */
export const tillTallyOps = async (
  before: ReceiptRecord | undefined,
  after: ReceiptRecord | undefined,
  now: string,
): Promise<TransactOp[]> => {
  const receipt = (after ?? before)!;
  const tallies = [...tillTallies(before, after)];
  return Promise.all(
    tallies.map(async ([tillUid, tally]) => {
      const till = await readOpenTill(
        receipt.tenantUid,
        receipt.storeUid,
        tillUid,
        before ? 'body.status' : 'body.tillUid',
      );
      return tillTallyOp(receipt.tenantUid, till, tally, now);
    }),
  );
};
