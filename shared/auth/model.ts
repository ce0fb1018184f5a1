/** Named permissions of spec section 5 (a token carries a list; a route accepts any one of its list). */
export const PERMISSIONS = [
  'SALES_ORDER',
  'RETURN_ORDER',
  'CUSTOMER',
  'ACCOUNTING_CONFIG',
  'WEBHOOK',
  'PURCHASE_ORDER',
  'INTERNAL_PURCHASE_ORDER',
  'RECEIVEMENT',
  'SERVICE_ORDER',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Tenant access levels, strongest first. Tenant.Admin = ADMIN; "backoffice level" = ADMIN or BACKOFFICE. */
export const ACCESS_LEVELS = ['ADMIN', 'BACKOFFICE', 'STORE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * The three bearer schemes of spec section 5, and `device`: the opaque token of a registered store
 * device (`rcs_dt_`, shared/auth/device-token.repository.ts), which polls its print jobs.
 */
export const SCHEMES = ['access', 'auth', 'integration', 'device'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * The schemes a route accepts when it names none: a device token is accepted only by a route that
 * lists `device`, so it never reaches a tenant's records through any other route.
 */
export const USER_SCHEMES = ['access', 'auth', 'integration'] as const satisfies readonly Scheme[];

/** What the authorizer establishes about the caller; carried to handlers in the request context. */
export type AuthContext = {
  tenantUid: string;
  permissions: Permission[];
  access: AccessLevel;
  scheme: Scheme;
  sub: string;
  /** Integration and device tokens only: the stored hash, for the handlers' revocation check. */
  tokenHash?: string;
  /** Device tokens only: the registered device the token belongs to. */
  deviceUid?: string;
};

/** True when `held` is at least as strong as `needed` (ADMIN > BACKOFFICE > STORE). */
export const accessSatisfies = (held: AccessLevel, needed: AccessLevel): boolean =>
  ACCESS_LEVELS.indexOf(held) <= ACCESS_LEVELS.indexOf(needed);

/**
 * Authorization rule of one route. `permissions`: any one suffices. `access`: minimum tenant
 * access level. `mode: 'all'` (default) needs both when both are given; `mode: 'any'` is
 * satisfied by either (spec 4.4: "ACCOUNTING_CONFIG or Tenant.Admin").
 */
export type RouteAuth = {
  schemes?: readonly Scheme[];
  permissions?: readonly Permission[];
  access?: AccessLevel;
  mode?: 'all' | 'any';
};

/** Returns the reason the caller is not allowed, or undefined when it is. */
export const denialReason = (rule: RouteAuth, ctx: AuthContext): string | undefined => {
  const schemes: readonly Scheme[] = rule.schemes ?? USER_SCHEMES;
  if (!schemes.includes(ctx.scheme)) return `this operation does not accept ${ctx.scheme} tokens`;
  const hasPermission =
    rule.permissions === undefined ? undefined : rule.permissions.some((p) => ctx.permissions.includes(p));
  const hasAccess = rule.access === undefined ? undefined : accessSatisfies(ctx.access, rule.access);
  const needs = [
    rule.permissions ? `one of the permissions ${rule.permissions.join(', ')}` : undefined,
    rule.access ? `tenant access level ${rule.access}` : undefined,
  ].filter(Boolean);
  if (rule.mode === 'any' && hasPermission !== undefined && hasAccess !== undefined) {
    return hasPermission || hasAccess ? undefined : `this operation requires ${needs.join(' or ')}`;
  }
  if (hasPermission === false || hasAccess === false) return `this operation requires ${needs.join(' and ')}`;
  return undefined;
};
