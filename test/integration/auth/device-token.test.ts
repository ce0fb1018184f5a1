import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, httpFunctions } from '#functions/registry.ts';
import { startApiServer } from '#infra/local/api-server.ts';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { findDeviceToken } from '#shared/auth/device-token.repository.ts';
import { hashToken } from '#shared/auth/integration-token.repository.ts';
import { printersWorld } from '#test/integration/printers/helpers.ts';
import { call, stack } from '#test/support/api.ts';

/**
 * Device tokens through the authorizer: accepted by the device routes only, and refused as soon
 * as they are revoked even behind the cloud's 300 s authorizer cache (a second local gateway
 * with that cache, on the same table, as in revocation.test.ts).
 */
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

describe('device tokens', () => {
  it('are stored as their hash only, with tenant and device', async () => {
    const w = await printersWorld();
    const device = await w.device(await w.store());
    const record = await findDeviceToken(hashToken(device.token));
    expect(record).toMatchObject({ tenantUid: w.tenant, deviceUid: device.deviceUid });
    expect(JSON.stringify(record)).not.toContain(device.token);
  });

  it('are refused (403) by every route that does not name the device scheme', async () => {
    const w = await printersWorld();
    const device = await w.device(await w.store());
    const userRoutes = allRoutes().filter(
      ({ route }) => route.auth !== 'public' && !route.auth.schemes?.includes('device'),
    );
    expect(userRoutes.length).toBeGreaterThan(50);
    for (const { operationId, route } of userRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'tenantUid' ? w.tenant : 'x',
      );
      const res = await call(route.method, path, {
        token: device.token,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      expect(res.status, operationId).toBe(403);
    }
  });

  it('stop working at once when revoked, whatever the authorizer cache holds', async () => {
    const w = await printersWorld();
    const device = await w.device(await w.store());
    const get = () =>
      fetch(`${apiUrl}/device`, { headers: { authorization: `Bearer ${device.token}` } }).then(
        (r) => r.status,
      );
    expect(await get()).toBe(200);
    expect(await get()).toBe(200);
    expect((await w.api.delete(`/tenants/${w.tenant}/devices/${device.deviceUid}/token`)).status).toBe(204);
    expect(await get()).toBe(401);
    expect(await findDeviceToken(hashToken(device.token))).toBeUndefined();
  });
});
