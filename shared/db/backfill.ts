import { isAwsError } from '#shared/aws/aws-error.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { ScanCommand } from '#shared/db/document-commands.ts';

/** One scan of a backfill: which entity's items, which of them, and what to do with each page. */
export type EntityScan = {
  /** The ElectroDB entity name (`__edb_e__`) of the items to visit, or their `recordType` (plain items). */
  entity: string | { recordType: string };
  /** A further condition on the items, in FilterExpression syntax (its values in `values`). */
  filter?: string;
  values?: Record<string, unknown>;
  projection: string;
  segments: number;
  /** Limits the scan to one tenant's items. */
  tenantUid?: string;
  onPage: (items: Record<string, unknown>[]) => Promise<void>;
};

/**
 * A parallel Scan of one entity's items, `segments` at once, handing each page to `onPage`. Only
 * for backfills run by an operator (`npm run backfill:*`): the one place a Scan is right, for
 * items that no key reaches by what the backfill adds.
 */
export const scanEntityItems = async (scan: EntityScan): Promise<void> => {
  const conditions = ['#e = :entity', ...(scan.filter ? [scan.filter] : [])];
  if (scan.tenantUid) conditions.push('tenantUid = :t');
  const scanSegment = async (segment: number) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new ScanCommand({
          TableName: tableName(),
          Segment: segment,
          TotalSegments: scan.segments,
          FilterExpression: conditions.join(' AND '),
          ProjectionExpression: scan.projection,
          ExpressionAttributeNames: { '#e': typeof scan.entity === 'object' ? 'recordType' : '__edb_e__' },
          ExpressionAttributeValues: {
            ':entity': typeof scan.entity === 'object' ? scan.entity.recordType : scan.entity,
            ...scan.values,
            ...(scan.tenantUid ? { ':t': scan.tenantUid } : {}),
          },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      await scan.onPage(page.Items ?? []);
      start = page.LastEvaluatedKey;
    } while (start);
  };
  await Promise.all(Array.from({ length: scan.segments }, (_, s) => scanSegment(s)));
};

/**
 * Runs a conditional write and says whether it wrote: false when its condition failed (what a
 * backfill expects of an item that already has what it adds, so a second run writes nothing).
 */
export const writtenUnlessPresent = async (write: Promise<unknown>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) return false;
    throw error;
  }
};
