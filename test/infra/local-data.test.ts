import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';

/**
 * `npm start -- --data DIR` on a directory that does not exist yet (the first run of a developer),
 * with the authorizer result cache on, as `npm start` runs it.
 */
describe('local stack with a data directory', () => {
  let root: string | undefined;
  let stack: LocalStack | undefined;
  afterAll(async () => {
    await stack?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('starts on a fresh directory, keeps the table there and answers health 200', async () => {
    root = await mkdtemp(join(tmpdir(), 'rcs-data-'));
    // mkdtemp makes a private (0700) directory; run as root, the stack's PostgreSQL runs as the
    // postgres user, which must be able to pass through it (the stack refuses clearly otherwise).
    await chmod(root, 0o711);
    const dataDir = join(root, 'not', 'created', 'yet');
    stack = await startLocalStack({ port: 0, dataDir, authorizerCacheSeconds: 300 });

    const res = await fetch(`${stack.apiUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    expect(await readdir(join(dataDir, 'dynamodb'))).toContain('shared-local-instance.db');
    expect(await readdir(dataDir)).toContain('dev-keys.json');
    expect(await readdir(join(dataDir, 'postgres'))).toContain('PG_VERSION');
  });

  it('caches the authorizer result per token like API Gateway: a revoked token keeps working from the cache', async () => {
    // The repository reads the stack's configuration: import it once the stack is up.
    const tokens = await import('#shared/auth/integration-token.repository.ts');
    const { token } = await tokens.createIntegrationToken({
      tenantUid: 't1',
      permissions: ['CUSTOMER'],
      access: 'STORE',
    });
    const whoami = () =>
      fetch(`${stack!.apiUrl}/tenants/t1/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect((await whoami()).status).toBe(200);
    expect(await tokens.revokeIntegrationToken(token)).toBe(true);
    expect((await whoami()).status).toBe(200);
    // Another spelling of the header is another cache key, so it is verified again.
    const fresh = await fetch(`${stack!.apiUrl}/tenants/t1/whoami`, {
      headers: { authorization: `Bearer  ${token}` },
    });
    expect(fresh.status).toBe(401);
  });
});
