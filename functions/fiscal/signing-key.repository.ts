import { documentClient, tableName } from '#shared/db/client.ts';
import { isConditionFailure } from '#shared/db/conditions.ts';
import { GetCommand, PutCommand } from '#shared/db/document-commands.ts';
import { queryAll } from '#shared/db/query.ts';
import type { PublicSigningKey } from './fiscal.types.ts';
import type { SealedKey } from './key-seal.ts';

/** Partition-key template of the tenant's signing keys (shared/db/key-patterns.ts). */
export const SIGNING_KEYS_KEY = 'T#${tenantUid}#FISCALKEY';

/**
 * A tenant's signing keys: `T#<t>#FISCALKEY` / `V#<version>`, written once each. The item holds
 * the public key in the clear and the private key sealed (key-seal.ts).
 */
export type SigningKeyItem = PublicSigningKey & SealedKey & { tenantUid: string };

const pk = (t: string) => `T#${t}#FISCALKEY`;
const sk = (version: string) => `V#${version.padStart(6, '0')}`;

/** Every key version of the tenant, oldest first. */
export const listKeyItems = async (tenantUid: string): Promise<SigningKeyItem[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk(tenantUid) },
      ConsistentRead: true,
    })
  ).map(({ pk: _p, sk: _s, ...rest }) => rest as SigningKeyItem);

export const getKeyItem = async (tenantUid: string, version: string): Promise<SigningKeyItem | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: pk(tenantUid), sk: sk(version) },
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const { pk: _p, sk: _s, ...rest } = Item;
  return rest as SigningKeyItem;
};

/** Writes a new key version; false when another process wrote that version first. */
export const putKeyItemOnce = async (item: SigningKeyItem): Promise<boolean> => {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: pk(item.tenantUid), sk: sk(item.keyVersion), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
