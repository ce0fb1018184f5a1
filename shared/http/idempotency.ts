import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { AuthContext } from '#shared/auth/model.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { ConflictError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import type { RouteDef } from '#shared/http/route.ts';

const TTL_SECONDS = 24 * 60 * 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const keyOf = (tenantUid: string, key: string) => ({
  pk: `T#${tenantUid}#IDEMPOTENCY#${key}`,
  sk: 'IDEMPOTENCY',
});

/**
 * Honours `Idempotency-Key` on mutations: the same key with the same request within 24 h returns
 * the first response (header `Idempotent-Replayed: true`); the same key with a different request is
 * a 422; a key whose first request is still running is a 409. Failed requests (4xx/5xx) release
 * the key so that the caller can correct and retry.
 */
export const withIdempotency = async (
  route: RouteDef,
  auth: AuthContext | undefined,
  headers: Record<string, string>,
  body: unknown,
  run: () => Promise<APIGatewayProxyResult>,
): Promise<APIGatewayProxyResult> => {
  const key = headers['idempotency-key'];
  const mutating = route.method !== 'GET';
  if (!key || !auth || !mutating || route.idempotent === false) return run();
  if (!KEY_PATTERN.test(key)) {
    throw ValidationError.field('headers.idempotency-key', 'must be 1 to 255 visible ASCII characters');
  }
  const requestHash = createHash('sha256')
    .update(`${route.method} ${route.path}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
  const Key = keyOf(auth.tenantUid, key);
  const expiresAt = Math.floor(Date.now() / 1000) + TTL_SECONDS;
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...Key, recordType: 'IDEMPOTENCY', state: 'IN_PROGRESS', requestHash, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }),
    );
    if (!Item)
      throw new ConflictError('a request with this Idempotency-Key is being processed; retry shortly');
    if (Item.requestHash !== requestHash) {
      throw new UnprocessableError('this Idempotency-Key was already used with a different request');
    }
    if (Item.state !== 'COMPLETED')
      throw new ConflictError('a request with this Idempotency-Key is being processed');
    const stored = Item.response as APIGatewayProxyResult;
    return { ...stored, headers: { ...stored.headers, 'idempotent-replayed': 'true' } };
  }
  let response: APIGatewayProxyResult;
  try {
    response = await run();
  } catch (error) {
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key }));
    throw error;
  }
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #state = :done, #response = :response',
      ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
      ExpressionAttributeValues: { ':done': 'COMPLETED', ':response': response },
    }),
  );
  return response;
};
