import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import {
  createIntegrationToken,
  findIntegrationToken,
  revokeIntegrationToken,
} from '#shared/auth/integration-token.repository.ts';
import { call, stack, token, uniqueTenant } from '#test/support/api.ts';

/**
 * The bearer check shared by every protected route (the authorizer), exercised through
 * GET /tenants/{tenantUid}/whoami, which echoes what the authorizer established.
 */
const tenant = uniqueTenant('bearer');
const probe = `/tenants/${tenant}/whoami`;

const expect401 = async (authorization: string | undefined) => {
  const res = await call('GET', probe, authorization ? { headers: { authorization } } : {});
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.body).toMatchObject({ status: 401, title: 'Unauthorized' });
};

const publicKeyJwk = async () => {
  const keys = JSON.parse(await readFile(join(stack().keysDir, 'dev-keys.json'), 'utf8'));
  return keys.publicJwks.keys[0];
};

describe('bearer token checks', () => {
  it('accepts a valid access token and an auth token', async () => {
    for (const scheme of ['access', 'auth'] as const) {
      const res = await call('GET', probe, { token: await token({ tenant, scheme }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tenantUid: tenant, scheme });
    }
  });

  it.each([
    ['a missing header', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer'],
    ['"Bearer " with a blank token', 'Bearer  '],
    ['the Basic scheme', 'Basic dXNlcjpwYXNz'],
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['a 10 KB token', `Bearer ${'a'.repeat(10 * 1024)}`],
  ])('refuses %s with 401', async (_, header) => {
    await expect401(header);
  });

  it('refuses alg "none"', async () => {
    const unsecured = new UnsecuredJWT({
      token_use: 'access',
      tenantUid: tenant,
      permissions: [],
      access: 'ADMIN',
    })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LOCAL_AUDIENCE)
      .setSubject('attacker')
      .setExpirationTime('5m')
      .encode();
    await expect401(`Bearer ${unsecured}`);
  });

  it('refuses HS256 signed with the public key as the secret (key confusion)', async () => {
    const jwk = await publicKeyJwk();
    const secret = new TextEncoder().encode(JSON.stringify(jwk));
    const forged = await new SignJWT({
      token_use: 'access',
      tenantUid: tenant,
      permissions: [],
      access: 'ADMIN',
    })
      .setProtectedHeader({ alg: 'HS256', kid: jwk.kid })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LOCAL_AUDIENCE)
      .setSubject('attacker')
      .setExpirationTime('5m')
      .sign(secret);
    await expect401(`Bearer ${forged}`);
  });

  it('refuses a token signed by another ES256 key', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const kid = (await publicKeyJwk()).kid;
    expect(await exportJWK(publicKey)).toBeTruthy();
    const forged = await new SignJWT({
      token_use: 'access',
      tenantUid: tenant,
      permissions: [],
      access: 'ADMIN',
    })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LOCAL_AUDIENCE)
      .setSubject('attacker')
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect401(`Bearer ${forged}`);
  });

  it('refuses an expired token', async () => {
    await expect401(
      `Bearer ${await token({ tenant, claims: { exp: Math.floor(Date.now() / 1000) - 120 } })}`,
    );
  });

  it('refuses a token that is not valid yet (nbf in the future)', async () => {
    await expect401(
      `Bearer ${await token({ tenant, claims: { nbf: Math.floor(Date.now() / 1000) + 3600 } })}`,
    );
  });

  it('refuses the wrong audience and the wrong issuer', async () => {
    await expect401(`Bearer ${await token({ tenant, claims: { aud: 'someone-else' } })}`);
    await expect401(`Bearer ${await token({ tenant, claims: { iss: 'https://evil.example' } })}`);
  });

  it('refuses a token without token_use rather than taking it for an access token', async () => {
    await expect401(`Bearer ${await token({ tenant, claims: { token_use: undefined } })}`);
    await expect401(`Bearer ${await token({ tenant, claims: { token_use: null } })}`);
    await expect401(`Bearer ${await token({ tenant, claims: { token_use: '' } })}`);
  });

  it('refuses a token_use other than access or auth', async () => {
    await expect401(`Bearer ${await token({ tenant, claims: { token_use: 'id' } })}`);
  });

  it('refuses a token without a tenant', async () => {
    await expect401(`Bearer ${await token({ tenant, claims: { tenantUid: '' } })}`);
  });
});

describe('integration tokens', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const t of created) await revokeIntegrationToken(t);
  });

  it('are created hashed, used, and stop working once revoked', async () => {
    const { token: clear, record } = await createIntegrationToken({
      tenantUid: tenant,
      permissions: ['CUSTOMER'],
      access: 'STORE',
    });
    created.push(clear);
    expect(clear).toMatch(/^rcs_it_[A-Za-z0-9_-]{43}$/);
    expect(record.tokenHash).not.toContain(clear.slice(7));
    expect(JSON.stringify(record)).not.toContain(clear);

    const ok = await call('GET', probe, { token: clear });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      tenantUid: tenant,
      scheme: 'integration',
      permissions: ['CUSTOMER'],
      access: 'STORE',
    });
    // The test stack records every use (the cloud throttles the write to one per 5 minutes).
    const used = await findIntegrationToken(record.tokenHash);
    expect(used?.lastUsedAt).toBeDefined();
    expect(used?.revokedAt).toBeUndefined();

    expect(await revokeIntegrationToken(clear)).toBe(true);
    await expect401(`Bearer ${clear}`);
  });

  it('refuses an unknown or malformed integration token', async () => {
    await expect401(`Bearer rcs_it_${'A'.repeat(43)}`);
    await expect401('Bearer rcs_it_short');
  });
});
