import { type AwsJsonCall, awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { config } from '#shared/config.ts';

/** An encryption context: KMS binds a ciphertext to it, and opens it only with the same one. */
export type EncryptionContext = Record<string, string>;

/**
 * KMS Encrypt and Decrypt over `call` (KMS's JSON 1.1 protocol, where binary members travel as
 * base64 text). Used for the envelope keys of webhook secrets and fiscal signing keys.
 */
export const kmsCalls = (call: AwsJsonCall) => ({
  /** The ciphertext of `plaintext` (at most 4 KB) under key `keyId`, bound to `context`. */
  encrypt: async (keyId: string, plaintext: Buffer, context: EncryptionContext): Promise<Buffer> => {
    const out = await call<{ CiphertextBlob: string }>('Encrypt', {
      KeyId: keyId,
      Plaintext: plaintext.toString('base64'),
      EncryptionContext: context,
    });
    return Buffer.from(out.CiphertextBlob, 'base64');
  },
  /** The plaintext of what `encrypt` gave for the same context (the key is named in the ciphertext). */
  decrypt: async (ciphertext: Buffer, context: EncryptionContext): Promise<Buffer> => {
    const out = await call<{ Plaintext: string }>('Decrypt', {
      CiphertextBlob: ciphertext.toString('base64'),
      EncryptionContext: context,
    });
    return Buffer.from(out.Plaintext, 'base64');
  },
});

/** The service's KMS, created once per container; no local stack has one (local keys are used there). */
export const kms = kmsCalls(
  awsJsonClient({ service: 'kms', target: 'TrentService', jsonVersion: '1.1' }, () => ({
    region: config.region,
    endpoint: undefined,
  })),
);
