/**
 * The one reader of `process.env`. The environment is copied once, at the first read of a value
 * (not at import, so that a module may import ENV before the environment is in place, as the
 * local stack does); every value is read through a getter so that a function only fails for the
 * variables it actually uses, with a message naming the missing variable.
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
  secretsKmsKeyId: 'SECRETS_KMS_KEY_ID',
  localSecretsKey: 'LOCAL_SECRETS_KEY',
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
const bool = (name: EnvName, fallback: boolean): boolean => {
  const raw = optional(name);
  return raw === undefined ? fallback : raw === 'true' || raw === '1';
};

/** Deployment stage: `local` for the embedded stack, `dev` (disposable), `stage` or `prod` in AWS. */
export const STAGES = ['local', 'dev', 'stage', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export const config = {
  get stage(): Stage {
    const stage = optional(ENV.stage) ?? 'local';
    if (!(STAGES as readonly string[]).includes(stage))
      throw new ConfigError(`${ENV.stage} must be one of ${STAGES}`);
    return stage as Stage;
  },
  get isLocal(): boolean {
    return this.stage === 'local';
  },
  get region(): string {
    return optional(ENV.region) ?? 'eu-north-1';
  },
  get serviceName(): string {
    return optional(ENV.serviceName) ?? 'retail-commerce-api';
  },
  get tableName(): string {
    return required(ENV.tableName);
  },
  /** Seconds a client is asked to wait (Retry-After) when the table or a queue cannot be reached. */
  get retryAfterSeconds(): number {
    return int(ENV.retryAfterSeconds, 2);
  },
  /** How long an Idempotency-Key stays claimed by a request that never finished (shared/http/idempotency.ts). */
  get idempotencyLeaseSeconds(): number {
    return int(ENV.idempotencyLeaseSeconds, 30);
  },
  /** Endpoint overrides for the embedded local stack; undefined in AWS. */
  endpoints: {
    get dynamodb(): string | undefined {
      return optional(ENV.dynamodbEndpoint);
    },
    get sqs(): string | undefined {
      return optional(ENV.sqsEndpoint);
    },
    get ses(): string | undefined {
      return optional(ENV.sesEndpoint);
    },
    get sms(): string | undefined {
      return optional(ENV.smsEndpoint);
    },
  },
  queues: {
    get webhookDelivery(): string {
      return required(ENV.webhookQueueUrl);
    },
    get notifications(): string {
      return required(ENV.notificationQueueUrl);
    },
  },
  auth: {
    get issuer(): string {
      return required(ENV.jwtIssuer);
    },
    get audience(): string {
      return required(ENV.jwtAudience);
    },
    /** Either a JWKS URL (cloud) or an inline JWKS document (cloud or local). */
    get jwksUrl(): string | undefined {
      return optional(ENV.jwksUrl);
    },
    get jwksJson(): string | undefined {
      return optional(ENV.jwksJson);
    },
    get integrationTokenTouchSeconds(): number {
      return int(ENV.integrationTokenTouchSeconds, 300);
    },
  },
  mailProviderCallback: {
    /** `user:password` given directly (local stack, tests); wins over the secret. */
    get auth(): string | undefined {
      return optional(ENV.mailProviderCallbackAuth);
    },
    /** Secrets Manager secret `{ username, password }`, read through the Lambda secrets extension. */
    get secretArn(): string | undefined {
      return optional(ENV.mailProviderCallbackSecretArn);
    },
  },
  /** The Lambda's session token; the secrets extension requires it on every request. */
  get awsSessionToken(): string | undefined {
    return optional(ENV.awsSessionToken);
  },
  /** Local stack and tests: validate every response against its declared schema. */
  get validateResponses(): boolean {
    return bool(ENV.validateResponses, false);
  },
  /** Local stack and bench: report DynamoDB round trips and consumed capacity as response headers. */
  get reportDbUsage(): boolean {
    return bool(ENV.reportDbUsage, false);
  },
  webhooks: {
    get allowLoopback(): boolean {
      return bool(ENV.webhookAllowLoopback, false);
    },
    get allowHttp(): boolean {
      return bool(ENV.webhookAllowHttp, false);
    },
    get backoffBaseSeconds(): number {
      return int(ENV.webhookBackoffBaseSeconds, 30);
    },
    get backoffMaxSeconds(): number {
      return int(ENV.webhookBackoffMaxSeconds, 43_200);
    },
    get timeoutMs(): number {
      return int(ENV.webhookTimeoutMs, 10_000);
    },
    get secretsKeyId(): string | undefined {
      return optional(ENV.secretsKmsKeyId);
    },
    get localSecretsKey(): string | undefined {
      return optional(ENV.localSecretsKey);
    },
  },
  notifications: {
    /** First retry delay of a throttled send; doubles per attempt up to the maximum. */
    get backoffBaseSeconds(): number {
      return int(ENV.notificationBackoffBaseSeconds, 10);
    },
    get backoffMaxSeconds(): number {
      return int(ENV.notificationBackoffMaxSeconds, 900);
    },
    /** Hand-overs to SES/SMS tried before a notification is FAILED. */
    get maxAttempts(): number {
      return int(ENV.notificationMaxAttempts, 6);
    },
    /** Minutes a notification may sit NOT_STARTED, or IN_PROGRESS past its lease, before the sweeper re-enqueues it. */
    get sweepAfterMinutes(): number {
      return int(ENV.notificationSweepAfterMinutes, 10);
    },
    /** Notifications the sweeper re-enqueues at most per run. */
    get sweepLimit(): number {
      return int(ENV.notificationSweepLimit, 500);
    },
    /** Sender id, phone number or pool ARN for SMS; the account default when absent. */
    get smsOriginationIdentity(): string | undefined {
      return optional(ENV.smsOriginationIdentity);
    },
    get smsConfigurationSet(): string | undefined {
      return optional(ENV.smsConfigurationSet);
    },
  },
  /**
   * The search read model (DESIGN section 5a). Locally a PostgreSQL URL per role; in AWS the Aurora
   * cluster, reached through the RDS Data API with one Secrets Manager secret per role. A function
   * gets only the role its grant names: `reader` (sees the tenant views only) or `writer` (the
   * indexer, the migrator and the rebuild).
   */
  search: {
    /** node-postgres URL of the reader role (local stack and tests). */
    get readerUrl(): string | undefined {
      return optional(ENV.searchReaderUrl);
    },
    /** node-postgres URL of the writer role (local stack and tests). */
    get writerUrl(): string | undefined {
      return optional(ENV.searchWriterUrl);
    },
    get clusterArn(): string | undefined {
      return optional(ENV.searchClusterArn);
    },
    get readerSecretArn(): string | undefined {
      return optional(ENV.searchReaderSecretArn);
    },
    get writerSecretArn(): string | undefined {
      return optional(ENV.searchWriterSecretArn);
    },
    get database(): string {
      return optional(ENV.searchDatabase) ?? 'search';
    },
    /** Seconds a client is asked to wait (Retry-After) when the read model cannot be reached. */
    get retryAfterSeconds(): number {
      return int(ENV.searchRetryAfterSeconds, 5);
    },
    /**
     * `work_mem` of a read transaction. PostgreSQL's default (4 MB) turns the bitmap of a broad
     * match in a million-row tenant lossy (every row of its pages is tested again) and spills a
     * page's window count to disk; 32 MB holds both for 200,000 matches.
     */
    get workMem(): string {
      const value = optional(ENV.searchWorkMem) ?? '32MB';
      if (!/^[1-9][0-9]{0,5}(kB|MB|GB)$/.test(value))
        throw new ConfigError(`environment variable ${ENV.searchWorkMem} must be a size such as 32MB`);
      return value;
    },
  },
  mail: {
    get fromAddress(): string {
      return optional(ENV.mailFromAddress) ?? 'no-reply@example.com';
    },
    get configurationSet(): string | undefined {
      return optional(ENV.sesConfigurationSet);
    },
  },
} as const;
