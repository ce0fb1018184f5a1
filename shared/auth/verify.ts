import { type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import {
  DEVICE_TOKEN_PREFIX,
  type DeviceTokenRecord,
  looksLikeDeviceToken,
} from '#shared/auth/device-token.repository.ts';
import {
  hashToken,
  INTEGRATION_TOKEN_PREFIX,
  type IntegrationTokenRecord,
  looksLikeIntegrationToken,
} from '#shared/auth/integration-token.repository.ts';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type AuthContext,
  PERMISSIONS,
  type Permission,
} from '#shared/auth/model.ts';
import { UnauthorizedError } from '#shared/errors.ts';

/** Longest bearer token accepted before any parsing (JWTs here are well under 2 KB). */
export const MAX_TOKEN_LENGTH = 4096;

export type VerifierDeps = {
  jwks: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  findIntegrationToken: (hash: string) => Promise<IntegrationTokenRecord | undefined>;
  /** Called after a successful integration-token check; the caller throttles the write. */
  onIntegrationTokenUsed?: (record: IntegrationTokenRecord) => Promise<void>;
  /** Device-token lookup; without it every device token is refused. */
  findDeviceToken?: (hash: string) => Promise<DeviceTokenRecord | undefined>;
};

/**
 * A registered device: the STORE access level and no permission, so that only the routes that
 * name the `device` scheme (USER_SCHEMES is the default) accept it.
 */
const verifyDeviceToken = async (deps: VerifierDeps, token: string): Promise<AuthContext> => {
  if (!looksLikeDeviceToken(token)) throw new UnauthorizedError('malformed device token');
  const record = await deps.findDeviceToken?.(hashToken(token));
  if (!record) throw new UnauthorizedError('unknown device token');
  return {
    tenantUid: record.tenantUid,
    permissions: [],
    access: 'STORE',
    scheme: 'device',
    sub: `device:${record.deviceUid}`,
    tokenHash: record.tokenHash,
    deviceUid: record.deviceUid,
  };
};

const permissionsOf = (raw: unknown): Permission[] =>
  Array.isArray(raw)
    ? raw.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p))
    : [];

const accessOf = (raw: unknown): AccessLevel => {
  const access = ACCESS_LEVELS.find((a) => a === raw);
  if (!access) throw new UnauthorizedError('token has no valid access claim');
  return access;
};

/** Extracts the token from `Authorization: Bearer <token>`; 401 for anything else. */
export const bearerToken = (header: string | undefined): string => {
  if (!header) throw new UnauthorizedError('Authorization header is missing');
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('Authorization header must be "Bearer <token>"');
  if (match[1].length > MAX_TOKEN_LENGTH) throw new UnauthorizedError('token is too long');
  return match[1];
};

/**
 * Verifies a bearer token of any of the schemes (the three of spec 5 and device tokens) and returns the caller. ES256 only: `none`,
 * HS256 (key confusion) and every other algorithm are refused by jose before any key is used.
 */
export const createVerifier =
  (deps: VerifierDeps) =>
  async (authorization: string | undefined): Promise<AuthContext> => {
    const token = bearerToken(authorization);
    if (token.startsWith(DEVICE_TOKEN_PREFIX)) return verifyDeviceToken(deps, token);
    if (token.startsWith(INTEGRATION_TOKEN_PREFIX)) {
      if (!looksLikeIntegrationToken(token)) throw new UnauthorizedError('malformed integration token');
      const record = await deps.findIntegrationToken(hashToken(token));
      if (!record) throw new UnauthorizedError('unknown integration token');
      if (record.revokedAt) throw new UnauthorizedError('integration token was revoked');
      await deps.onIntegrationTokenUsed?.(record);
      return {
        tenantUid: record.tenantUid,
        permissions: permissionsOf(record.permissions),
        access: record.access,
        scheme: 'integration',
        sub: record.sub,
        tokenHash: record.tokenHash,
      };
    }
    try {
      const { payload } = await jwtVerify(token, deps.jwks, {
        algorithms: ['ES256'],
        issuer: deps.issuer,
        audience: deps.audience,
        requiredClaims: ['exp', 'sub', 'token_use', 'tenantUid'],
      });
      const use = payload.token_use;
      if (use !== 'access' && use !== 'auth') throw new UnauthorizedError('token_use must be access or auth');
      if (typeof payload.tenantUid !== 'string' || payload.tenantUid === '') {
        throw new UnauthorizedError('token has no tenant');
      }
      return {
        tenantUid: payload.tenantUid,
        permissions: permissionsOf(payload.permissions),
        access: accessOf(payload.access),
        scheme: use,
        sub: String(payload.sub),
      };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof joseErrors.JOSEError) {
        throw new UnauthorizedError(`invalid token (${error.code})`, { cause: error });
      }
      throw error;
    }
  };
