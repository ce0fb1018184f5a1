import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchWriteCommand } from '#shared/db/document-commands.ts';

/**
 * Bench seeding straight into DynamoDB Local: items written with BatchWriteItem in full batches
 * of 25, unprocessed ones retried with a short backoff, several calls in flight. Import it once the
 * bench stack is up (the table name comes from it).
 */

/** BatchWriteItem calls in flight at once: DynamoDB Local saturates the cores at about this. */
const CONCURRENCY = 8;

const writeBatch = async (items: Record<string, unknown>[]) => {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
    const out = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
  }
};

/** Writes `items` in batches of 25 with at most CONCURRENCY calls in flight. */
export const writeAll = async (items: readonly Record<string, unknown>[]) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += 25;
      await writeBatch(items.slice(start, start + 25));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};
