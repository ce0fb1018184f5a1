import { isAwsError } from '#shared/aws/aws-error.ts';
import { nowIso } from '#shared/clock.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchGetCommand, PutCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ProbeEntity } from './probe.entity.ts';

/**
 * Exercises the DynamoDB paths every function relies on, so that the test can run this module
 * both as it is and bundled with the functions' esbuild options (their stand-ins, ElectroDB's
 * model check included; ElectroDB sends our document commands there) and compare what each observes.
 */
const errorName = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 'none';
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) return 'ConditionalCheckFailedException';
    if (isAwsError(error, 'TransactionCanceledException')) return 'TransactionCanceledException';
    if (error instanceof ConflictError) return `ConflictError ${error.status} ${error.message}`;
    const cause = (error as { cause?: unknown }).cause;
    return `${(error as Error).name}${cause instanceof Error ? ` <- ${cause.name}` : ''}`;
  }
};

export const runProbe = async (tenantUid: string) => {
  const probeUid = 'p-1';
  const now = nowIso();
  const item = { tenantUid, probeUid, label: 'first', createdAt: now, lastModifiedAt: now, version: 1 };
  const created = await ProbeEntity.create(item).go();
  const duplicate = await errorName(() => ProbeEntity.create(item).go());
  const read = await ProbeEntity.get({ tenantUid, probeUid }).go();
  const key = { pk: `T#${tenantUid}#PROBE#${probeUid}`, sk: 'PROBE' };
  const conditionalPut = await errorName(() =>
    documentClient.send(
      new PutCommand({ TableName: tableName(), Item: key, ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
  const transaction = await errorName(() =>
    commit([
      {
        item: {
          Put: { TableName: tableName(), Item: key, ConditionExpression: 'attribute_not_exists(pk)' },
        },
        onConditionFailed: () => new ConflictError('probe exists'),
      },
    ]),
  );
  const query = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': key.pk },
    }),
  );
  const batch = await documentClient.send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [key] } } }),
  );
  return {
    created: created.data.label,
    duplicate,
    read: read.data?.label,
    conditionalPut,
    transaction,
    queried: query.Items?.length,
    batched: batch.Responses?.[tableName()]?.length,
  };
};
