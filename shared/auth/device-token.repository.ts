import { randomBytes } from 'node:crypto';
import { hashToken } from '#shared/auth/integration-token.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';

/** Partition-key template of a device-token lookup item (shared/db/key-patterns.ts). */
export const DEVICE_TOKEN_KEY = 'DTOKEN#${tokenHash}';

/**
 * Device tokens: the opaque bearer token of one registered store device (a POS terminal or print
 * server that polls its print jobs), stored only as its SHA-256, like an integration token. The
 * lookup key is the hash (`DTOKEN#<sha256>`, the item carries tenant and device); revoking is
 * deleting the item. The printers area writes these items in the same transaction as its device
 * record; the authorizer and the HTTP kernel only read them.
 */
export const DEVICE_TOKEN_PREFIX = 'rcs_dt_';
const TOKEN_PATTERN = /^rcs_dt_[A-Za-z0-9_-]{43}$/;

export const looksLikeDeviceToken = (token: string): boolean => TOKEN_PATTERN.test(token);

const keyOf = (tokenHash: string) => ({ pk: `DTOKEN#${tokenHash}`, sk: 'DTOKEN' });

export type DeviceTokenRecord = {
  tokenHash: string;
  tenantUid: string;
  deviceUid: string;
  createdAt: string;
};

/** A new token (256 random bits) and its hash; only the hash is ever stored. */
export const newDeviceToken = (): { token: string; tokenHash: string } => {
  const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token) };
};

export const findDeviceToken = async (tokenHash: string): Promise<DeviceTokenRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, recordType: _type, ...record } = Item;
  return record as DeviceTokenRecord;
};

/** Stores a token's hash (transaction member of the device write that issues it). */
export const putDeviceTokenOp = (record: DeviceTokenRecord): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...keyOf(record.tokenHash), recordType: 'DEVICE_TOKEN', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () => new ConflictError('device token collision; retry'),
});

/** Revokes a token: deletes its item (transaction member of the device write that revokes it). */
export const deleteDeviceTokenOp = (tokenHash: string): TransactOp => ({
  item: { Delete: { TableName: tableName(), Key: keyOf(tokenHash) } },
});
