import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type LocalStackControl, startLocalStack } from '#infra/local/stack.ts';
import { PERMISSIONS } from '#shared/auth/model.ts';

/** An answer of the own stack's API: status, headers and the parsed body. */
export type OwnStackResponse = { status: number; headers: Headers; body: any };

/**
 * A local stack of a test file's own, for tests that stop its services or drop its read model,
 * which no other file may see: the stack, an API caller of `tenant` with an ADMIN token holding
 * every permission (paths are below `/tenants/<tenant>`), and `stop`, which removes it all. It
 * hands the handlers' configuration its environment before any handler module loads, so such
 * files import no handler configuration statically.
 */
export const ownStack = async (name: string, tenant: string) => {
  const dir = await mkdtemp(join(tmpdir(), `rcs-${name}-`));
  const stack: LocalStackControl = await startLocalStack({
    port: 0,
    keysDir: dir,
    authorizerCacheSeconds: 0,
  });
  const keys = JSON.parse(await readFile(join(dir, 'dev-keys.json'), 'utf8')) as DevKeys;
  const bearer = await new SignJWT({
    iss: LOCAL_ISSUER,
    aud: LOCAL_AUDIENCE,
    sub: name,
    exp: Math.floor(Date.now() / 1000) + 900,
    token_use: 'access',
    tenantUid: tenant,
    permissions: [...PERMISSIONS],
    access: 'ADMIN',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
    .sign(await importJWK(keys.privateJwk, 'ES256'));
  const api = async (method: string, path: string, body?: unknown): Promise<OwnStackResponse> => {
    const response = await fetch(`${stack.apiUrl}/tenants/${tenant}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  const stop = async () => {
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  };
  return { stack, api, stop };
};
