import { BatchWriteCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';

/** Requests of one BatchWriteItem call at most. */
export const BATCH_WRITE_MAX = 25;

/** BatchWriteItem rounds for requests DynamoDB left unprocessed before the write fails. */
const WRITE_ROUNDS = 5;

type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes one chunk of at most 25 requests to the table in one BatchWriteItem, sending the
 * requests DynamoDB leaves unprocessed again; throws `${n} ${what}` when some are still
 * unprocessed after 5 rounds (the caller's retry then writes them again).
 */
export const writeChunk = async (requests: readonly WriteRequest[], what: string): Promise<void> => {
  let pending = [...requests];
  for (let round = 0; pending.length > 0; round++) {
    if (round === WRITE_ROUNDS) throw new Error(`${pending.length} ${what}`);
    const out = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
    );
    pending = (out.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
  }
};
