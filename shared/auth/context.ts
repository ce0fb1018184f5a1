import { ACCESS_LEVELS, type AuthContext, PERMISSIONS, SCHEMES } from '#shared/auth/model.ts';

/**
 * API Gateway passes authorizer context values as strings only, so the permission list travels
 * as a comma-separated string. These two functions are the only (de)serialisers of that context.
 */
export const contextToAuthorizer = (ctx: AuthContext): Record<string, string> => ({
  tenantUid: ctx.tenantUid,
  permissions: ctx.permissions.join(','),
  access: ctx.access,
  scheme: ctx.scheme,
  sub: ctx.sub,
  ...(ctx.tokenHash ? { tokenHash: ctx.tokenHash } : {}),
  ...(ctx.deviceUid ? { deviceUid: ctx.deviceUid } : {}),
});

export const contextFromAuthorizer = (
  raw: Record<string, unknown> | null | undefined,
): AuthContext | undefined => {
  if (!raw || typeof raw.tenantUid !== 'string' || raw.tenantUid === '') return undefined;
  const access = ACCESS_LEVELS.find((a) => a === raw.access);
  const scheme = SCHEMES.find((s) => s === raw.scheme);
  if (!access || !scheme) return undefined;
  const permissions = String(raw.permissions ?? '')
    .split(',')
    .filter((p): p is AuthContext['permissions'][number] => (PERMISSIONS as readonly string[]).includes(p));
  const tokenHash = typeof raw.tokenHash === 'string' && raw.tokenHash !== '' ? raw.tokenHash : undefined;
  const deviceUid = typeof raw.deviceUid === 'string' && raw.deviceUid !== '' ? raw.deviceUid : undefined;
  return {
    tenantUid: raw.tenantUid,
    permissions,
    access,
    scheme,
    sub: String(raw.sub ?? ''),
    ...(tokenHash ? { tokenHash } : {}),
    ...(deviceUid ? { deviceUid } : {}),
  };
};

/** The caller as a UID (token subjects may contain characters a UID cannot). */
export const userUidOf = (auth: AuthContext): string =>
  auth.sub.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 128) || 'unknown';
