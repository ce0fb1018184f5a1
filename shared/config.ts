/**
 * The one reader of `process.env`. The environment is copied once, at the first read of a value
 * (not at import, so that a module may import ENV before the environment is in place), unless it
 * was handed over before (provideEnvironment); every value is read through a getter so that a
 * function only fails for the variables it actually uses, with a message naming the missing one.
 */

/**
 * The names of the environment variables of the service, by what they set. This module reads
 * them, and the CDK stacks, the local stack and the tools set them, through this map only.
 */
export const ENV = {
  stage: 'STAGE',
  region: 'AWS_REGION',
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  tableName: 'TABLE_NAME',
  retryAfterSeconds: 'RETRY_AFTER_SECONDS',
  idempotencyLeaseSeconds: 'IDEMPOTENCY_LEASE_SECONDS',
  rateLimitQuota: 'RATE_LIMIT_QUOTA',
  rateLimitWindowSeconds: 'RATE_LIMIT_WINDOW_SECONDS',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  sqsEndpoint: 'SQS_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  smsEndpoint: 'SMS_ENDPOINT',
  webhookQueueUrl: 'WEBHOOK_QUEUE_URL',
  notificationQueueUrl: 'NOTIFICATION_QUEUE_URL',
  jwtIssuer: 'JWT_ISSUER',
  jwtAudience: 'JWT_AUDIENCE',
  jwksUrl: 'JWKS_URL',
  jwksJson: 'JWKS_JSON',
  integrationTokenTouchSeconds: 'INTEGRATION_TOKEN_TOUCH_SECONDS',
  mailProviderCallbackAuth: 'MAILPROVIDER_CALLBACK_AUTH',
  mailProviderCallbackSecretArn: 'MAILPROVIDER_CALLBACK_SECRET_ARN',
  awsSessionToken: 'AWS_SESSION_TOKEN',
  validateResponses: 'VALIDATE_RESPONSES',
  reportDbUsage: 'REPORT_DB_USAGE',
  webhookAllowLoopback: 'WEBHOOK_ALLOW_LOOPBACK',
  webhookAllowHttp: 'WEBHOOK_ALLOW_HTTP',
  webhookBackoffBaseSeconds: 'WEBHOOK_BACKOFF_BASE_SECONDS',
  webhookBackoffMaxSeconds: 'WEBHOOK_BACKOFF_MAX_SECONDS',
  webhookTimeoutMs: 'WEBHOOK_TIMEOUT_MS',
  webhookDisableAfterSeconds: 'WEBHOOK_DISABLE_AFTER_SECONDS',
  webhookDisableMinFailed: 'WEBHOOK_DISABLE_MIN_FAILED',
  secretsKmsKeyId: 'SECRETS_KMS_KEY_ID',
  localSecretsKey: 'LOCAL_SECRETS_KEY',
  consistencyTokenKey: 'CONSISTENCY_TOKEN_KEY',
  consistencyTokenSecretArn: 'CONSISTENCY_TOKEN_SECRET_ARN',
  changesSettleMs: 'CHANGES_SETTLE_MS',
  notificationBackoffBaseSeconds: 'NOTIFICATION_BACKOFF_BASE_SECONDS',
  notificationBackoffMaxSeconds: 'NOTIFICATION_BACKOFF_MAX_SECONDS',
  notificationMaxAttempts: 'NOTIFICATION_MAX_ATTEMPTS',
  notificationSweepAfterMinutes: 'NOTIFICATION_SWEEP_AFTER_MINUTES',
  notificationSweepLimit: 'NOTIFICATION_SWEEP_LIMIT',
  smsOriginationIdentity: 'SMS_ORIGINATION_IDENTITY',
  smsConfigurationSet: 'SMS_CONFIGURATION_SET',
  searchReaderUrl: 'SEARCH_READER_URL',
  searchWriterUrl: 'SEARCH_WRITER_URL',
  searchClusterArn: 'SEARCH_CLUSTER_ARN',
  searchReaderSecretArn: 'SEARCH_READER_SECRET_ARN',
  searchWriterSecretArn: 'SEARCH_WRITER_SECRET_ARN',
  searchDatabase: 'SEARCH_DATABASE',
  searchRetryAfterSeconds: 'SEARCH_RETRY_AFTER_SECONDS',
  searchWorkMem: 'SEARCH_WORK_MEM',
  mailFromAddress: 'MAIL_FROM_ADDRESS',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  // Read by the AWS SDK and Powertools, not by this module; the local stack and tools set them.
  awsAccessKeyId: 'AWS_ACCESS_KEY_ID',
  awsSecretAccessKey: 'AWS_SECRET_ACCESS_KEY',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  // Read by this module for shared/metrics.ts (and by Powertools itself in AWS).
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  metricsDisabled: 'POWERTOOLS_METRICS_DISABLED',
  // Read by the local stack's start script (npm start) only.
  localPort: 'PORT',
  localAuthorizerCacheSeconds: 'AUTHORIZER_CACHE_SECONDS',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];

let snapshot: Readonly<Record<string, string | undefined>> | undefined;
const env = (name: EnvName): string | undefined => {
  snapshot ??= Object.freeze({ ...process.env });
  return snapshot[name];
};

/**
 * Hands the service its environment: `values` over the process's own, read from now on instead
 * of `process.env`. The local stack runs the handlers in its own process and gives them their
 * environment this way, as Lambda gives each function its own, leaving `process.env` (and with
 * it that of every process it starts) as it was.
 */
export const provideEnvironment = (values: Readonly<Record<string, string>>): void => {
  snapshot = Object.freeze({ ...process.env, ...values });
};

/** Raised when a required environment variable is missing or malformed. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const required = (name: EnvName): string => {
  const value = env(name);
  if (value === undefined || value === '') throw new ConfigError(`environment variable ${name} is required`);
  return value;
};
const optional = (name: EnvName): string | undefined => {
  const value = env(name);
  return value === '' ? undefined : value;
};
const int = (name: EnvName, fallback: number): number => {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new ConfigError(`environment variable ${name} must be an integer`);
  return value;
};
const positiveInt = (name: EnvName, fallback: number): number => {
  const value = int(name, fallback);
  if (value < 1) throw new ConfigError(`environment variable ${name} must be a positive integer`);
  return value;
};
const bool = (name: EnvName, fallback: boolean): boolean => {
  const raw = optional(name);
  return raw === undefined ? fallback : raw === 'true' || raw === '1';
};

/** Deployment stage: `local` for the embedded stack, `dev` (disposable), `stage` or `prod` in AWS. */
export const STAGES = ['local', 'dev', 'stage', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

type Settings<T> = { readonly [K in keyof T]: T[K] extends () => infer V ? V : T[K] };

/**
 * Makes each function of `readers` a property read at every access (a getter), so that a value
 * is taken from the environment only when used; an object (a nested group) stays as it is.
 */
const settings = <T extends Record<string, unknown>>(readers: T): Settings<T> =>
  Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(readers).map(([name, read]): [string, PropertyDescriptor] => [
        name,
        typeof read === 'function'
          ? { get: read as () => unknown, enumerable: true }
          : { value: read, enumerable: true },
      ]),
    ),
  ) as Settings<T>;

const stage = (): Stage => {
  const value = optional(ENV.stage) ?? 'local';
  if (!(STAGES as readonly string[]).includes(value))
    throw new ConfigError(`${ENV.stage} must be one of ${STAGES}`);
  return value as Stage;
};

const workMem = (): string => {
  const value = optional(ENV.searchWorkMem) ?? '32MB';
  if (!/^[1-9][0-9]{0,5}(kB|MB|GB)$/.test(value))
    throw new ConfigError(`environment variable ${ENV.searchWorkMem} must be a size such as 32MB`);
  return value;
};

/** The settings of the service, each read from the environment at its access (see the top of this module). */
export const config = settings({
  stage,
  isLocal: (): boolean => stage() === 'local',
  region: (): string => optional(ENV.region) ?? 'eu-north-1',
  serviceName: (): string => optional(ENV.serviceName) ?? 'retail-commerce-api',
  /**
   * CloudWatch metrics in EMF (shared/metrics.ts): on in AWS, off on the local stack unless
   * POWERTOOLS_METRICS_DISABLED=false asks for them; the namespace is the stage's resource prefix.
   */
  metrics: settings({
    enabled: (): boolean => !bool(ENV.metricsDisabled, stage() === 'local'),
    namespace: (): string => optional(ENV.metricsNamespace) ?? `retail-commerce-${stage()}`,
  }),
  /** The logger's level; when unset, Powertools reads its own variables. */
  logLevel: (): string | undefined => optional(ENV.logLevel),
  tableName: (): string => required(ENV.tableName),
  /** The table's name where one is set; entities load without it in the deployment tools (shared/db/entity-config.ts). */
  /** Seconds a client is asked to wait (Retry-After) when the table or a queue cannot be reached. */
  retryAfterSeconds: (): number => int(ENV.retryAfterSeconds, 2),
  /** How long an Idempotency-Key stays claimed by a request that never finished (shared/http/idempotency.ts). */
  idempotencyLeaseSeconds: (): number => int(ENV.idempotencyLeaseSeconds, 30),
  /**
   * The stage's default request quota of a tenant (shared/rate-limit/): `quota` requests per
   * `windowSeconds`, all usable at once; a tenant's own policy item replaces it.
   */
  rateLimit: (): { quota: number; windowSeconds: number } => ({
    quota: positiveInt(ENV.rateLimitQuota, 1000),
    windowSeconds: positiveInt(ENV.rateLimitWindowSeconds, 10),
  }),
  /** Endpoint overrides for the embedded local stack; undefined in AWS. */
  endpoints: settings({
    dynamodb: (): string | undefined => optional(ENV.dynamodbEndpoint),
    sqs: (): string | undefined => optional(ENV.sqsEndpoint),
    ses: (): string | undefined => optional(ENV.sesEndpoint),
    sms: (): string | undefined => optional(ENV.smsEndpoint),
  }),
  queues: settings({
    webhookDelivery: (): string => required(ENV.webhookQueueUrl),
    notifications: (): string => required(ENV.notificationQueueUrl),
  }),
  auth: settings({
    issuer: (): string => required(ENV.jwtIssuer),
    audience: (): string => required(ENV.jwtAudience),
    /** Either a JWKS URL (cloud) or an inline JWKS document (cloud or local). */
    jwksUrl: (): string | undefined => optional(ENV.jwksUrl),
    jwksJson: (): string | undefined => optional(ENV.jwksJson),
    integrationTokenTouchSeconds: (): number => int(ENV.integrationTokenTouchSeconds, 300),
  }),
  mailProviderCallback: settings({
    /** `user:password` given directly (local stack, tests); wins over the secret. */
    auth: (): string | undefined => optional(ENV.mailProviderCallbackAuth),
    /** Secrets Manager secret `{ username, password }`, read through the Lambda secrets extension. */
    secretArn: (): string | undefined => optional(ENV.mailProviderCallbackSecretArn),
  }),
  /** The Lambda's session token; the secrets extension requires it on every request. */
  awsSessionToken: (): string | undefined => optional(ENV.awsSessionToken),
  /** Local stack and tests: validate every response against its declared schema. */
  validateResponses: (): boolean => bool(ENV.validateResponses, false),
  /** Local stack and bench: report DynamoDB round trips and consumed capacity as response headers. */
  reportDbUsage: (): boolean => bool(ENV.reportDbUsage, false),
  webhooks: settings({
    allowLoopback: (): boolean => bool(ENV.webhookAllowLoopback, false),
    allowHttp: (): boolean => bool(ENV.webhookAllowHttp, false),
    backoffBaseSeconds: (): number => int(ENV.webhookBackoffBaseSeconds, 30),
    backoffMaxSeconds: (): number => int(ENV.webhookBackoffMaxSeconds, 43_200),
    timeoutMs: (): number => int(ENV.webhookTimeoutMs, 10_000),
    /** A transport is disabled once no delivery succeeded for this long (default 5 days)... */
    disableAfterSeconds: (): number => int(ENV.webhookDisableAfterSeconds, 432_000),
    /** ...and at least this many deliveries in a row ended FAILED (docs/decisions/webhooks.md). */
    disableMinFailed: (): number => int(ENV.webhookDisableMinFailed, 5),
    secretsKeyId: (): string | undefined => optional(ENV.secretsKmsKeyId),
    localSecretsKey: (): string | undefined => optional(ENV.localSecretsKey),
  }),
  /**
   * The key that signs Consistency-Token headers (shared/search/consistency-token.ts): given
   * directly (local stack, tests; base64, at least 32 bytes) or as a Secrets Manager secret read
   * through the Lambda secrets extension. Without either, no token is issued or honoured.
   */
  consistencyToken: settings({
    key: (): string | undefined => optional(ENV.consistencyTokenKey),
    secretArn: (): string | undefined => optional(ENV.consistencyTokenSecretArn),
  }),
  /**
   * Changes since (shared/search/changes-page.ts): a changes page answers records changed at least
   * this long ago, so that a write committed or indexed late still lands behind the client's cursor.
   */
  changesSettleMs: (): number => int(ENV.changesSettleMs, 5000),
  notifications: settings({
    /** First retry delay of a throttled send; doubles per attempt up to the maximum. */
    backoffBaseSeconds: (): number => int(ENV.notificationBackoffBaseSeconds, 10),
    backoffMaxSeconds: (): number => int(ENV.notificationBackoffMaxSeconds, 900),
    /** Hand-overs to SES/SMS tried before a notification is FAILED. */
    maxAttempts: (): number => int(ENV.notificationMaxAttempts, 6),
    /** Minutes a notification may sit NOT_STARTED, or IN_PROGRESS past its lease, before the sweeper re-enqueues it. */
    sweepAfterMinutes: (): number => int(ENV.notificationSweepAfterMinutes, 10),
    /** Notifications the sweeper re-enqueues at most per run. */
    sweepLimit: (): number => int(ENV.notificationSweepLimit, 500),
    /** Sender id, phone number or pool ARN for SMS; the account default when absent. */
    smsOriginationIdentity: (): string | undefined => optional(ENV.smsOriginationIdentity),
    smsConfigurationSet: (): string | undefined => optional(ENV.smsConfigurationSet),
  }),
  /**
   * The search read model (DESIGN section 5a). Locally a PostgreSQL URL per role; in AWS the Aurora
   * cluster, reached through the RDS Data API with one Secrets Manager secret per role. A function
   * gets only the role its grant names: `reader` (sees the tenant views only) or `writer` (the
   * indexer, the migrator and the rebuild).
   */
  search: settings({
    /** node-postgres URL of the reader role (local stack and tests). */
    readerUrl: (): string | undefined => optional(ENV.searchReaderUrl),
    /** node-postgres URL of the writer role (local stack and tests). */
    writerUrl: (): string | undefined => optional(ENV.searchWriterUrl),
    clusterArn: (): string | undefined => optional(ENV.searchClusterArn),
    readerSecretArn: (): string | undefined => optional(ENV.searchReaderSecretArn),
    writerSecretArn: (): string | undefined => optional(ENV.searchWriterSecretArn),
    database: (): string => optional(ENV.searchDatabase) ?? 'search',
    /** Seconds a client is asked to wait (Retry-After) when the read model cannot be reached. */
    retryAfterSeconds: (): number => int(ENV.searchRetryAfterSeconds, 5),
    /**
     * `work_mem` of a read transaction. PostgreSQL's default (4 MB) turns the bitmap of a broad
     * match in a million-row tenant lossy (every row of its pages is tested again) and spills a
     * page's window count to disk; 32 MB holds both for 200,000 matches.
     */
    workMem,
  }),
  mail: settings({
    fromAddress: (): string => optional(ENV.mailFromAddress) ?? 'no-reply@example.com',
    configurationSet: (): string | undefined => optional(ENV.sesConfigurationSet),
  }),
});
