import { scanEntityItems, writtenUnlessPresent } from '#shared/db/backfill.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { levelChangesKeys } from './stock.repository.ts';

/** What the backfill found without a changes entry, and wrote, per kind. */
export type ChangesBackfill = {
  levels: { found: number; written: number };
  orders: { found: number; written: number };
};

/**
 * Writes the changes entry (gsi2, docs/decisions/changes-since.md) on every stock level and
 * purchase order written before it existed, so that `updatedSince` answers them at their
 * lastModifiedAt. A parallel Scan of each kind (nothing indexes them by what is added), one
 * conditional Update per item: an item that has the entry, because it was written since or a
 * first run reached it, is left as it is, and a second run writes nothing. A write racing the
 * Update replaces the whole item with its own entry, so none is left stale. Run with
 * `npm run backfill:changes-index`, once after deploying.
 */
export const backfillChangesIndex = async (
  options: { segments?: number; tenantUid?: string; onProgress?: (done: ChangesBackfill) => void } = {},
): Promise<ChangesBackfill> => {
  const done: ChangesBackfill = { levels: { found: 0, written: 0 }, orders: { found: 0, written: 0 } };
  const writeKeys = async (item: Record<string, unknown>, keys: { gsi2pk: string; gsi2sk: string }) =>
    writtenUnlessPresent(
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)',
          ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
        }),
      ),
    );
  const scan = (
    entity: string | { recordType: string },
    projection: string,
    keysOf: (item: Record<string, unknown>) => { gsi2pk: string; gsi2sk: string },
    counts: { found: number; written: number },
  ) =>
    scanEntityItems({
      entity,
      filter: 'attribute_not_exists(gsi2pk) AND attribute_exists(lastModifiedAt)',
      projection,
      segments: options.segments ?? 4,
      ...(options.tenantUid ? { tenantUid: options.tenantUid } : {}),
      onPage: async (items) => {
        const wrote = await Promise.all(items.map((i) => writeKeys(i, keysOf(i))));
        counts.found += items.length;
        counts.written += wrote.filter(Boolean).length;
        options.onProgress?.(done);
      },
    });
  await scan(
    { recordType: 'STOCK' },
    'pk, sk, tenantUid, warehouseUid, productUid, lastModifiedAt',
    (i) =>
      levelChangesKeys(
        String(i.tenantUid),
        String(i.warehouseUid),
        String(i.productUid),
        String(i.lastModifiedAt),
      ),
    done.levels,
  );
  await scan(
    'purchaseOrder',
    'pk, sk, tenantUid, purchaseOrderUid, lastModifiedAt',
    (i) => ({
      gsi2pk: `T#${String(i.tenantUid)}#PURCHASEORDERCHANGES`,
      gsi2sk: `${String(i.lastModifiedAt)}#${String(i.purchaseOrderUid)}`,
    }),
    done.orders,
  );
  return done;
};
