import { parseArgs } from 'node:util';
import { POLICY_BOUNDS } from '#shared/rate-limit/gcra-rules.ts';
import { DEFAULT_DATA_DIR, failWith, useTable } from './cli.ts';

const usage = `usage: npm run --silent rate-limit -- --tenant T --quota N --window SECONDS [--data DIR]
       npm run --silent rate-limit -- --tenant T --clear [--data DIR]
Sets (or clears) a tenant's own request quota: N requests per SECONDS, all usable at once; the
functions apply it within a minute. Against a deployed table (your AWS credentials), add:
--table NAME --region REGION`;

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    quota: { type: 'string' },
    window: { type: 'string' },
    clear: { type: 'boolean', default: false },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    table: { type: 'string' },
    region: { type: 'string' },
  },
});
const fail = failWith(usage);

const tenant = values.tenant ?? fail('--tenant is required');
const whole = (value: string | undefined, name: string, max: number): number => {
  const n = Number(value ?? fail(`--${name} is required`));
  return Number.isInteger(n) && n >= 1 && n <= max
    ? n
    : fail(`--${name} must be a whole number from 1 to ${max}`);
};
const policy = values.clear
  ? undefined
  : {
      quota: whole(values.quota, 'quota', POLICY_BOUNDS.maxQuota),
      windowSeconds: whole(values.window, 'window', POLICY_BOUNDS.maxWindowSeconds),
    };
// The repository reads the table's name as it loads: point it at the table first.
await useTable(values, fail);
const repository = await import('#shared/rate-limit/rate-limit.repository.ts');
if (policy) await repository.putTenantPolicy(tenant, policy);
else await repository.deleteTenantPolicy(tenant);
console.log(
  policy ? `${tenant}: ${policy.quota} requests per ${policy.windowSeconds} s` : `${tenant}: the default`,
);
