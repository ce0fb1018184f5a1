import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { kms } from '#shared/aws/kms.ts';
import { ConfigError, config, ENV } from '#shared/config.ts';

/** The secrets of one HTTP transport, sealed together into one value at rest. */
export type TransportSecrets = {
  password?: string | undefined;
  token?: string | undefined;
  /** Newest first. A secret with `expiresAt` is a previous one still signing during a rotation overlap. */
  signing: Array<{ secret: string; createdAt: string; expiresAt?: string | undefined }>;
};

/** Binds a sealed value to its record, so that it cannot be replayed onto another transport. */
export type SealContext = { tenantUid: string; httpTransportUid: string };

const localKey = (): Buffer => {
  const raw = config.webhooks.localSecretsKey;
  if (!raw)
    throw new ConfigError(
      `${ENV.secretsKmsKeyId} or ${ENV.localSecretsKey} is required to store webhook secrets`,
    );
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError(`${ENV.localSecretsKey} must be 32 bytes, base64`);
  return key;
};

const aad = (context: SealContext) => Buffer.from(`${context.tenantUid}/${context.httpTransportUid}`);

/**
 * Encrypts the secrets: with KMS (encryption context = tenant and transport) when a key id is
 * configured, else locally with AES-256-GCM. The prefix says which, so a value always opens.
 */
export const sealSecrets = async (secrets: TransportSecrets, context: SealContext): Promise<string> => {
  const plain = Buffer.from(JSON.stringify(secrets));
  const keyId = config.webhooks.secretsKeyId;
  if (keyId) {
    return `kms1:${(await kms.encrypt(keyId, plain, { ...context })).toString('base64')}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv).setAAD(aad(context));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `aes1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${sealed.toString('base64')}`;
};

/** Decrypts what sealSecrets produced for the same record. */
export const openSecrets = async (sealed: string, context: SealContext): Promise<TransportSecrets> => {
  if (sealed.startsWith('kms1:')) {
    const plain = await kms.decrypt(Buffer.from(sealed.slice(5), 'base64'), { ...context });
    return JSON.parse(plain.toString('utf8')) as TransportSecrets;
  }
  const [scheme, iv, tag, body] = sealed.split(':');
  if (scheme !== 'aes1' || !iv || !tag || !body) throw new Error('unknown sealed secrets format');
  const decipher = createDecipheriv('aes-256-gcm', localKey(), Buffer.from(iv, 'base64'))
    .setAAD(aad(context))
    .setAuthTag(Buffer.from(tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as TransportSecrets;
};
