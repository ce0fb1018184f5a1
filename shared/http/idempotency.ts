import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { documentClient, tableName } from '#shared/db/client.ts';
import { ConflictError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import { type HttpContext, httpState } from '#shared/http/http-state.ts';

const TTL_SECONDS = 24 * 60 * 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const keyOf = (tenantUid: string, key: string) => ({
  pk: `T#${tenantUid}#IDEMPOTENCY#${key}`,
  sk: 'IDEMPOTENCY',
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Honours `Idempotency-Key` on mutations: the same key with the same request within 24 h returns
 * the first response (header `Idempotent-Replayed: true`); the same key with a different request is
 * a 422; a key whose first request is still running is a 409. Failed requests (4xx/5xx) release
 * the key so that the caller can correct and retry. Runs after validation, so an invalid request
 * never claims a key.
 */
export const httpIdempotency = (): MiddlewareObj<
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  Error,
  HttpContext
> => ({
  before: async (request) => {
    const state = httpState(request);
    const key = state.headers['idempotency-key'];
    const route = state.route!;
    if (!key || !state.auth || route.method === 'GET' || route.idempotent === false) return undefined;
    if (!KEY_PATTERN.test(key)) {
      throw ValidationError.field('headers.idempotency-key', 'must be 1 to 255 visible ASCII characters');
    }
    const requestHash = createHash('sha256')
      .update(`${route.method} ${route.path}\n${JSON.stringify(state.rawBody ?? null)}`)
      .digest('base64url');
    const Key = keyOf(state.auth.tenantUid, key);
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...Key,
            recordType: 'IDEMPOTENCY',
            state: 'IN_PROGRESS',
            requestHash,
            expiresAt: nowSeconds() + TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
          ExpressionAttributeValues: { ':now': nowSeconds() },
        }),
      );
      state.idempotency = { Key };
      return undefined;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
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
    // Returning a response from `before` answers early: the operation does not run again.
    return { ...stored, headers: { ...stored.headers, 'idempotent-replayed': 'true' } };
  },
  after: async (request) => {
    const claim = httpState(request).idempotency;
    if (!claim) return;
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: claim.Key,
        UpdateExpression: 'SET #state = :done, #response = :response',
        ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
        ExpressionAttributeValues: { ':done': 'COMPLETED', ':response': request.response },
      }),
    );
  },
  onError: async (request) => {
    const state = request.context.http;
    if (!state?.idempotency) return;
    const { Key } = state.idempotency;
    state.idempotency = undefined;
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key }));
  },
});
