import { createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { contextFromAuthorizer, contextToAuthorizer } from '#shared/auth/context.ts';
import { type DeviceTokenRecord, newDeviceToken } from '#shared/auth/device-token.repository.ts';
import { hashToken } from '#shared/auth/integration-token.repository.ts';
import { type AuthContext, denialReason } from '#shared/auth/model.ts';
import { createVerifier } from '#shared/auth/verify.ts';
import { UnauthorizedError } from '#shared/errors.ts';

const { token, tokenHash } = newDeviceToken();
const record: DeviceTokenRecord = {
  tokenHash,
  tenantUid: 't1',
  deviceUid: 'till-1',
  createdAt: '2026-11-25T09:00:00.000Z',
};
const verifier = (withDevices: boolean) =>
  createVerifier({
    jwks: createLocalJWKSet({ keys: [] }),
    issuer: 'i',
    audience: 'a',
    findIntegrationToken: async () => undefined,
    ...(withDevices ? { findDeviceToken: async (h: string) => (h === tokenHash ? record : undefined) } : {}),
  });

describe('device tokens in the verifier', () => {
  it('stores only the hash and verifies the token as the device scheme, STORE, no permission', async () => {
    expect(token).toMatch(/^rcs_dt_[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toBe(tokenHash);
    expect(await verifier(true)(`Bearer ${token}`)).toEqual({
      tenantUid: 't1',
      permissions: [],
      access: 'STORE',
      scheme: 'device',
      sub: 'device:till-1',
      tokenHash,
      deviceUid: 'till-1',
    });
  });

  it('refuses an unknown, a malformed token, and every device token without a lookup', async () => {
    await expect(verifier(true)(`Bearer ${newDeviceToken().token}`)).rejects.toThrow(/unknown device token/);
    await expect(verifier(true)('Bearer rcs_dt_short')).rejects.toThrow(UnauthorizedError);
    await expect(verifier(false)(`Bearer ${token}`)).rejects.toThrow(/unknown device token/);
  });

  it('carries the device uid through the authorizer context', () => {
    const ctx: AuthContext = {
      tenantUid: 't1',
      permissions: [],
      access: 'STORE',
      scheme: 'device',
      sub: 'device:till-1',
      tokenHash,
      deviceUid: 'till-1',
    };
    expect(contextFromAuthorizer(contextToAuthorizer(ctx))).toEqual(ctx);
  });

  it('is accepted only by a route that names the device scheme', () => {
    const device = { tenantUid: 't1', permissions: [], access: 'STORE', scheme: 'device', sub: 'd' } as const;
    expect(denialReason({}, { ...device, permissions: [] })).toMatch(/does not accept device tokens/);
    expect(denialReason({ access: 'STORE' }, { ...device, permissions: [] })).toMatch(/device/);
    expect(denialReason({ schemes: ['device'] }, { ...device, permissions: [] })).toBeUndefined();
    expect(denialReason({ schemes: ['device'] }, { ...device, permissions: [], scheme: 'access' })).toMatch(
      /access/,
    );
  });
});
