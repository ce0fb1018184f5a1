import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importJWK, SignJWT } from 'jose';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { ACCESS_LEVELS, type AccessLevel, PERMISSIONS, type Permission } from '#shared/auth/model.ts';
import { DEFAULT_DATA_DIR, failWith, useTable } from './cli.ts';

const usage = `usage: npm run --silent token -- --tenant T [--permissions A,B|all] [--access ADMIN|BACKOFFICE|STORE]
                               [--scheme access|auth|integration] [--ttl 3600] [--sub S] [--data DIR]
       npm run --silent token -- --revoke <integration token> [--data DIR]
Against a deployed table (your AWS credentials), add: --table NAME --region REGION`;

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    permissions: { type: 'string', default: 'all' },
    access: { type: 'string', default: 'ADMIN' },
    scheme: { type: 'string', default: 'access' },
    ttl: { type: 'string', default: '3600' },
    sub: { type: 'string', default: 'local-user' },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    revoke: { type: 'string' },
    table: { type: 'string' },
    region: { type: 'string' },
  },
});
const fail = failWith(usage);

/**
 * Points the table repositories at the deployed table (`--table`, with the shell's AWS
 * credentials) or at the running local stack, before they are imported.
 */
const useRunningStack = async () => {
  await useTable(values, fail);
  return import('#shared/auth/integration-token.repository.ts');
};

if (values.revoke) {
  const repo = await useRunningStack();
  const ok = await repo.revokeIntegrationToken(values.revoke);
  if (!ok) fail('unknown token');
  console.log('revoked');
  process.exit(0);
}

const tenant = values.tenant ?? fail('--tenant is required');
const permissions: Permission[] =
  values.permissions === 'all'
    ? [...PERMISSIONS]
    : values.permissions
        .split(',')
        .filter(Boolean)
        .map((p) =>
          (PERMISSIONS as readonly string[]).includes(p)
            ? (p as Permission)
            : fail(`unknown permission ${p}`),
        );
const access = (ACCESS_LEVELS as readonly string[]).includes(values.access)
  ? (values.access as AccessLevel)
  : fail('bad --access');
const ttl = Number(values.ttl);
if (!Number.isInteger(ttl) || ttl <= 0) fail('--ttl must be a positive integer');

if (values.scheme === 'integration') {
  const repo = await useRunningStack();
  const { token } = await repo.createIntegrationToken({
    tenantUid: tenant,
    permissions,
    access,
    label: 'npm run token',
  });
  console.log(token);
} else if (values.scheme === 'access' || values.scheme === 'auth') {
  const keys = JSON.parse(
    await readFile(resolve(values.data, 'dev-keys.json'), 'utf8').catch(() =>
      fail('no development keys yet: run npm start once'),
    ),
  ) as DevKeys;
  const key = await importJWK(keys.privateJwk, 'ES256');
  const token = await new SignJWT({ token_use: values.scheme, tenantUid: tenant, permissions, access })
    .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setSubject(values.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key);
  console.log(token);
} else fail('--scheme must be access, auth or integration');
