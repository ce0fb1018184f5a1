import { createHash, randomBytes } from 'node:crypto';
import type { AccessLevel, Permission } from '#shared/auth/model.ts';
import { isAwsError } from '#shared/aws/aws-error.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, PutCommand, UpdateCommand } from '#shared/db/document-commands.ts';

/** Partition-key template of an integration token (shared/db/key-patterns.ts). */
export const INTEGRATION_TOKEN_KEY = 'ITOKEN#${tokenHash}';

/**
 * Integration tokens, stored only as the SHA-256 of the token. The lookup key is the hash (the
 * caller's tenant is not known before the lookup); the item carries its tenant.
 *
 * Plain DocumentClient rather than ElectroDB: this repository is the authorizer's only
 * persistence, and the authorizer runs before every cold request, so it stays small (one item
 * type, one GetItem).
 */
export const INTEGRATION_TOKEN_PREFIX = 'rcs_it_';
const TOKEN_PATTERN = /^rcs_it_[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const looksLikeIntegrationToken = (token: string): boolean => TOKEN_PATTERN.test(token);

const keyOf = (tokenHash: string) => ({ pk: `ITOKEN#${tokenHash}`, sk: 'ITOKEN' });

export type IntegrationTokenRecord = {
  tokenHash: string;
  tenantUid: string;
  permissions: string[];
  access: AccessLevel;
  sub: string;
  label?: string | undefined;
  createdAt: string;
  lastUsedAt?: string | undefined;
  revokedAt?: string | undefined;
};

/** Creates a token (256 random bits) and stores only its hash. The clear token is returned once. */
export const createIntegrationToken = async (input: {
  tenantUid: string;
  permissions: readonly Permission[];
  access: AccessLevel;
  label?: string;
}): Promise<{ token: string; record: IntegrationTokenRecord }> => {
  const token = `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const tokenHash = hashToken(token);
  const record: IntegrationTokenRecord = {
    tokenHash,
    tenantUid: input.tenantUid,
    permissions: [...input.permissions],
    access: input.access,
    sub: `integration:${tokenHash.slice(0, 12)}`,
    createdAt: new Date().toISOString(),
    ...(input.label ? { label: input.label } : {}),
  };
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keyOf(tokenHash), recordType: 'INTEGRATION_TOKEN', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { token, record };
};

export const findIntegrationToken = async (
  tokenHash: string,
): Promise<IntegrationTokenRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(tokenHash) }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, recordType: _type, ...record } = Item;
  return record as IntegrationTokenRecord;
};

const setIfExists = async (
  tokenHash: string,
  field: 'revokedAt' | 'lastUsedAt',
  at: string,
): Promise<boolean> => {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(tokenHash),
        UpdateExpression: 'SET #f = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#f': field },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) return false;
    throw error;
  }
};

/**
 * Revokes a token; false when no such token exists. Takes effect within 30 s: the handlers look
 * integration tokens up again at that rate, whatever the authorizer cache holds (revocation.ts).
 */
export const revokeIntegrationToken = (token: string): Promise<boolean> =>
  setIfExists(hashToken(token), 'revokedAt', new Date().toISOString());

/** Records use; callers throttle it so that a busy token is not written on every request. */
export const touchIntegrationToken = async (tokenHash: string, at: string): Promise<void> => {
  await setIfExists(tokenHash, 'lastUsedAt', at);
};
