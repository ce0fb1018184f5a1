import { config } from '#shared/config.ts';
import { CARRIER_SECRET_PREFIX } from './carrier-secrets.ts';

/** The secrets extension's local endpoint (AWS Parameters and Secrets Lambda Extension). */
const EXTENSION_URL = 'http://localhost:2773/secretsmanager/get';
const CACHE_MS = 5 * 60 * 1000;
const cache = new Map<string, { value: Record<string, string> | undefined; until: number }>();

/** The Secrets Manager secret of a tenant's account with a carrier. */
export const carrierSecretId = (tenantUid: string, deliveryProviderUid: string): string =>
  `${CARRIER_SECRET_PREFIX}${tenantUid}/${deliveryProviderUid}`;

/**
 * A tenant's credentials for a carrier: the JSON object of the secret
 * `rcs/carriers/<tenant>/<provider>`, read through the Lambda secrets extension and cached for
 * five minutes (a rotated key is picked up without a deployment). Undefined when the tenant has
 * none, and outside Lambda (no extension runs there).
 */
export const carrierCredentials = async (
  tenantUid: string,
  deliveryProviderUid: string,
): Promise<Record<string, string> | undefined> => {
  const sessionToken = config.awsSessionToken;
  if (config.isLocal || !sessionToken) return undefined;
  const secretId = carrierSecretId(tenantUid, deliveryProviderUid);
  const hit = cache.get(secretId);
  if (hit && hit.until > Date.now()) return hit.value;
  const response = await fetch(`${EXTENSION_URL}?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': sessionToken },
  });
  // A missing secret is an answer (the tenant has no account), not a failure.
  const value = response.ok
    ? (JSON.parse(((await response.json()) as { SecretString?: string }).SecretString ?? '{}') as Record<
        string,
        string
      >)
    : undefined;
  if (!response.ok && response.status !== 400 && response.status !== 404)
    throw new Error(`secrets extension answered ${response.status}`);
  cache.set(secretId, { value, until: Date.now() + CACHE_MS });
  return value;
};
