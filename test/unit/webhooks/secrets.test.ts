import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set the local key before.
process.env.LOCAL_SECRETS_KEY = randomBytes(32).toString('base64');
const { openSecrets, sealSecrets } = await import('#functions/webhooks/secrets.ts');

describe('transport secrets at rest', () => {
  const context = { tenantUid: 't-1', httpTransportUid: 'tr-1' };
  const secrets = {
    password: 'hunter2',
    signing: [{ secret: 'whsec_abc', createdAt: '2026-01-01T00:00:00Z' }],
  };

  it('seals with AES-256-GCM locally and opens again', async () => {
    const sealed = await sealSecrets(secrets, context);
    expect(sealed).toMatch(/^aes1:/);
    expect(sealed).not.toContain('hunter2');
    expect(await openSecrets(sealed, context)).toEqual(secrets);
    expect(await sealSecrets(secrets, context)).not.toBe(sealed);
  });

  it('refuses a sealed value moved to another record or tampered with', async () => {
    const sealed = await sealSecrets(secrets, context);
    await expect(openSecrets(sealed, { ...context, httpTransportUid: 'tr-2' })).rejects.toThrow();
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    await expect(
      openSecrets([...parts.slice(0, 3), body.toString('base64')].join(':'), context),
    ).rejects.toThrow();
  });
});
