import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The authorizer logs why it refused a token, never the token itself. The handler is imported
 * with a throw-away JWKS; every log line written during the refusals is captured.
 */
const ISSUER = 'https://issuer.test';
const AUDIENCE = 'retail-commerce-api';
let handler: (event: never) => Promise<unknown>;
let sign: (claims: Record<string, unknown>) => Promise<string>;
const written: string[] = [];

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    JWT_ISSUER: ISSUER,
    JWT_AUDIENCE: AUDIENCE,
    JWKS_JSON: JSON.stringify({ keys: [jwk] }),
    POWERTOOLS_LOG_LEVEL: 'DEBUG',
  });
  // Standard claims are in the payload (not set by the builder) so that a test can forge them.
  sign = (claims) =>
    new SignJWT({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: 'u1',
      exp: Math.floor(Date.now() / 1000) + 300,
      token_use: 'access',
      tenantUid: 't1',
      permissions: [],
      access: 'ADMIN',
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .sign(privateKey);
  vi.resetModules();
  ({ handler } = await import('#functions/authorizer/handler.ts'));
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  vi.spyOn(console, 'log').mockImplementation((...args) => void written.push(args.join(' ')));
  vi.spyOn(console, 'info').mockImplementation((...args) => void written.push(args.join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void written.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void written.push(args.join(' ')));
});

afterAll(() => vi.restoreAllMocks());

const authorize = (token: string) =>
  handler({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:r:1:api/v2/GET/x',
    headers: { Authorization: `Bearer ${token}` },
  } as never);

describe('authorizer logs', () => {
  it('refuses bad tokens and logs a reason without the token', async () => {
    const expired = await sign({ exp: Math.floor(Date.now() / 1000) - 60 });
    const wrongAudience = await sign({ aud: 'other' });
    const garbage = 'not.a.jwt-but-secret-looking-0123456789';
    for (const token of [expired, wrongAudience, garbage]) {
      await expect(authorize(token)).rejects.toThrow('Unauthorized');
    }
    const log = written.join('\n');
    expect(log).toContain('token refused');
    for (const token of [expired, wrongAudience, garbage]) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2] ?? token);
    }
  });

  it('does not log a valid token either', async () => {
    const valid = await sign({});
    const result = (await authorize(valid)) as { principalId: string };
    expect(result.principalId).toBe('u1');
    expect(written.join('\n')).not.toContain(valid);
  });
});
