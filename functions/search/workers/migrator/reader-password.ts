import { ConfigError, config, ENV } from '#shared/config.ts';

/** The secrets extension's local endpoint (AWS Parameters and Secrets Lambda Extension). */
const EXTENSION_URL = 'http://localhost:2773/secretsmanager/get';

/**
 * The password of the search reader role, from its Secrets Manager secret `{ username, password }`,
 * read through the Lambda secrets extension (as the callbacks function reads its credentials) so
 * the bundle carries no Secrets Manager client. Read once per deploy: never cached here.
 */
export const readerPassword = async (): Promise<string> => {
  const arn = config.search.readerSecretArn;
  if (!arn) throw new ConfigError(`${ENV.searchReaderSecretArn} is required`);
  const response = await fetch(`${EXTENSION_URL}?secretId=${encodeURIComponent(arn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': config.awsSessionToken ?? '' },
  });
  if (!response.ok) throw new Error(`secrets extension answered ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  const { password } = JSON.parse(SecretString ?? '{}') as { password?: unknown };
  if (typeof password !== 'string' || password === '') throw new Error('the reader secret has no password');
  return password;
};
