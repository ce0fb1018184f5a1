import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { kms } from '#shared/aws/kms.ts';
import { ConfigError, config, ENV } from '#shared/config.ts';

/**
 * Envelope encryption of a tenant's private signing key (docs/decisions/fiscal.md). The PEM is
 * encrypted with a fresh 256-bit data key (AES-256-GCM, bound to tenant and key version); the
 * data key is encrypted by the service's KMS secrets key in AWS, or by the local stack's secrets
 * key (LOCAL_SECRETS_KEY) when no KMS key is configured. KMS itself cannot hold the signing key:
 * its asymmetric keys start at RSA-2048, and Skatteetaten's guide fixes RSA-1024.
 */

export type SealedKey = { sealedPrivateKey: string; wrappedDataKey: string };
export type SealContext = { tenantUid: string; keyVersion: string };

const localKey = (): Buffer => {
  const raw = config.webhooks.localSecretsKey;
  if (!raw)
    throw new ConfigError(
      `${ENV.secretsKmsKeyId} or ${ENV.localSecretsKey} is required to keep signing keys`,
    );
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError(`${ENV.localSecretsKey} must be 32 bytes, base64`);
  return key;
};

const aad = (c: SealContext) => Buffer.from(`${c.tenantUid}/fiscal-signing-key/${c.keyVersion}`);
const kmsContext = (c: SealContext) => ({
  tenantUid: c.tenantUid,
  purpose: 'fiscal-signing-key',
  keyVersion: c.keyVersion,
});

const gcmSeal = (key: Buffer, plain: Buffer, context: SealContext): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `aes1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
};

const gcmOpen = (key: Buffer, sealed: string, context: SealContext): Buffer => {
  const [scheme, iv, tag, body] = sealed.split(':');
  if (scheme !== 'aes1' || !iv || !tag || !body) throw new Error('unknown sealed key format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'))
    .setAAD(aad(context))
    .setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
};

/** Encrypts a private key PEM under a new data key, and the data key under KMS or the local key. */
export const sealPrivateKey = async (pem: string, context: SealContext): Promise<SealedKey> => {
  const dataKey = randomBytes(32);
  const sealedPrivateKey = gcmSeal(dataKey, Buffer.from(pem, 'utf8'), context);
  const keyId = config.webhooks.secretsKeyId;
  if (keyId) {
    const wrapped = await kms.encrypt(keyId, dataKey, kmsContext(context));
    return { sealedPrivateKey, wrappedDataKey: `kms1:${wrapped.toString('base64')}` };
  }
  return { sealedPrivateKey, wrappedDataKey: gcmSeal(localKey(), dataKey, context) };
};

/** The private key PEM of what sealPrivateKey produced for the same tenant and version. */
export const openPrivateKey = async (sealed: SealedKey, context: SealContext): Promise<string> => {
  let dataKey: Buffer;
  if (sealed.wrappedDataKey.startsWith('kms1:')) {
    dataKey = await kms.decrypt(Buffer.from(sealed.wrappedDataKey.slice(5), 'base64'), kmsContext(context));
  } else {
    dataKey = gcmOpen(localKey(), sealed.wrappedDataKey, context);
  }
  return gcmOpen(dataKey, sealed.sealedPrivateKey, context).toString('utf8');
};
