import { createHash, randomBytes } from 'node:crypto';
import { IntegrationTokenEntity } from '#shared/auth/integration-token.entity.ts';
import type { AccessLevel, Permission } from '#shared/auth/model.ts';

export const INTEGRATION_TOKEN_PREFIX = 'rcs_it_';
const TOKEN_PATTERN = /^rcs_it_[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const looksLikeIntegrationToken = (token: string): boolean => TOKEN_PATTERN.test(token);

export type IntegrationTokenRecord = {
  tokenHash: string;
  tenantUid: string;
  permissions: string[];
  access: AccessLevel;
  sub: string;
  createdAt: string;
  lastUsedAt?: string | undefined;
  revokedAt?: string | undefined;
};

/** Creates a token (256 random bits) and stores only its hash. The clear token is returned once. */
export const createIntegrationToken = async (input: {
  tenantUid: string;
  permissions: readonly Permission[];
  access: AccessLevel;
  label?: string;
}): Promise<{ token: string; record: IntegrationTokenRecord }> => {
  const token = `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const tokenHash = hashToken(token);
  const { data } = await IntegrationTokenEntity.create({
    tokenHash,
    tenantUid: input.tenantUid,
    permissions: [...input.permissions],
    access: input.access,
    sub: `integration:${tokenHash.slice(0, 12)}`,
    createdAt: new Date().toISOString(),
    ...(input.label ? { label: input.label } : {}),
  }).go();
  return { token, record: data as IntegrationTokenRecord };
};

export const findIntegrationToken = async (
  tokenHash: string,
): Promise<IntegrationTokenRecord | undefined> => {
  const { data } = await IntegrationTokenEntity.get({ tokenHash }).go();
  return (data ?? undefined) as IntegrationTokenRecord | undefined;
};

export const revokeIntegrationToken = async (token: string): Promise<boolean> => {
  const tokenHash = hashToken(token);
  try {
    await IntegrationTokenEntity.patch({ tokenHash }).set({ revokedAt: new Date().toISOString() }).go();
    return true;
  } catch {
    return false;
  }
};

/** Records use; callers throttle it so that a busy token is not written on every request. */
export const touchIntegrationToken = async (tokenHash: string, at: string): Promise<void> => {
  await IntegrationTokenEntity.patch({ tokenHash }).set({ lastUsedAt: at }).go();
};
