import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { isAwsError } from '#shared/aws/aws-error.ts';
import { config } from '#shared/config.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { ConflictError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import { type HttpContext, httpState } from '#shared/http/http-state.ts';
import { logger } from '#shared/observability.ts';

/** Partition-key template of an Idempotency-Key record (shared/db/key-patterns.ts). */
export const IDEMPOTENCY_KEY = 'T#${tenantUid}#IDEMPOTENCY#${key}';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const keyOf = (tenantUid: string, key: string) => ({
  pk: `T#${tenantUid}#IDEMPOTENCY#${key}`,
  sk: 'IDEMPOTENCY',
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Options of httpIdempotency; absent ones take these values. */
const defaults = {
  /** How long a key answers with its first response (the item's TTL): 24 h. */
  ttlSeconds: 24 * 60 * 60,
};
export type IdempotencyOptions = typeof defaults;

/**
 * Honours `Idempotency-Key` on mutations: the same key with the same request within `ttlSeconds`
 * (24 h) returns the first response (header `Idempotent-Replayed: true`); the same key with a
 * different request is a 422; a key whose first request is still running is a 409 with
 * Retry-After. Failed requests (4xx/5xx) release the key so that the caller can correct and retry.
 * Runs after validation, so an invalid request never claims a key.
 *
 * A claim is a lease (config.idempotencyLeaseSeconds, about a function's timeout): when the table
 * went away mid-request, neither the release nor the completion could be written, and without a
 * lease the key would answer 409 for its whole TTL to the very retry the 503 asked for. After the
 * lease a retry runs the operation again; an operation that did commit then meets its own record
 * (a create with the client's uid is a 409, a receipt change is refused by its version), which is
 * the limit of a claim kept apart from the operation's own transaction.
 */
export const httpIdempotency = (
  opts: Partial<IdempotencyOptions> = {},
): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext> => {
  const options = { ...defaults, ...opts };
  return {
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
              expiresAt: nowSeconds() + options.ttlSeconds,
              leaseUntil: nowSeconds() + config.idempotencyLeaseSeconds,
            },
            ConditionExpression:
              'attribute_not_exists(pk) OR expiresAt < :now OR (#state = :inProgress AND leaseUntil < :now)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':now': nowSeconds(), ':inProgress': 'IN_PROGRESS' },
          }),
        );
        state.idempotency = { Key };
        return undefined;
      } catch (error) {
        if (!isAwsError(error, 'ConditionalCheckFailedException')) throw error;
      }
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }),
      );
      if (!Item)
        throw new ConflictError('a request with this Idempotency-Key is being processed; retry shortly');
      if (Item.requestHash !== requestHash) {
        throw new UnprocessableError('this Idempotency-Key was already used with a different request');
      }
      if (Item.state !== 'COMPLETED') {
        const wait = Math.max(1, Number(Item.leaseUntil ?? 0) - nowSeconds());
        throw new ConflictError('a request with this Idempotency-Key is being processed', {
          headers: { 'Retry-After': String(Math.min(wait, config.idempotencyLeaseSeconds)) },
        });
      }
      const stored = Item.response as APIGatewayProxyResult;
      // Returning a response from `before` answers early: the operation does not run again.
      // The rate limit's headers are this request's, not those of the answer replayed.
      return {
        ...stored,
        headers: { ...stored.headers, ...state.responseHeaders, 'idempotent-replayed': 'true' },
      };
    },
    after: async (request) => {
      const claim = httpState(request).idempotency;
      if (!claim) return;
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: claim.Key,
            UpdateExpression: 'SET #state = :done, #response = :response',
            ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
            ExpressionAttributeValues: { ':done': 'COMPLETED', ':response': request.response },
          }),
        );
      } catch (error) {
        // The operation took effect: its answer stands. The claim stays IN_PROGRESS until its lease
        // ends; a retry after that meets the record the operation wrote.
        logger.warn('idempotency record not completed', { error: error as Error });
      }
    },
    onError: async (request) => {
      const state = request.context.http;
      if (!state?.idempotency) return;
      const { Key } = state.idempotency;
      state.idempotency = undefined;
      // A failed release must not replace the request's own error (a 503 when the table went away)
      // with a crash of the handler: the claim's lease frees the key instead.
      await documentClient
        .send(new DeleteCommand({ TableName: tableName(), Key }))
        .catch((error: Error) => logger.warn('idempotency claim not released', { error }));
    },
  };
};
