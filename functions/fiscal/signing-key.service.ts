import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import type { PublicSigningKey } from './fiscal.types.ts';
import { openPrivateKey, sealPrivateKey } from './key-seal.ts';
import { getKeyItem, listKeyItems, putKeyItemOnce, type SigningKeyItem } from './signing-key.repository.ts';

/**
 * The tenant's RSA-1024 signing key: generated on first use, stored sealed, opened once per
 * process and kept in memory (docs/decisions/fiscal.md). Key version "1" is the only version
 * for now; a rotation writes version n+1 and signs with the newest from then on.
 */

export type SigningKey = { keyVersion: string; privateKey: KeyObject };

const FIRST_VERSION = '1';
const cache = new Map<string, Promise<SigningKey>>();

const publicView = (item: SigningKeyItem): PublicSigningKey => ({
  keyVersion: item.keyVersion,
  algorithm: item.algorithm,
  publicKeyPem: item.publicKeyPem,
  createdAt: item.createdAt,
});

const newKeyItem = async (tenantUid: string, keyVersion: string): Promise<SigningKeyItem> => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const sealed = await sealPrivateKey(pem, { tenantUid, keyVersion });
  return {
    tenantUid,
    keyVersion,
    algorithm: 'RSA-1024-PKCS1-SHA1',
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    createdAt: nowIso(),
    ...sealed,
  };
};

const loadKey = async (tenantUid: string): Promise<SigningKey> => {
  let item = (await listKeyItems(tenantUid)).at(-1);
  if (!item) {
    const fresh = await newKeyItem(tenantUid, FIRST_VERSION);
    // Two first uses at once: one key is written, the other process reads and uses it.
    item = (await putKeyItemOnce(fresh)) ? fresh : await getKeyItem(tenantUid, FIRST_VERSION);
    if (!item) throw new Error('the signing key was neither written nor found');
  }
  const pem = await openPrivateKey(item, { tenantUid, keyVersion: item.keyVersion });
  return { keyVersion: item.keyVersion, privateKey: createPrivateKey(pem) };
};

/** The key that signs the tenant's transactions now (generated on the tenant's first transaction). */
export const signingKeyOf = (tenantUid: string): Promise<SigningKey> => {
  let key = cache.get(tenantUid);
  if (!key) {
    key = loadKey(tenantUid);
    // A failed load is not cached: the next transaction tries again.
    key.catch(() => cache.delete(tenantUid));
    cache.set(tenantUid, key);
  }
  return key;
};

/** The tenant's public keys, oldest first: what an auditor verifies signatures with. */
export const publicKeysOf = async (tenantUid: string): Promise<PublicSigningKey[]> =>
  (await listKeyItems(tenantUid)).map(publicView);

/** The tenant's public keys as a list of spec 2.1 (one page: a tenant has a few versions). */
export const listSigningKeys = async (tenantUid: string) => {
  const items = await publicKeysOf(tenantUid);
  return { items, paging: { pageNumber: 1, pageSize: Math.max(items.length, 1), totalCount: items.length } };
};
