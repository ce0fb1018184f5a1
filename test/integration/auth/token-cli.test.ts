import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, stack, uniqueTenant } from '#test/support/api.ts';

/**
 * `npm run token` (infra/tools/token.ts) against the running test stack: it prints the token alone,
 * mints each scheme with the requested rights, and revokes integration tokens.
 */
const run = promisify(execFile);
const TOOL = resolve(import.meta.dirname, '../../../infra/tools/token.ts');
const tokenCli = (...args: string[]) => run(process.execPath, [TOOL, ...args, '--data', stack().keysDir]);

const whoami = (tenant: string, token: string) => call('GET', `/tenants/${tenant}/whoami`, { token });

describe('npm run token', () => {
  it('prints an access token alone, with the requested permissions and level', async () => {
    const tenant = uniqueTenant('cli');
    const { stdout } = await tokenCli(
      '--tenant',
      tenant,
      '--permissions',
      'CUSTOMER,WEBHOOK',
      '--access',
      'STORE',
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const res = await whoami(tenant, lines[0]!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tenantUid: tenant,
      scheme: 'access',
      access: 'STORE',
      permissions: ['CUSTOMER', 'WEBHOOK'],
    });
  });

  it('mints auth tokens with every permission by default', async () => {
    const tenant = uniqueTenant('cli');
    const { stdout } = await tokenCli('--tenant', tenant, '--scheme', 'auth', '--ttl', '60');
    const res = await whoami(tenant, stdout.trim());
    expect(res.body).toMatchObject({ scheme: 'auth', access: 'ADMIN' });
    expect(res.body.permissions).toHaveLength(9);
  });

  it('creates an integration token in the running stack and revokes it', async () => {
    const tenant = uniqueTenant('cli');
    const { stdout } = await tokenCli(
      '--tenant',
      tenant,
      '--permissions',
      'SALES_ORDER',
      '--scheme',
      'integration',
    );
    const token = stdout.trim();
    expect(token).toMatch(/^rcs_it_[A-Za-z0-9_-]{43}$/);
    expect((await whoami(tenant, token)).body).toMatchObject({
      scheme: 'integration',
      permissions: ['SALES_ORDER'],
    });
    const revoked = await tokenCli('--revoke', token);
    expect(revoked.stdout.trim()).toBe('revoked');
    expect((await whoami(tenant, token)).status).toBe(401);
  });

  it('refuses unknown permissions and a missing tenant with usage and exit code 2', async () => {
    for (const args of [
      ['--tenant', 't1', '--permissions', 'ROOT'],
      ['--permissions', 'CUSTOMER'],
    ]) {
      const failure = await tokenCli(...args).catch(
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failure).toMatchObject({ code: 2, stdout: '' });
      expect((failure as { stderr: string }).stderr).toContain('usage: npm run --silent token');
    }
  });
});
