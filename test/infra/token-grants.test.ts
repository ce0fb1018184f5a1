import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '#functions/registry.ts';
import {
  checksIntegrationTokens,
  checksStoreScope,
  limitsTenantRate,
} from '#infra/constructs/function-grants.ts';
import { ENV } from '#shared/config.ts';
import {
  functionIds,
  type Resources,
  stackResources,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

// The local stack enforces no IAM, so a function whose kernel looks up integration tokens but may
// not read them fails only in AWS: every such call would be refused. The real registry, synthesized
// without bundling (this tests the grants, not the code).
let resources: Resources;
beforeAll(() => {
  resources = stackResources(synthApp({ bundle: false }).api);
}, 120_000);

const fnOf = (name: string) => resources[functionIds(resources).get(name)!]!;
const tokenRead = (name: string) =>
  statementsOfFunction(resources, functionIds(resources).get(name)!).find(
    (s) => s.Sid === 'IntegrationTokenRead',
  );

describe('integration-token lookups of the real registry', () => {
  const http = FUNCTIONS.filter((fn) => fn.kind === 'http');

  it('lets every HTTP function whose routes take integration tokens read the token items and name the table', () => {
    const checking = http.filter(checksIntegrationTokens);
    expect(checking.map((fn) => fn.name)).toContain('reports');
    for (const fn of checking) {
      expect(tokenRead(fn.name), fn.name).toBeDefined();
      expect(JSON.stringify(tokenRead(fn.name)), fn.name).toContain('ITOKEN#*');
      expect(fnOf(fn.name).Properties.Environment.Variables[ENV.tableName], fn.name).toBeDefined();
    }
  });

  it('lets every HTTP function with an authenticated route write only the tenant buckets, with the default quota', () => {
    const limiting = http.filter(limitsTenantRate);
    expect(limiting.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['reports', 'platform', 'customers']),
    );
    for (const fn of limiting) {
      const id = functionIds(resources).get(fn.name)!;
      const bucket = statementsOfFunction(resources, id).find((s) => s.Sid === 'RateLimitBucket');
      expect(bucket, fn.name).toBeDefined();
      expect([bucket.Action].flat().sort(), fn.name).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
      expect(bucket.Condition, fn.name).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#*#RATELIMIT'] },
      });
      const env = fnOf(fn.name).Properties.Environment.Variables;
      expect(env[ENV.tableName], fn.name).toBeDefined();
      expect(Number(env[ENV.rateLimitQuota]), fn.name).toBeGreaterThan(0);
      expect(Number(env[ENV.rateLimitWindowSeconds]), fn.name).toBeGreaterThan(0);
    }
    const docs = statementsOfFunction(resources, functionIds(resources).get('docs')!);
    expect(docs.find((s) => s.Sid === 'RateLimitBucket')).toBeUndefined();
  });

  it('gives a function whose routes are all public no token read', () => {
    const publicOnly = http.filter((fn) => !checksIntegrationTokens(fn));
    expect(publicOnly.map((fn) => fn.name)).toContain('docs');
    for (const fn of publicOnly) expect(tokenRead(fn.name), fn.name).toBeUndefined();
  });
});

describe('store checks of the real registry (shared/http/store-check.ts)', () => {
  const storeRead = (name: string) =>
    statementsOfFunction(resources, functionIds(resources).get(name)!).find(
      (s) => s.Sid === 'StoreScopeRead',
    );

  it('lets every HTTP function with routes under a store GetItem store partitions, and nothing more', () => {
    const checking = FUNCTIONS.filter(checksStoreScope);
    expect(checking.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['tills', 'inventory', 'notifications']),
    );
    for (const fn of checking) {
      const statement = storeRead(fn.name);
      expect(statement, fn.name).toBeDefined();
      expect(statement!.Action, fn.name).toBe('dynamodb:GetItem');
      expect(JSON.stringify(statement!.Condition), fn.name).toContain('T#*#STORE#*');
    }
  });

  it('gives the other functions no store read of their own', () => {
    const others = FUNCTIONS.filter((fn) => !checksStoreScope(fn));
    expect(others.map((fn) => fn.name)).toEqual(expect.arrayContaining(['customers', 'stores', 'prices']));
    for (const fn of others.filter((f) => functionIds(resources).has(f.name)))
      expect(storeRead(fn.name), fn.name).toBeUndefined();
  });
});
