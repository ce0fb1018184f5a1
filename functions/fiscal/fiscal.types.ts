import type { EventCode, TransactionKind } from './fiscal-codes.ts';
import type { StoredEvent } from './journal-rules.ts';
import type { SignedFields } from './signature-rules.ts';

/**
 * The records of the fiscal area as stored (plain items, cash-point.repository.ts). SAF-T and the
 * reports read them through journal-read.ts and signature-read.ts.
 */

/** One event of a cash point's electronic journal (code list PredefinedBasicID-13). */
export type JournalEvent = StoredEvent & { eventCode: EventCode };

/** A line of a signed transaction, copied from the receipt when it was signed. */
export type TransactionLine = {
  lineNumber: number;
  productUid: string;
  sku: string;
  name: string;
  quantity: number;
  /** Unit price, VAT included, minor units. */
  unitPrice: number;
  /** Line total, VAT included, minor units. */
  totalPrice: number;
  totalVatAmount: number;
  /** Basis points: 2500 = 25 %. */
  vatRate: number;
  vatCodeUid: string;
  discountAmount: number;
};

/** A payment of a signed transaction, copied from the receipt's settlements when it was signed. */
export type TransactionPayment = { settlementCode: string; settlementName: string; amount: number };

/** What the caller hands over to be signed: the receipt as it stands. */
export type TransactionDraft = {
  kind: TransactionKind;
  receiptUid: string;
  voucherNumber: string;
  /** For COPY and VOID: the transaction number of the receipt copied or voided (0 when unsigned). */
  refTransactionNumber?: number | undefined;
  grossAmount: number;
  netAmount: number;
  currency: string;
  sellerDisplayName: string;
  lines: TransactionLine[];
  payments: TransactionPayment[];
};

/** A signed transaction: the draft, where and by whom, the signed fields and the signature. */
export type SignedTransaction = TransactionDraft &
  SignedFields & {
    tenantUid: string;
    storeUid: string;
    tillUid: string;
    occurredAt: string;
    actorUid: string;
    signature: string;
    keyVersion: string;
  };

/** The head of a cash point: where both chains stand. One item, conditioned on every append. */
export type CashPointHead = {
  tenantUid: string;
  storeUid: string;
  tillUid: string;
  journalSequence: number;
  journalHash: string;
  transactionNumber: number;
  lastSignature: string;
  lastAt: string;
};

/** A tenant's signing key as others may see it (the private key never leaves key-seal.ts unsealed). */
export type PublicSigningKey = {
  keyVersion: string;
  algorithm: 'RSA-1024-PKCS1-SHA1';
  publicKeyPem: string;
  createdAt: string;
};
