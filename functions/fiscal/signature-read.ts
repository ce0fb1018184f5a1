import { walkPeriodWindowed } from './cash-point-walk.repository.ts';
import type {
  PublicSigningKey,
  SignedTransaction,
  TransactionLine,
  TransactionPayment,
} from './fiscal.types.ts';
import type { FiscalPeriod } from './journal-read.ts';
import { type SignedFields, signedString, verifyFields } from './signature-rules.ts';
import { publicKeysOf } from './signing-key.service.ts';

/**
 * How other areas (the SAF-T Cash Register export) read the signed transactions: per cash point
 * and period, each with its signature, keyVersion and the fields that were signed
 * (SignedFields: previousSignature, transDate, transTime, transactionNumber, grossAmount,
 * netAmount), and the public keys to verify them.
 */

export { decimalAmount } from './signature-rules.ts';
export type { PublicSigningKey, SignedFields, SignedTransaction, TransactionLine, TransactionPayment };
export { signedString, verifyFields };

/** The signed transactions of one cash point in `period`, in transaction-number order. */
export const signedTransactions = (
  tenantUid: string,
  tillUid: string,
  period: FiscalPeriod,
): AsyncGenerator<SignedTransaction> =>
  walkPeriodWindowed<SignedTransaction>(tenantUid, tillUid, 'X', period);

/** The tenant's public keys, oldest first (keyVersion, PEM, created). */
export const publicKeys = (tenantUid: string): Promise<PublicSigningKey[]> => publicKeysOf(tenantUid);
