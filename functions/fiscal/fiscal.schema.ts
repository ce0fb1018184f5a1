import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, emptyAsAbsent, pagedList, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { ALL_EVENT_CODES, CLIENT_EVENT_CODES, TRANSACTION_KINDS } from './fiscal-codes.ts';

/** Request and response schemas of the fiscal area. Imported by route tables: no config, no SDK. */

const EXAMPLE_HASH_1 = '6f1c0d3a4b5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8';
const EXAMPLE_HASH_0 = '0'.repeat(64);

export const JournalEventResponse = withMeta(
  z.object({
    sequence: described(z.int().check(z.gte(1)), 'Per cash point, from 1, without gaps'),
    eventCode: described(z.enum(ALL_EVENT_CODES), 'Code list PredefinedBasicID-13 (SAF-T Cash Register)'),
    eventName: described(z.string(), 'The code list description (Norwegian)'),
    description: z.string(),
    occurredAt: DateTime,
    actorUid: described(z.string(), 'The user (uid) who did it'),
    storeUid: Uid,
    tillUid: Uid,
    transactionNumber: described(z.nullable(z.int()), 'The signed transaction of this event, if any'),
    receiptUid: z.nullable(z.string()),
    previousHash: z.string(),
    hash: described(
      z.string(),
      'SHA-256 (hex) of previousHash, a newline and the JSON array [tenantUid, storeUid, tillUid, sequence, eventCode, occurredAt, actorUid, description, transactionNumber, receiptUid]',
    ),
  }),
  {
    id: 'JournalEvent',
    example: {
      sequence: 1,
      eventCode: '13003',
      eventName: 'Pålogging bruker/ansatt',
      description: 'Employee log in',
      occurredAt: '2026-11-27T08:00:00.000Z',
      actorUid: 'u-kari',
      storeUid: 'oslo-sentrum',
      tillUid: 'till-1',
      transactionNumber: null,
      receiptUid: null,
      previousHash: EXAMPLE_HASH_0,
      hash: EXAMPLE_HASH_1,
    },
  },
);

export const JournalEventPage = pagedList(JournalEventResponse, 'JournalEventPage');

export const CreateJournalEventBody = withMeta(
  z.object({
    eventCode: described(
      z.enum(CLIENT_EVENT_CODES),
      'An event the client witnessed: log-in and log-out, drawer opened without a sale, training or emergency mode, price change, ... Codes the service writes itself (receipts, copies, voids, X and Z reports, cash withdrawals) are refused.',
    ),
    description: z.optional(singleLine(500)),
    tenantUserUid: described(z.optional(Uid), 'The user who did it (a tenant user); default: the caller'),
  }),
  {
    id: 'CreateJournalEvent',
    example: { eventCode: '13005', description: 'Drawer opened to give change' },
  },
);
export type CreateJournalEventInput = z.output<typeof CreateJournalEventBody>;

/** A period (ISO instants, both inclusive) and a page, in sequence order (sortDirection DESC: newest first). */
export const PeriodQuery = z.extend(pagingQuery(['sequence']), {
  from: described(emptyAsAbsent(DateTime), 'Start of the period, inclusive; default: the first record'),
  to: described(emptyAsAbsent(DateTime), 'End of the period, inclusive; default: the last record'),
});
export type PeriodQueryInput = z.output<typeof PeriodQuery>;

const Line = z.object({
  lineNumber: z.int(),
  productUid: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.int(),
  unitPrice: z.int(),
  totalPrice: z.int(),
  totalVatAmount: z.int(),
  vatRate: z.int(),
  vatCodeUid: z.string(),
  discountAmount: z.int(),
});

export const SignedTransactionResponse = withMeta(
  z.object({
    transactionNumber: z.int().check(z.gte(1)),
    kind: z.enum(TRANSACTION_KINDS),
    receiptUid: z.string(),
    voucherNumber: z.string(),
    refTransactionNumber: described(z.nullable(z.int()), 'COPY and VOID: the transaction copied or voided'),
    occurredAt: DateTime,
    transDate: described(z.string(), 'YYYY-MM-DD, Europe/Oslo'),
    transTime: described(z.string(), 'HH:MM:SS, Europe/Oslo'),
    grossAmount: z.int(),
    netAmount: z.int(),
    currency: z.string(),
    actorUid: z.string(),
    sellerDisplayName: z.string(),
    previousSignature: z.string(),
    signedString: described(z.string(), 'previousSignature;transDate;transTime;transactionNumber;gross;net'),
    signature: described(z.string(), 'Base64 RSA-1024 PKCS#1 v1.5 over SHA-1 of signedString'),
    keyVersion: z.string(),
    lines: z.array(Line),
    payments: z.array(z.object({ settlementCode: z.string(), settlementName: z.string(), amount: z.int() })),
  }),
  { id: 'SignedTransaction' },
);
export const SignedTransactionPage = pagedList(SignedTransactionResponse, 'SignedTransactionPage');

const ChainBreak = z.nullable(z.object({ number: z.int(), reason: z.string() }));

export const ChainVerificationResponse = withMeta(
  z.object({
    valid: z.boolean(),
    journal: z.object({ events: z.int(), valid: z.boolean(), brokenAt: ChainBreak }),
    transactions: z.object({ count: z.int(), valid: z.boolean(), brokenAt: ChainBreak }),
  }),
  {
    id: 'FiscalChainVerification',
    example: {
      valid: true,
      journal: { events: 12, valid: true, brokenAt: null },
      transactions: { count: 4, valid: true, brokenAt: null },
    },
  },
);
export type ChainVerification = z.output<typeof ChainVerificationResponse>;

export const SigningKeyResponse = withMeta(
  z.object({
    keyVersion: z.string(),
    algorithm: z.literal('RSA-1024-PKCS1-SHA1'),
    publicKeyPem: z.string(),
    createdAt: DateTime,
  }),
  { id: 'FiscalSigningKey' },
);
export const SigningKeyPage = pagedList(SigningKeyResponse, 'FiscalSigningKeyPage');
