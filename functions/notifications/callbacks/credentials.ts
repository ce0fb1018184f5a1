import { ConfigError, config, ENV } from '#shared/config.ts';

/** The secrets extension's local endpoint (AWS Parameters and Secrets Lambda Extension). */
const EXTENSION_URL = 'http://localhost:2773/secretsmanager/get';
const CACHE_MS = 5 * 60 * 1000;
let cached: { value: string; until: number } | undefined;

/**
 * The `user:password` the mail provider must present. Locally (and wherever
 * MAILPROVIDER_CALLBACK_AUTH is set) it is that variable; in AWS it is the Secrets Manager secret
 * `{ username, password }`, read through the Lambda secrets extension and cached for five minutes,
 * so that a rotated credential is picked up without a deployment.
 */
export const callbackCredentials = async (): Promise<string> => {
  const direct = config.mailProviderCallback.auth;
  if (direct) return direct;
  if (cached && cached.until > Date.now()) return cached.value;
  const arn = config.mailProviderCallback.secretArn;
  if (!arn)
    throw new ConfigError(
      `${ENV.mailProviderCallbackAuth} or ${ENV.mailProviderCallbackSecretArn} is required`,
    );
  const response = await fetch(`${EXTENSION_URL}?secretId=${encodeURIComponent(arn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': config.awsSessionToken ?? '' },
  });
  if (!response.ok) throw new Error(`secrets extension answered ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  const secret = JSON.parse(SecretString ?? '{}') as { username?: string; password?: string };
  if (!secret.username || !secret.password) throw new Error('the callback secret lacks username or password');
  cached = { value: `${secret.username}:${secret.password}`, until: Date.now() + CACHE_MS };
  return cached.value;
};
