import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { type Resolver, type TargetPolicy, targetProblem } from '#functions/webhooks/target-policy.ts';
import { postJson } from '#functions/webhooks/workers/delivery/post.ts';
import { call, token, uniqueTenant } from '#test/support/api.ts';

/**
 * Webhook receivers whose host name resolves to a private or metadata address: refused when the
 * transport is created and again when a delivery connects (DNS may change in between). A stub
 * resolver stands in for DNS, which this machine does not have.
 */
const answering =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
const cloud = (resolve: Resolver): TargetPolicy => ({ allowHttp: false, allowLoopback: false, resolve });

describe('webhook target names at creation', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['169.254.169.254', 'link-local or metadata'],
    ['fd00:ec2::254', 'unique-local or metadata'],
    ['127.0.0.1', 'loopback'],
  ])('refuses a name that resolves to %s', async (address, kind) => {
    const problem = await targetProblem(
      'https://hooks.example.com/in',
      cloud(answering('93.184.216.34', address)),
    );
    expect(problem).toContain(kind);
  });

  it('accepts a name of public addresses, and a name that does not resolve yet', async () => {
    expect(
      await targetProblem('https://hooks.example.com/in', cloud(answering('93.184.216.34'))),
    ).toBeUndefined();
    const unresolved: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await targetProblem('https://hooks.example.com/in', cloud(unresolved))).toBeUndefined();
  });

  it('refuses a transport URL with control characters with 400 naming body.url', async () => {
    const tenant = uniqueTenant('hooks');
    const res = await call('POST', `/tenants/${tenant}/httptransports`, {
      token: await token({ tenant }),
      body: { name: 'crlf', url: 'https://hooks.example.com/in\r\nX-Injected: 1', securityType: 'NONE' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('body.url');
  });
});

describe('webhook target names at delivery', () => {
  it('does not connect when the name resolves to a private address at delivery time', async () => {
    let asked = 0;
    const rebinding: Resolver = async (hostname) => {
      asked += 1;
      return answering('10.0.0.7')(hostname);
    };
    const result = await postJson('https://hooks.example.com/in', {}, '{}', {
      timeoutMs: 2_000,
      policy: cloud(rebinding),
    });
    expect(asked).toBeGreaterThan(0);
    expect(result).toMatchObject({ kind: 'blocked' });
    expect(result.kind === 'blocked' && result.error).toContain('private');
  });
});
