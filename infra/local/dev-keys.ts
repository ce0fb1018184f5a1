import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** Issuer and audience of locally minted JWTs. */
export const LOCAL_ISSUER = 'https://auth.local.retail-commerce.example';
export const LOCAL_AUDIENCE = 'retail-commerce-api';

export type DevKeys = { privateJwk: JWK; publicJwks: { keys: JWK[] }; secretsKey: string };

/**
 * The development signing key pair (ES256) and the local secrets key, created on first start
 * under the data directory and reused afterwards, so minted tokens survive restarts.
 */
export const ensureDevKeys = async (dir: string): Promise<DevKeys> => {
  const file = join(dir, 'dev-keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DevKeys;
  } catch {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = `dev-${randomBytes(4).toString('hex')}`;
    const keys: DevKeys = {
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' },
      publicJwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] },
      secretsKey: randomBytes(32).toString('base64'),
    };
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
  }
};
