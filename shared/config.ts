/**
 * The one reader of `process.env`. The environment is copied once, at first import; every value
 * is read through a getter so that a function only fails for the variables it actually uses,
 * with a message naming the missing variable.
 */
const env: Readonly<Record<string, string | undefined>> = Object.freeze({ ...process.env });

/** Raised when a required environment variable is missing or malformed. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const required = (name: string): string => {
  const value = env[name];
  if (value === undefined || value === '') throw new ConfigError(`environment variable ${name} is required`);
  return value;
};
const optional = (name: string): string | undefined => (env[name] === '' ? undefined : env[name]);
const int = (name: string, fallback: number): number => {
  const raw = optional(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new ConfigError(`environment variable ${name} must be an integer`);
  return value;
};
const bool = (name: string, fallback: boolean): boolean => {
  const raw = optional(name);
  return raw === undefined ? fallback : raw === 'true' || raw === '1';
};

/** Deployment stage: `local` for the embedded stack, `dev` (disposable), `stage` or `prod` in AWS. */
export const STAGES = ['local', 'dev', 'stage', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export const config = {
  get stage(): Stage {
    const stage = optional('STAGE') ?? 'local';
    if (!(STAGES as readonly string[]).includes(stage))
      throw new ConfigError(`STAGE must be one of ${STAGES}`);
    return stage as Stage;
  },
  get isLocal(): boolean {
    return this.stage === 'local';
  },
  get region(): string {
    return optional('AWS_REGION') ?? 'eu-north-1';
  },
  get serviceName(): string {
    return optional('POWERTOOLS_SERVICE_NAME') ?? 'retail-commerce-api';
  },
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** Seconds a client is asked to wait (Retry-After) when the table or a queue cannot be reached. */
  get retryAfterSeconds(): number {
    return int('RETRY_AFTER_SECONDS', 2);
  },
  /** How long an Idempotency-Key stays claimed by a request that never finished (shared/http/idempotency.ts). */
  get idempotencyLeaseSeconds(): number {
    return int('IDEMPOTENCY_LEASE_SECONDS', 30);
  },
  /** Endpoint overrides for the embedded local stack; undefined in AWS. */
  endpoints: {
    get dynamodb(): string | undefined {
      return optional('DYNAMODB_ENDPOINT');
    },
    get sqs(): string | undefined {
      return optional('SQS_ENDPOINT');
    },
    get ses(): string | undefined {
      return optional('SES_ENDPOINT');
    },
    get sms(): string | undefined {
      return optional('SMS_ENDPOINT');
    },
  },
  queues: {
    get webhookDelivery(): string {
      return required('WEBHOOK_QUEUE_URL');
    },
    get notifications(): string {
      return required('NOTIFICATION_QUEUE_URL');
    },
  },
  auth: {
    get issuer(): string {
      return required('JWT_ISSUER');
    },
    get audience(): string {
      return required('JWT_AUDIENCE');
    },
    /** Either a JWKS URL (cloud) or an inline JWKS document (cloud or local). */
    get jwksUrl(): string | undefined {
      return optional('JWKS_URL');
    },
    get jwksJson(): string | undefined {
      return optional('JWKS_JSON');
    },
    get integrationTokenTouchSeconds(): number {
      return int('INTEGRATION_TOKEN_TOUCH_SECONDS', 300);
    },
  },
  mailProviderCallback: {
    /** `user:password` given directly (local stack, tests); wins over the secret. */
    get auth(): string | undefined {
      return optional('MAILPROVIDER_CALLBACK_AUTH');
    },
    /** Secrets Manager secret `{ username, password }`, read through the Lambda secrets extension. */
    get secretArn(): string | undefined {
      return optional('MAILPROVIDER_CALLBACK_SECRET_ARN');
    },
  },
  /** The Lambda's session token; the secrets extension requires it on every request. */
  get awsSessionToken(): string | undefined {
    return optional('AWS_SESSION_TOKEN');
  },
  /** Local stack and tests: validate every response against its declared schema. */
  get validateResponses(): boolean {
    return bool('VALIDATE_RESPONSES', false);
  },
  /** Local stack and bench: report DynamoDB round trips and consumed capacity as response headers. */
  get reportDbUsage(): boolean {
    return bool('REPORT_DB_USAGE', false);
  },
  webhooks: {
    get allowLoopback(): boolean {
      return bool('WEBHOOK_ALLOW_LOOPBACK', false);
    },
    get allowHttp(): boolean {
      return bool('WEBHOOK_ALLOW_HTTP', false);
    },
    get backoffBaseSeconds(): number {
      return int('WEBHOOK_BACKOFF_BASE_SECONDS', 30);
    },
    get backoffMaxSeconds(): number {
      return int('WEBHOOK_BACKOFF_MAX_SECONDS', 43_200);
    },
    get timeoutMs(): number {
      return int('WEBHOOK_TIMEOUT_MS', 10_000);
    },
    get secretsKeyId(): string | undefined {
      return optional('SECRETS_KMS_KEY_ID');
    },
    get localSecretsKey(): string | undefined {
      return optional('LOCAL_SECRETS_KEY');
    },
  },
  notifications: {
    /** First retry delay of a throttled send; doubles per attempt up to the maximum. */
    get backoffBaseSeconds(): number {
      return int('NOTIFICATION_BACKOFF_BASE_SECONDS', 10);
    },
    get backoffMaxSeconds(): number {
      return int('NOTIFICATION_BACKOFF_MAX_SECONDS', 900);
    },
    /** Hand-overs to SES/SMS tried before a notification is FAILED. */
    get maxAttempts(): number {
      return int('NOTIFICATION_MAX_ATTEMPTS', 6);
    },
    /** Minutes a notification may sit NOT_STARTED, or IN_PROGRESS past its lease, before the sweeper re-enqueues it. */
    get sweepAfterMinutes(): number {
      return int('NOTIFICATION_SWEEP_AFTER_MINUTES', 10);
    },
    /** Notifications the sweeper re-enqueues at most per run. */
    get sweepLimit(): number {
      return int('NOTIFICATION_SWEEP_LIMIT', 500);
    },
    /** Sender id, phone number or pool ARN for SMS; the account default when absent. */
    get smsOriginationIdentity(): string | undefined {
      return optional('SMS_ORIGINATION_IDENTITY');
    },
    get smsConfigurationSet(): string | undefined {
      return optional('SMS_CONFIGURATION_SET');
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
      return optional('SEARCH_READER_URL');
    },
    /** node-postgres URL of the writer role (local stack and tests). */
    get writerUrl(): string | undefined {
      return optional('SEARCH_WRITER_URL');
    },
    get clusterArn(): string | undefined {
      return optional('SEARCH_CLUSTER_ARN');
    },
    get readerSecretArn(): string | undefined {
      return optional('SEARCH_READER_SECRET_ARN');
    },
    get writerSecretArn(): string | undefined {
      return optional('SEARCH_WRITER_SECRET_ARN');
    },
    get database(): string {
      return optional('SEARCH_DATABASE') ?? 'search';
    },
    /** Seconds a client is asked to wait (Retry-After) when the read model cannot be reached. */
    get retryAfterSeconds(): number {
      return int('SEARCH_RETRY_AFTER_SECONDS', 5);
    },
    /**
     * `work_mem` of a read transaction. PostgreSQL's default (4 MB) turns the bitmap of a broad
     * match in a million-row tenant lossy (every row of its pages is tested again) and spills a
     * page's window count to disk; 32 MB holds both for 200,000 matches.
     */
    get workMem(): string {
      const value = optional('SEARCH_WORK_MEM') ?? '32MB';
      if (!/^[1-9][0-9]{0,5}(kB|MB|GB)$/.test(value))
        throw new ConfigError('environment variable SEARCH_WORK_MEM must be a size such as 32MB');
      return value;
    },
  },
  mail: {
    get fromAddress(): string {
      return optional('MAIL_FROM_ADDRESS') ?? 'no-reply@example.com';
    },
    get configurationSet(): string | undefined {
      return optional('SES_CONFIGURATION_SET');
    },
  },
} as const;
