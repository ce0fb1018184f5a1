import { isAwsError } from '#shared/aws/aws-error.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { intervalMs, maxTatBefore, type RatePolicy } from '#shared/rate-limit/gcra-rules.ts';

/**
 * A tenant's rate-limit items, in one partition of its own (`T#<tenant>#RATELIMIT`, which the
 * functions' grants name): `BUCKET`, the GCRA state (`tat`, epoch ms), written by every request;
 * `POLICY`, the tenant's own quota, when an operator set one. Plain DocumentClient: the kernel
 * runs this before every operation, so it stays one small UpdateItem.
 */
const partitionOf = (tenantUid: string) => `T#${tenantUid}#RATELIMIT`;
const bucketKey = (tenantUid: string) => ({ pk: partitionOf(tenantUid), sk: 'BUCKET' });
const policyKey = (tenantUid: string) => ({ pk: partitionOf(tenantUid), sk: 'POLICY' });

/** A bucket untouched this long after it is full again expires (TTL); an absent bucket is full. */
const IDLE_EXPIRY_SECONDS = 86_400;

/** What one conditional write did: took a token (`tat` after it), or found the bucket at `tat`. */
export type TakeOutcome = { taken: true; tat: number } | { taken: false; tat: number | undefined };

const expiresAt = (tat: number) => Math.ceil(tat / 1000) + IDLE_EXPIRY_SECONDS;

/**
 * Takes `count` tokens (default one; a container's lease, rate-limiter.ts) from a running bucket
 * (its `tat` not in the past): `tat += count * interval`, on the condition that the bucket has
 * that many left. A failed condition answers the stored `tat` (no read).
 */
export const takeFromRunning = (tenantUid: string, policy: RatePolicy, nowMs: number, count = 1) =>
  conditionalTake(tenantUid, {
    UpdateExpression: 'SET tat = tat + :interval, expiresAt = :expiresAt',
    ConditionExpression: 'tat >= :now AND tat <= :maxTat',
    ExpressionAttributeValues: {
      ':interval': count * intervalMs(policy),
      ':now': nowMs,
      ':maxTat': maxTatBefore(policy, nowMs, count),
      ':expiresAt': expiresAt(nowMs + policy.windowSeconds * 1000),
    },
  });

/** Takes `count` tokens (at most the quota) from an idle (full) or new bucket: `tat = now + count * interval`. */
export const takeFromIdle = (tenantUid: string, policy: RatePolicy, nowMs: number, count = 1) =>
  conditionalTake(tenantUid, {
    UpdateExpression: 'SET tat = :tat, expiresAt = :expiresAt',
    ConditionExpression: 'attribute_not_exists(tat) OR tat < :now',
    ExpressionAttributeValues: {
      ':tat': nowMs + count * intervalMs(policy),
      ':now': nowMs,
      ':expiresAt': expiresAt(nowMs + count * intervalMs(policy)),
    },
  });

const conditionalTake = async (
  tenantUid: string,
  update: {
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeValues: Record<string, number>;
  },
): Promise<TakeOutcome> => {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bucketKey(tenantUid),
        ...update,
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { taken: true, tat: Number(Attributes?.tat) };
  } catch (error) {
    if (!isAwsError(error, 'ConditionalCheckFailedException')) throw error;
    const tat = (error.Item as { tat?: { N?: string } } | undefined)?.tat?.N;
    return { taken: false, tat: tat === undefined ? undefined : Number(tat) };
  }
};

/** The bucket's `tat`, undefined when it was never used or expired (then it is full). */
export const readBucket = async (tenantUid: string): Promise<number | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: bucketKey(tenantUid), ProjectionExpression: 'tat' }),
  );
  return Item?.tat === undefined ? undefined : Number(Item.tat);
};

/** The tenant's own policy, undefined when it has none (the stage's default applies). */
export const readTenantPolicy = async (tenantUid: string): Promise<RatePolicy | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: policyKey(tenantUid),
      ProjectionExpression: 'quota, windowSeconds',
    }),
  );
  if (!Item) return undefined;
  return { quota: Number(Item.quota), windowSeconds: Number(Item.windowSeconds) };
};

/** Sets the tenant's own policy (operators: `npm run rate-limit`); the functions see it within a minute. */
export const putTenantPolicy = async (tenantUid: string, policy: RatePolicy): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...policyKey(tenantUid), quota: policy.quota, windowSeconds: policy.windowSeconds },
    }),
  );
};

/** Removes the tenant's own policy: the stage's default applies again. */
export const deleteTenantPolicy = async (tenantUid: string): Promise<void> => {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: policyKey(tenantUid) }));
};
