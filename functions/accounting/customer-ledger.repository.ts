import { scanEntityItems, writtenUnlessPresent } from '#shared/db/backfill.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { getRecord, listGsi1, type PlainEntity, recordOf } from '#shared/db/plain-entity.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';

/**
 * I/O of customers' ledger numbers. The item is CustomerLedgerEntity's (customer-ledger.entity.ts),
 * read and written with plain DocumentClient calls so the functions that read it bundle no
 * ElectroDB (docs/decisions/bundles.md); test/unit/accounting/customer-ledger-repository.test.ts
 * compares every call with the entity's.
 */

export type LedgerRef = { tenantUid: string; storeUid: string; customerUid: string };

/** A ledger item's record. */
type LedgerRecord = LedgerRef & {
  ledgerNumber: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/** CustomerLedgerEntity's item: in the store's accounting partition, gsi1 by customer. */
const LEDGER_ITEM: PlainEntity<LedgerRecord, keyof LedgerRef, 'tenantUid' | 'customerUid'> = {
  identifiers: { __edb_e__: 'customerLedger', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    storeUid: 'required',
    customerUid: 'required',
    ledgerNumber: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, storeUid, customerUid }) => ({
    pk: `T#${tenantUid}#STORE#${storeUid}#ACCOUNTING`,
    sk: `LEDGER#${customerUid}`,
  }),
  gsi1: {
    pk: ({ tenantUid, customerUid }) => `T#${tenantUid}#CUSTOMER#${customerUid}#LEDGERS`,
    skPrefix: 'STORE#',
    skAttribute: 'storeUid',
  },
};

const ledgerKey = (ref: LedgerRef) => LEDGER_ITEM.key(ref);
/**
 * The record in an item read at a ledger key, as `CustomerLedgerEntity.parse({ Item })` gives it:
 * the parse keeps any item its key templates read back, whatever entity wrote it.
 */
const ledgerOf = (item: Record<string, unknown>) => recordOf<LedgerRecord>(LEDGER_ITEM.attributes, item);

/**
 * Reads whether the customer exists and its ledger number in this store, in ONE BatchGet (the
 * customer's main item, projected to its key, and the ledger item).
 */
export const readLedger = async (
  ref: LedgerRef,
): Promise<{ customerExists: boolean; ledgerNumber: string | undefined }> => {
  const customerKey = REFERENCE_KEYS.customer(ref.tenantUid, ref.customerUid);
  const keys = [customerKey, ledgerKey(ref)];
  const found = await batchGetItems(keys, { consistent: true });
  const customerExists = found.some((i) => i.pk === customerKey.pk && i.sk === customerKey.sk);
  const ledger = found.find((i) => i.pk !== customerKey.pk);
  const parsed = ledger ? ledgerOf(ledger) : undefined;
  return { customerExists, ledgerNumber: parsed?.ledgerNumber };
};

/** The ledger number alone (GetItem); undefined when none is set. */
export const getLedgerNumber = async (ref: LedgerRef): Promise<string | undefined> =>
  (await getRecord(LEDGER_ITEM, ref))?.ledgerNumber;

/**
 * The UpdateItem of `CustomerLedgerEntity.upsert({ ...ref, ledgerNumber, lastModifiedAt })
 * .ifNotExists({ createdAt }).add({ version: 1 }).params()`: every attribute, the identifiers first
 * and the gsi1 key after the attributes, as the entity writes them; createdAt only on a new item.
 */
const upsertLedger = (ref: LedgerRef, ledgerNumber: string, now: string) => {
  const sets: [string, unknown][] = [
    ...Object.entries(LEDGER_ITEM.identifiers),
    ...Object.entries({ ...ref, ledgerNumber, lastModifiedAt: now }),
    ['gsi1pk', LEDGER_ITEM.gsi1.pk(ref)],
    ['gsi1sk', `${LEDGER_ITEM.gsi1.skPrefix}${ref.storeUid}`],
  ];
  const named = [...sets.map(([name]) => name), 'createdAt', 'version'];
  return {
    TableName: tableName(),
    UpdateExpression: `SET ${sets.map(([name]) => `#${name} = :${name}_u0`).join(', ')}, #createdAt = if_not_exists(#createdAt, :createdAt_u0) ADD #version :version_u0`,
    ExpressionAttributeNames: Object.fromEntries(named.map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries([
      ...sets.map(([name, value]) => [`:${name}_u0`, value]),
      [':createdAt_u0', now],
      [':version_u0', 1],
    ]),
    Key: ledgerKey(ref),
  };
};

/**
 * Sets the ledger number, on condition that the customer exists (404 otherwise): the check and
 * the write are one transaction, so a customer deleted meanwhile never gets a ledger number.
 */
export const setLedgerOps = (ref: LedgerRef, ledgerNumber: string, now: string): TransactOp[] => [
  {
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: REFERENCE_KEYS.customer(ref.tenantUid, ref.customerUid),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    onConditionFailed: () => NotFoundError.record('customer', ref.customerUid, 'params.customerUid'),
  },
  {
    item: {
      Update: upsertLedger(ref, ledgerNumber, now),
    },
  },
];

export type StoreLedgerNumber = { storeUid: string; ledgerNumber: string };

/** The customer's ledger number in each of `storeUids` that has one (BatchGet, 100 keys a call). */
export const getLedgerNumbers = async (
  tenantUid: string,
  customerUid: string,
  storeUids: readonly string[],
): Promise<StoreLedgerNumber[]> => {
  const keys = storeUids.map((storeUid) => ledgerKey({ tenantUid, storeUid, customerUid }));
  const items = await batchGetItems(keys, { consistent: true });
  return items
    .map(ledgerOf)
    .map((l) => ({ storeUid: l.storeUid, ledgerNumber: l.ledgerNumber }))
    .sort((a, b) => a.storeUid.localeCompare(b.storeUid));
};

/**
 * Every ledger number of the customer, whatever the store (gsi1, a page of up to 1000 at a time):
 * also those in a store without a store record. The index is eventually consistent.
 */
export const queryLedgerNumbers = async (
  tenantUid: string,
  customerUid: string,
): Promise<StoreLedgerNumber[]> => {
  const ledgers = await listGsi1(LEDGER_ITEM, { tenantUid, customerUid }, 1000);
  return ledgers.map((l) => ({ storeUid: l.storeUid, ledgerNumber: l.ledgerNumber }));
};

/** What a backfill found: ledger items without the customer's index key, and those it wrote. */
export type LedgerIndexBackfill = { found: number; written: number };

/**
 * Writes the customer's index key (gsi1, queryLedgerNumbers) on every ledger item that lacks it:
 * those set before the key existed, which the GDPR export would otherwise miss in a store without
 * a store record. A parallel Scan of the ledger items (nothing indexes them by customer; the one
 * place a Scan is right, as the order-reference backfill), one conditional Update each, so an item
 * that has its key is left as it is and a second run writes nothing. `tenantUid` limits it to one
 * tenant. Run with `npm run backfill:ledger-index`, once after deploying.
 */
export const backfillLedgerIndex = async (
  options: { segments?: number; tenantUid?: string; onProgress?: (done: LedgerIndexBackfill) => void } = {},
): Promise<LedgerIndexBackfill> => {
  const segments = options.segments ?? 4;
  const done: LedgerIndexBackfill = { found: 0, written: 0 };
  const writeKey = async (item: Record<string, unknown>) => {
    const ref = { tenantUid: String(item.tenantUid), customerUid: String(item.customerUid) };
    const gsi1pk = LEDGER_ITEM.gsi1.pk(ref);
    const gsi1sk = `${LEDGER_ITEM.gsi1.skPrefix}${String(item.storeUid)}`;
    const wrote = await writtenUnlessPresent(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
          ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
        }),
      ),
    );
    if (wrote) done.written += 1;
  };
  await scanEntityItems({
    entity: 'customerLedger',
    filter: 'attribute_not_exists(gsi1pk)',
    projection: 'pk, sk, tenantUid, storeUid, customerUid',
    segments,
    ...(options.tenantUid ? { tenantUid: options.tenantUid } : {}),
    onPage: async (items) => {
      await Promise.all(items.map(writeKey));
      done.found += items.length;
      options.onProgress?.(done);
    },
  });
  return done;
};
