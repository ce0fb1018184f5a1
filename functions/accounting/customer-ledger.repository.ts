import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { scanEntityItems, writtenUnlessPresent } from '#shared/db/backfill.ts';
import { batchGetItems, type ItemKey } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { CustomerLedgerEntity } from './customer-ledger.entity.ts';

export type LedgerRef = { tenantUid: string; storeUid: string; customerUid: string };

const ledgerKey = (ref: LedgerRef) => CustomerLedgerEntity.get(ref).params().Key as ItemKey;

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
  const parsed = ledger ? CustomerLedgerEntity.parse({ Item: ledger }).data : undefined;
  return { customerExists, ledgerNumber: parsed?.ledgerNumber };
};

/** The ledger number alone (GetItem); undefined when none is set. */
export const getLedgerNumber = async (ref: LedgerRef): Promise<string | undefined> => {
  const { data } = await CustomerLedgerEntity.get(ref).go({ consistent: true });
  return data?.ledgerNumber;
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
      Update: CustomerLedgerEntity.upsert({ ...ref, ledgerNumber, lastModifiedAt: now })
        .ifNotExists({ createdAt: now })
        .add({ version: 1 })
        .params() as never,
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
    .map((Item) => CustomerLedgerEntity.parse({ Item }).data)
    .filter((l) => l !== null && l !== undefined)
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
  const { data } = await CustomerLedgerEntity.query
    .byCustomerStores({ tenantUid, customerUid })
    .go({ pages: 'all', limit: 1000 });
  return data.map((l) => ({ storeUid: l.storeUid, ledgerNumber: l.ledgerNumber }));
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
  const index = (item: Record<string, unknown>) =>
    CustomerLedgerEntity.query
      .byCustomerStores({
        tenantUid: String(item.tenantUid),
        customerUid: String(item.customerUid),
        storeUid: String(item.storeUid),
      })
      .params() as { ExpressionAttributeValues: Record<string, string> };
  const writeKey = async (item: Record<string, unknown>) => {
    const { ':pk': gsi1pk, ':sk1': gsi1sk } = index(item).ExpressionAttributeValues;
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
