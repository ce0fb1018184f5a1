import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { contextToAuthorizer } from '#shared/auth/context.ts';
import { findDeviceToken } from '#shared/auth/device-token.repository.ts';
import { findIntegrationToken, touchIntegrationToken } from '#shared/auth/integration-token.repository.ts';
import { createVerifier } from '#shared/auth/verify.ts';
import { ConfigError, config } from '#shared/config.ts';
import { UnauthorizedError } from '#shared/errors.ts';
import { logger } from '#shared/observability.ts';

const jwksFromConfig = (): JWTVerifyGetKey => {
  if (config.auth.jwksUrl) return createRemoteJWKSet(new URL(config.auth.jwksUrl), { cacheMaxAge: 600_000 });
  if (config.auth.jwksJson) return createLocalJWKSet(JSON.parse(config.auth.jwksJson));
  throw new ConfigError('JWKS_URL or JWKS_JSON is required');
};

// Last write of lastUsedAt per token hash in this container, to throttle the write.
const touched = new Map<string, number>();

const verify = createVerifier({
  jwks: jwksFromConfig(),
  issuer: config.auth.issuer,
  audience: config.auth.audience,
  findIntegrationToken,
  findDeviceToken,
  onIntegrationTokenUsed: async (record) => {
    const now = Date.now();
    const last = touched.get(record.tokenHash) ?? (record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0);
    if (now - last < config.auth.integrationTokenTouchSeconds * 1000) return;
    touched.set(record.tokenHash, now);
    await touchIntegrationToken(record.tokenHash, new Date(now).toISOString()).catch((error: Error) =>
      logger.warn('could not record integration token use', { error: error.name }),
    );
  },
});

/**
 * Allow the whole API: the result is cached per token for 300 s and reused across routes (the
 * handlers re-check integration tokens every 30 s, shared/auth/revocation.ts).
 */
const apiWildcard = (methodArn: string): string => {
  const [prefix, stage] = methodArn.split('/');
  return `${prefix}/${stage}/*/*`;
};

const headerOf = (headers: APIGatewayRequestAuthorizerEvent['headers'], name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * REQUEST authorizer for the three bearer schemes and device tokens. Route-level rules (permissions, access level,
 * tenant) are enforced by the shared HTTP middleware from each route's declaration.
 */
export const handler = async (
  event: APIGatewayRequestAuthorizerEvent,
): Promise<APIGatewayAuthorizerResult> => {
  try {
    const ctx = await verify(headerOf(event.headers, 'authorization'));
    return {
      principalId: ctx.sub,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: apiWildcard(event.methodArn) },
        ],
      },
      context: contextToAuthorizer(ctx),
    };
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      logger.info('token refused', { reason: error.message });
      // API Gateway answers 401 (gateway response UNAUTHORIZED) for exactly this message.
      throw new Error('Unauthorized');
    }
    logger.error('authorizer failure', { error: error as Error });
    throw error;
  }
};
