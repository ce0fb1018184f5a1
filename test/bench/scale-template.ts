import { ScanCommand } from '#shared/db/document-commands.ts';
import type { BenchResponse } from './stack.ts';

/**
 * The table item a real API write leaves, found by one attribute (the bench table is small, so a
 * filtered Scan is the simplest way that does not depend on the entity's key layout). The scale
 * seeds start from such items, so a seeded row carries what a written one does.
 */
export const tableItem = async (
  entity: string,
  attribute: string,
  value: string,
): Promise<Record<string, unknown>> => {
  // Imported here: the client reads its configuration, which the bench stack sets on start.
  const { documentClient, tableName } = await import('#shared/db/client.ts');
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#a = :v AND #e = :e',
        ExpressionAttributeNames: { '#a': attribute, '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':v': value, ':e': entity },
        ExclusiveStartKey: start,
      }),
    );
    const found = page.Items?.[0];
    if (found) return found;
    start = page.LastEvaluatedKey;
  } while (start);
  throw new Error(`no ${entity} item with ${attribute} = ${value}`);
};

/** Creates a record through the API and returns the table item it left. */
export const createdItem = async (
  create: () => Promise<BenchResponse>,
  entity: string,
  uidField: string,
): Promise<Record<string, unknown>> => {
  const res = await create();
  return tableItem(entity, uidField, String(res.body[uidField]));
};
