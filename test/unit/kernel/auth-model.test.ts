import { describe, expect, it } from 'vitest';
import { contextFromAuthorizer, contextToAuthorizer } from '#shared/auth/context.ts';
import { type AuthContext, accessSatisfies, denialReason } from '#shared/auth/model.ts';
import { bearerToken } from '#shared/auth/verify.ts';

const caller = (over: Partial<AuthContext> = {}): AuthContext => ({
  tenantUid: 't1',
  permissions: ['CUSTOMER'],
  access: 'BACKOFFICE',
  scheme: 'access',
  sub: 'u1',
  ...over,
});

describe('route authorization rules', () => {
  it('orders access levels ADMIN > BACKOFFICE > STORE', () => {
    expect(accessSatisfies('ADMIN', 'BACKOFFICE')).toBe(true);
    expect(accessSatisfies('BACKOFFICE', 'BACKOFFICE')).toBe(true);
    expect(accessSatisfies('STORE', 'BACKOFFICE')).toBe(false);
  });

  it('lets any one listed permission through', () => {
    expect(denialReason({ permissions: ['SALES_ORDER', 'CUSTOMER'] }, caller())).toBeUndefined();
    expect(denialReason({ permissions: ['WEBHOOK'] }, caller())).toMatch(/WEBHOOK/);
  });

  it('needs both permission and access level by default', () => {
    expect(denialReason({ permissions: ['CUSTOMER'], access: 'BACKOFFICE' }, caller())).toBeUndefined();
    expect(denialReason({ permissions: ['CUSTOMER'], access: 'ADMIN' }, caller())).toMatch(/ADMIN/);
  });

  it("accepts either with mode 'any'", () => {
    const rule = { permissions: ['ACCOUNTING_CONFIG'], access: 'ADMIN', mode: 'any' } as const;
    expect(denialReason(rule, caller({ access: 'ADMIN', permissions: [] }))).toBeUndefined();
    expect(
      denialReason(rule, caller({ access: 'STORE', permissions: ['ACCOUNTING_CONFIG'] })),
    ).toBeUndefined();
    expect(denialReason(rule, caller({ access: 'STORE', permissions: [] }))).toMatch(
      /ACCOUNTING_CONFIG or tenant access level ADMIN/,
    );
  });

  it('refuses schemes a route does not accept', () => {
    expect(denialReason({ schemes: ['access', 'auth'] }, caller({ scheme: 'integration' }))).toMatch(
      /integration/,
    );
  });
});

describe('authorizer context', () => {
  it('round-trips through the string-only API Gateway context', () => {
    const ctx = caller({ permissions: ['CUSTOMER', 'WEBHOOK'] });
    expect(contextFromAuthorizer(contextToAuthorizer(ctx))).toEqual(ctx);
  });

  it('drops unknown permissions and refuses a context without tenant or with a bad level', () => {
    expect(
      contextFromAuthorizer({ ...contextToAuthorizer(caller()), permissions: 'CUSTOMER,ROOT' })?.permissions,
    ).toEqual(['CUSTOMER']);
    expect(contextFromAuthorizer({ ...contextToAuthorizer(caller()), tenantUid: '' })).toBeUndefined();
    expect(contextFromAuthorizer({ ...contextToAuthorizer(caller()), access: 'ROOT' })).toBeUndefined();
    expect(contextFromAuthorizer(null)).toBeUndefined();
  });
});

describe('bearer header parsing', () => {
  it('extracts the token', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it.each([[undefined], [''], ['Bearer'], ['Basic abc'], ['Bearer a b'], [`Bearer ${'x'.repeat(5000)}`]])(
    'refuses %s',
    (header) => {
      expect(() => bearerToken(header)).toThrow(expect.objectContaining({ status: 401 }));
    },
  );
});
