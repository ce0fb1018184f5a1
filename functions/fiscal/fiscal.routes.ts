import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, TenantParams, withUids } from '#shared/schema/params.ts';
import {
  ChainVerificationResponse,
  CreateJournalEventBody,
  JournalEventPage,
  JournalEventResponse,
  PeriodQuery,
  SignedTransactionPage,
  SigningKeyPage,
} from './fiscal.schema.ts';

/** The journal is kept by the tills' users; keys and verification are for the back office and auditors. */
const FISCAL_STORE: RouteAuth = { access: 'STORE' };
const FISCAL_AUDIT: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Cash register compliance'] as const;
const till = '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}';
const TillParams = withUids(StoreParams, 'tillUid');
const noTill = { 404: { description: 'No such till in this store' } };

/** The electronic journal, signed transactions and signing keys (kassasystemforskriften, issue 37). */
export const fiscalRoutes = defineRoutes({
  listJournalEvents: {
    method: 'GET',
    path: `${till}/journal`,
    summary: "A till's electronic journal in a period",
    description:
      'Every event of the cash point (code list PredefinedBasicID-13) with actor and time, in sequence order; ' +
      'append-only: no route changes or deletes an event. Each event carries the SHA-256 hash chain (see `hash`); ' +
      '`GET .../journal/verify` checks it.',
    tags,
    auth: FISCAL_STORE,
    request: { params: TillParams, query: PeriodQuery },
    success: { status: 200, description: 'A page of events', schema: JournalEventPage },
    responses: noTill,
  },
  createJournalEvent: {
    method: 'POST',
    path: `${till}/journal`,
    summary: 'Journal an event the point-of-sale client witnessed',
    description:
      'Drawer opened without a sale (13005), log-in and log-out (13003, 13004), training and emergency mode, ' +
      'price look-ups and changes, ... Codes the service journals itself (receipts 13012, 13013, 13015, 13017, ' +
      'copies 13014, voids 13028, X and Z reports 13008, 13009, cash withdrawals 13019) are a 400 naming ' +
      "body.eventCode. The time is the service's. Location: the journal at the event's time.",
    tags,
    auth: FISCAL_STORE,
    request: { params: TillParams, body: CreateJournalEventBody },
    success: {
      location: `${till}/journal`,
      status: 201,
      description: 'The journaled event',
      schema: JournalEventResponse,
      headers: { Location: "The journal at the event's time" },
    },
    responses: { 404: { description: 'No such till in this store, or no such user' } },
  },
  verifyFiscalChains: {
    method: 'GET',
    path: `${till}/journal/verify`,
    summary: "Verify a till's journal hash chain and signature chain",
    description:
      'Recomputes every journal hash and link, and verifies every signed transaction: consecutive numbers, each ' +
      'previous signature, each signature under the public key of its keyVersion. `brokenAt` names the first ' +
      'record that fails and why.',
    tags,
    auth: FISCAL_AUDIT,
    request: { params: TillParams },
    success: { status: 200, description: 'The verification', schema: ChainVerificationResponse },
    responses: noTill,
  },
  listSignedTransactions: {
    method: 'GET',
    path: `${till}/transactions`,
    summary: "A till's signed transactions in a period",
    description:
      'Sales, returns, voids, copies, proforma and training receipts, signed in order per cash point: RSA-1024 ' +
      'PKCS#1 v1.5 over SHA-1 of `previousSignature;transDate;transTime;transactionNumber;gross;net`, the first ' +
      'with previous signature "0". A cancelled receipt stays here as its sale and its VOID.',
    tags,
    auth: FISCAL_STORE,
    request: { params: TillParams, query: PeriodQuery },
    success: { status: 200, description: 'A page of signed transactions', schema: SignedTransactionPage },
    responses: noTill,
  },
  listSigningKeys: {
    method: 'GET',
    path: '/tenants/{tenantUid}/fiscal/keys',
    summary: "The tenant's public signing keys",
    description:
      'Every key version that has signed, oldest first, with its PEM public key: what an auditor verifies the ' +
      "signatures with. The first is made with the tenant's first signed transaction; private keys never leave the service.",
    tags,
    auth: FISCAL_AUDIT,
    request: { params: TenantParams },
    success: { status: 200, description: 'The public keys', schema: SigningKeyPage },
  },
});
