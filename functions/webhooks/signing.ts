import { createHmac, randomBytes } from 'node:crypto';

/** Prefix of signing secrets (Standard Webhooks). */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export const newSigningSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** One `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signature (Standard Webhooks). */
export const signatureOf = (secret: string, id: string, timestamp: number, body: string): string => {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
};

/**
 * The Standard Webhooks headers of one POST. Every active secret signs (space-separated), so a
 * receiver still holding the previous secret keeps verifying during a rotation overlap.
 */
export const signingHeaders = (
  secrets: readonly string[],
  id: string,
  body: string,
  now = Date.now(),
): Record<string, string> => {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signatureOf(s, id, timestamp, body)).join(' '),
  };
};
