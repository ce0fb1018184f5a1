import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFunctions } from '#functions/registry.ts';
import { startApiServer } from '#infra/local/api-server.ts';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { createIntegrationToken, revokeIntegrationToken } from '#shared/auth/integration-token.repository.ts';
import { INTEGRATION_TOKEN_RECHECK_SECONDS } from '#shared/auth/revocation.ts';
import { stack, token, uniqueTenant } from '#test/support/api.ts';

/**
 * Revocation against the authorizer cache of the cloud (300 s per Authorization header): the test
 * stack runs without that cache, so this file starts a second local gateway with it, on the same
 * table, and measures how long a revoked integration token keeps working.
 */
const tenant = uniqueTenant('revoke');
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  const keys = JSON.parse(await readFile(join(stack().keysDir, 'dev-keys.json'), 'utf8'));
  Object.assign(process.env, {
    JWT_ISSUER: LOCAL_ISSUER,
    JWT_AUDIENCE: LOCAL_AUDIENCE,
    JWKS_JSON: JSON.stringify(keys.publicJwks),
  });
  server = await startApiServer({ port: 0, functions: httpFunctions(), authorizerCacheSeconds: 300 });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const get = (path: string, bearer: string) =>
  fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.status);

describe('a revoked integration token behind a 300 s authorizer cache', () => {
  it(`is refused within ${INTEGRATION_TOKEN_RECHECK_SECONDS} s, reads and writes alike`, async () => {
    const { token: clear } = await createIntegrationToken({
      tenantUid: tenant,
      permissions: ['CUSTOMER'],
      access: 'ADMIN',
    });
    const path = `/tenants/${tenant}/customers?pageSize=1`;
    expect(await get(path, clear)).toBe(200);
    expect(await revokeIntegrationToken(clear)).toBe(true);
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < (INTEGRATION_TOKEN_RECHECK_SECONDS + 5) * 1000) {
      await new Promise((r) => setTimeout(r, 500));
      status = await get(path, clear);
    }
    const elapsed = Date.now() - revokedAt;
    expect(status).toBe(401);
    expect(elapsed).toBeLessThanOrEqual(INTEGRATION_TOKEN_RECHECK_SECONDS * 1000 + 1500);
    const write = await fetch(`${apiUrl}/tenants/${tenant}/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clear}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Mallory' }),
    });
    expect(write.status).toBe(401);
  }, 60_000);

  it('keeps JWTs served from the cache', async () => {
    const jwt = await token({ tenant, permissions: ['CUSTOMER'] });
    expect(await get(`/tenants/${tenant}/customers?pageSize=1`, jwt)).toBe(200);
    expect(await get(`/tenants/${tenant}/whoami`, jwt)).toBe(200);
  });
});
