import type { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { apiDomainsOf, isHostName } from './base-urls.ts';
import { type WebhookHealth, webhookHealthOf } from './webhook-health.ts';

/** Deployable stages. `dev` is a throw-away stack; `stage` and `prod` keep their data. */
export const DEPLOY_STAGES = ['dev', 'stage', 'prod'] as const;
export type DeployStage = (typeof DEPLOY_STAGES)[number];

/** Everything a deployment is configured with, read from CDK context (`-c key=value` or cdk.json). */
export type DeploySettings = {
  stage: DeployStage;
  /** Account and region; both absent means an environment-agnostic template. */
  account: string | undefined;
  region: string | undefined;
  jwksUrl: string;
  jwtIssuer: string;
  jwtAudience: string;
  mailFromAddress: string;
  /** Verified SES domain; when given the stack creates the identity (DKIM records to publish). */
  mailDomain: string | undefined;
  /**
   * The host name the stage's API is served on (`https://<apiDomain>/v2`): `-c apiDomain`, or the
   * stage's entry in the `apiDomains` of cdk.json (infra/base-urls.ts), which the document lists.
   */
  apiDomain: string | undefined;
  /** ACM certificate (in the stack's region) for apiDomain; without it the domain is not created. */
  apiCertificateArn: string | undefined;
  /** E-mail address subscribed to the alarm topic. */
  alarmEmail: string | undefined;
  /**
   * X-Ray: Lambda active tracing and API Gateway stage tracing (default: stage and prod). No
   * tracing SDK is bundled (docs/decisions/observability.md).
   */
  tracing: boolean;
  throttleRatePerSecond: number;
  throttleBurst: number;
  /**
   * A tenant's default request quota (shared/rate-limit/): `tenantRateQuota` requests per
   * `tenantRateWindowSeconds`, inside the stage throttle, which stays the outer guard.
   */
  tenantRateQuota: number;
  tenantRateWindowSeconds: number;
  /** When a failing webhook transport is disabled (`webhookHealth` of cdk.json, infra/webhook-health.ts). */
  webhookHealth: WebhookHealth;
  /** Puts a WAF web ACL on the API stage (default: stage and prod). */
  waf: boolean;
  /** Requests one IP may make per 5 minutes before the WAF answers 429. */
  wafRateLimit: number;
  logRetentionDays: number;
  /** Creates the account-wide API Gateway CloudWatch role (false when the account already has one). */
  apiGatewayAccountRole: boolean;
  /** Whether the stateful resources survive a stack deletion. */
  retainData: boolean;
  /** Aurora Serverless v2 capacity of the search cluster, in ACUs; a minimum of 0 pauses it when idle. */
  searchMinAcu: number;
  searchMaxAcu: number;
  /** Context keys that were not given and fell back to a placeholder (synth works, a deploy must not). */
  placeholders: string[];
};

/** Placeholders that keep `cdk synth` working offline; a deployment passes the real values. */
const PLACEHOLDERS = {
  jwksUrl: 'https://auth.retail-commerce.example/.well-known/jwks.json',
  jwtIssuer: 'https://auth.retail-commerce.example/',
  jwtAudience: 'retail-commerce-api',
  mailFromAddress: 'no-reply@retail-commerce.example',
};

type Context = Pick<App['node'], 'tryGetContext'>;

const text = (node: Context, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};
const flag = (node: Context, key: string, fallback: boolean): boolean => {
  const value = text(node, key);
  return value === undefined ? fallback : value === 'true' || value === '1';
};
const positive = (node: Context, key: string, fallback: number): number => {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`context ${key} must be a positive number`);
  return n;
};

const positiveInteger = (node: Context, key: string, fallback: number): number => {
  const n = positive(node, key, fallback);
  if (!Number.isInteger(n)) throw new Error(`context ${key} must be a whole number`);
  return n;
};

/** Aurora Serverless v2 capacity: 0 to 256 ACUs in half steps. */
const acu = (node: Context, key: string, fallback: number): number => {
  const value = text(node, key);
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 256 || !Number.isInteger(n * 2)) {
    throw new Error(`context ${key} must be an ACU count from 0 to 256 in steps of 0.5`);
  }
  return n;
};

/** Default search capacity: dev pauses when idle; stage and prod stay warm (no resume delay). */
const SEARCH_ACU: Record<DeployStage, { min: number; max: number }> = {
  dev: { min: 0, max: 2 },
  stage: { min: 0.5, max: 4 },
  prod: { min: 0.5, max: 16 },
};

/** Reads and checks the deployment settings; an unknown stage is an error, not a default. */
export const readSettings = (node: Context): DeploySettings => {
  const stage = text(node, 'stage') ?? 'dev';
  if (!(DEPLOY_STAGES as readonly string[]).includes(stage)) {
    throw new Error(`context stage must be one of ${DEPLOY_STAGES.join(', ')} (got '${stage}')`);
  }
  const durable = stage !== 'dev';
  const placeholders = Object.keys(PLACEHOLDERS).filter((key) => text(node, key) === undefined);
  const logRetentionDays = positive(node, 'logRetentionDays', durable ? 90 : 14);
  if (!(Object.values(RetentionDays) as number[]).includes(logRetentionDays)) {
    throw new Error(
      `context logRetentionDays must be a CloudWatch retention (1, 3, 5, 7, 14, 30, 60, 90, ...)`,
    );
  }
  const apiDomain =
    text(node, 'apiDomain') ?? apiDomainsOf(node.tryGetContext('apiDomains'))[stage as 'stage' | 'prod'];
  if (apiDomain !== undefined && !isHostName(apiDomain))
    throw new Error('context apiDomain must be a host name such as api.example.com');
  // The cdk.json domains are examples until a deployment names its own and its certificate.
  if (durable && (apiDomain === undefined || apiDomain.endsWith('.example'))) placeholders.push('apiDomain');
  if (durable && text(node, 'apiCertificateArn') === undefined) placeholders.push('apiCertificateArn');
  const searchAcu = SEARCH_ACU[stage as DeployStage];
  const searchMinAcu = acu(node, 'searchMinAcu', searchAcu.min);
  const searchMaxAcu = acu(node, 'searchMaxAcu', Math.max(searchAcu.max, searchMinAcu));
  if (searchMaxAcu < 1 || searchMaxAcu < searchMinAcu) {
    throw new Error('context searchMaxAcu must be at least 1 and at least searchMinAcu');
  }
  return {
    stage: stage as DeployStage,
    account: text(node, 'account'),
    region: text(node, 'region'),
    jwksUrl: text(node, 'jwksUrl') ?? PLACEHOLDERS.jwksUrl,
    jwtIssuer: text(node, 'jwtIssuer') ?? PLACEHOLDERS.jwtIssuer,
    jwtAudience: text(node, 'jwtAudience') ?? PLACEHOLDERS.jwtAudience,
    mailFromAddress: text(node, 'mailFromAddress') ?? PLACEHOLDERS.mailFromAddress,
    mailDomain: text(node, 'mailDomain'),
    apiDomain,
    apiCertificateArn: text(node, 'apiCertificateArn'),
    alarmEmail: text(node, 'alarmEmail'),
    tracing: flag(node, 'tracing', durable),
    throttleRatePerSecond: positive(node, 'throttleRate', stage === 'prod' ? 500 : 100),
    throttleBurst: positive(node, 'throttleBurst', stage === 'prod' ? 1000 : 200),
    // A fifth of the stage's rate per tenant, the whole burst at once: one tenant alone cannot
    // take the stage throttle from the others (docs/decisions/rate-limits.md).
    tenantRateQuota: positiveInteger(node, 'tenantRateQuota', stage === 'prod' ? 1000 : 200),
    tenantRateWindowSeconds: positiveInteger(node, 'tenantRateWindowSeconds', 10),
    webhookHealth: webhookHealthOf(node, stage),
    waf: flag(node, 'waf', durable),
    wafRateLimit: positive(node, 'wafRateLimit', 10_000),
    logRetentionDays,
    apiGatewayAccountRole: flag(node, 'apiGatewayAccountRole', true),
    retainData: durable,
    searchMinAcu,
    searchMaxAcu,
    placeholders,
  };
};

/** Resource name prefix: `retail-commerce-<stage>`. */
export const prefixOf = (settings: Pick<DeploySettings, 'stage'>): string =>
  `retail-commerce-${settings.stage}`;
