import type { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { FunctionDef, Grants, QueueName } from '#functions/registry.ts';
import { QUEUES } from '#functions/registry.ts';
import { USER_SCHEMES } from '#shared/auth/model.ts';
import { ENV } from '#shared/config.ts';
import { TABLE } from '#shared/db/table.ts';
import { checksStores } from '#shared/http/store-scope.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import type { StatefulStack } from '../stacks/stateful-stack.ts';
import { searchEnvironment, searchStatements } from './search-grants.ts';

/** Item reads. TransactGetItems and Query on an index authorize as these actions. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:DescribeTable',
] as const;
/** Item writes. TransactWriteItems authorizes each of its items as one of these; no Scan anywhere. */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;
export const STREAM_READ_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
] as const;
export const QUEUE_CONSUME_ACTIONS = [
  'sqs:ReceiveMessage',
  'sqs:DeleteMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:GetQueueAttributes',
] as const;

/** What a function's grants may point at; all of it lives in the stateful stack. */
export type GrantTargets = Pick<
  StatefulStack,
  | 'table'
  | 'queues'
  | 'streamFailures'
  | 'secretsKey'
  | 'configurationSet'
  | 'callbackSecret'
  | 'consistencySecret'
  | 'search'
>;

/**
 * Whether a function reads or writes read-your-writes markers, and so signs and checks
 * Consistency-Tokens: every function that reads the read model as the reader.
 */
export const signsConsistencyTokens = (grants: Grants): boolean => grants.search === 'reader';

/**
 * Whether an HTTP function's kernel looks up integration tokens (shared/http/authorize.ts): it
 * does on every route that accepts them, whatever table grant the function has otherwise.
 */
export const checksIntegrationTokens = (fn: FunctionDef): boolean =>
  fn.kind === 'http' &&
  Object.values(fn.routes).some(
    (route) => route.auth !== 'public' && (route.auth.schemes ?? USER_SCHEMES).includes('integration'),
  );

/**
 * Whether an HTTP function's kernel checks the store of a store-scoped path
 * (shared/http/store-scope.ts): one GetItem of the store's main item per request.
 */
export const checksStoreScope = (fn: FunctionDef): boolean => fn.kind === 'http' && checksStores(fn.routes);

/**
 * Whether an HTTP function's kernel limits its callers' tenants (shared/http/rate-limit.ts): it
 * does on every route that is not public.
 */
export const limitsTenantRate = (fn: FunctionDef): boolean =>
  fn.kind === 'http' && Object.values(fn.routes).some((route) => route.auth !== 'public');

/** The partition of a tenant's rate-limit items (shared/rate-limit/rate-limit.repository.ts). */
export const RATE_LIMIT_KEYS = ['T#*#RATELIMIT'] as const;

/**
 * A function as the grant builder sees it: its grants plus what its event source and its routes
 * imply (`checksTokens`: checksIntegrationTokens; `checksStores`: checksStoreScope; `limitsRate`:
 * limitsTenantRate).
 */
type Grantee = {
  grants: Grants;
  kind: FunctionDef['kind'] | 'authorizer';
  consumes?: QueueName;
  checksTokens?: boolean;
  checksStores?: boolean;
  limitsRate?: boolean;
};

const arn = (stack: Stack, service: string, resource: string) =>
  `arn:${stack.partition}:${service}:${stack.region}:${stack.account}:${resource}`;

/** SES identities a send from the configured address is authorized against (address and domain). */
const mailIdentities = (stack: Stack, settings: DeploySettings): string[] => {
  const domain = settings.mailFromAddress.split('@')[1] ?? settings.mailFromAddress;
  const names = new Set([
    settings.mailFromAddress,
    domain,
    ...(settings.mailDomain ? [settings.mailDomain] : []),
  ]);
  return [...names].map((name) => arn(stack, 'ses', `identity/${name}`));
};

/** KMS actions on the secrets key by the `secrets` grant. */
const SECRETS_KEY_ACTIONS = {
  encrypt: ['kms:Encrypt'],
  decrypt: ['kms:Decrypt'],
  both: ['kms:Encrypt', 'kms:Decrypt'],
} as const;

/** One Allow statement; `conditions` only where given. */
const allow = (
  sid: string,
  actions: readonly string[],
  resources: string[],
  conditions?: Record<string, unknown>,
): iam.PolicyStatement =>
  new iam.PolicyStatement({ sid, actions: [...actions], resources, ...(conditions ? { conditions } : {}) });

/**
 * Turns a function's declared grants into IAM statements that name exact resources: the table
 * and its index ARNs (reads) or the table alone (writes), single queues, the one KMS key, the one
 * secret, the search cluster and the secret of one search role. Nothing here grants `*` actions.
 */
export const statementsFor = (
  stack: Stack,
  fn: Grantee,
  targets: GrantTargets,
  settings: DeploySettings,
): iam.PolicyStatement[] => {
  const { grants } = fn;
  const tableArn = targets.table.tableArn;
  const leadingKeys = grants.tableLeadingKeys?.length
    ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grants.tableLeadingKeys] } }
    : undefined;
  const queueArns = (names: readonly QueueName[]) => names.map((q) => targets.queues[q].queue.queueArn);
  return [
    ...(grants.table
      ? [
          allow(
            'TableRead',
            TABLE_READ_ACTIONS,
            [tableArn, ...TABLE.indexes.map((i) => `${tableArn}/index/${i.name}`)],
            leadingKeys,
          ),
        ]
      : []),
    // The HTTP kernel re-checks an integration token's revocation (shared/auth/revocation.ts):
    // one GetItem on the token's own item, whatever the function's other keys, also in a
    // function that has no other table access (reports).
    ...(fn.checksTokens
      ? [
          allow('IntegrationTokenRead', ['dynamodb:GetItem'], [tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ITOKEN#*'] },
          }),
        ]
      : []),
    // The kernel's store check of a store-scoped path: GetItem alone on store partitions (the
    // pattern also matches a store's sub-partitions; IAM leading keys cannot end at a segment).
    ...(fn.checksStores
      ? [
          allow('StoreScopeRead', ['dynamodb:GetItem'], [tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#*#STORE#*'] },
          }),
        ]
      : []),
    // The tenant's bucket: one conditional UpdateItem per request, and its policy item read once a
    // minute, in every function that limits, whatever its other keys (or none: reports).
    ...(fn.limitsRate
      ? [
          allow('RateLimitBucket', ['dynamodb:GetItem', 'dynamodb:UpdateItem'], [tableArn], {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...RATE_LIMIT_KEYS] },
          }),
        ]
      : []),
    ...(grants.table === 'readWrite'
      ? [allow('TableWrite', TABLE_WRITE_ACTIONS, [tableArn], leadingKeys)]
      : []),
    ...(fn.kind === 'stream'
      ? [
          allow('StreamRead', STREAM_READ_ACTIONS, [streamResource(stack, settings)]),
          allow('StreamFailures', ['sqs:SendMessage'], [targets.streamFailures.queueArn]),
        ]
      : []),
    ...(fn.consumes ? [allow('QueueConsume', QUEUE_CONSUME_ACTIONS, queueArns([fn.consumes]))] : []),
    ...(grants.sendTo?.length ? [allow('QueueSend', ['sqs:SendMessage'], queueArns(grants.sendTo))] : []),
    ...(grants.inspect?.length
      ? [allow('QueueInspect', ['sqs:GetQueueAttributes'], queueArns(grants.inspect))]
      : []),
    ...(grants.ses
      ? [
          allow(
            'MailSend',
            ['ses:SendEmail'],
            [
              ...mailIdentities(stack, settings),
              arn(stack, 'ses', `configuration-set/${targets.configurationSet.configurationSetName}`),
            ],
          ),
        ]
      : []),
    ...(grants.sms ? [allow('SmsSend', ['sms-voice:SendTextMessage'], smsResources(stack))] : []),
    ...(grants.secrets
      ? [allow('SecretsKey', SECRETS_KEY_ACTIONS[grants.secrets], [targets.secretsKey.keyArn])]
      : []),
    ...(grants.callbackSecret
      ? [allow('CallbackSecret', ['secretsmanager:GetSecretValue'], [targets.callbackSecret.secretArn])]
      : []),
    ...(grants.secretPrefixes?.length
      ? [
          allow(
            'NamedSecrets',
            ['secretsmanager:GetSecretValue'],
            grants.secretPrefixes.map((prefix) => namedSecretsArn(stack, prefix)),
          ),
        ]
      : []),
    ...(grants.search ? searchStatements(targets.search, grants.search) : []),
    ...(signsConsistencyTokens(grants)
      ? [allow('ConsistencySecret', ['secretsmanager:GetSecretValue'], [targets.consistencySecret.secretArn])]
      : []),
  ];
};

/**
 * The secrets whose names start with `prefix`. Secrets Manager appends six random characters to a
 * secret's name in its ARN, so the pattern ends in `*` whatever the prefix.
 */
export const namedSecretsArn = (stack: Stack, prefix: string): string =>
  arn(stack, 'secretsmanager', `secret:${prefix}*`);

/**
 * Streams of the table, by name: the stream label changes whenever the stream is re-created, and
 * ListStreams is authorized against `table/<name>/stream/*`.
 */
export const streamResource = (stack: Stack, settings: DeploySettings): string =>
  arn(stack, 'dynamodb', `table/${prefixOf(settings)}/stream/*`);

/** End User Messaging SMS resources a send may touch (the origination identity is chosen per account). */
export const smsResources = (stack: Stack): string[] =>
  ['phone-number/*', 'pool/*', 'sender-id/*', 'configuration-set/*', 'opt-out-list/*'].map((r) =>
    arn(stack, 'sms-voice', r),
  );

/** Environment variables a function's grants call for, and nothing else. */
export const environmentFor = (
  fn: Grantee,
  targets: GrantTargets,
  settings: DeploySettings,
): Record<string, string> => {
  const { grants } = fn;
  const env: Record<string, string> = {};
  if (grants.table || fn.checksTokens || fn.checksStores || fn.limitsRate)
    env[ENV.tableName] = targets.table.tableName;
  if (fn.limitsRate) {
    env[ENV.rateLimitQuota] = String(settings.tenantRateQuota);
    env[ENV.rateLimitWindowSeconds] = String(settings.tenantRateWindowSeconds);
  }
  // The delivery queue's consumer counts failed deliveries and disables a transport by the stage's rule.
  if (fn.consumes === 'webhookDelivery') {
    env[ENV.webhookDisableMinFailed] = String(settings.webhookHealth.minFailed);
    env[ENV.webhookDisableAfterSeconds] = String(settings.webhookHealth.afterSeconds);
  }
  const queues = new Set<QueueName>([
    ...(grants.sendTo ?? []),
    ...(grants.inspect ?? []),
    ...(fn.consumes ? [fn.consumes] : []),
  ]);
  for (const name of queues) env[QUEUES[name].envVar] = targets.queues[name].queue.queueUrl;
  if (grants.secrets) env[ENV.secretsKmsKeyId] = targets.secretsKey.keyArn;
  if (grants.ses) {
    env[ENV.mailFromAddress] = settings.mailFromAddress;
    env[ENV.sesConfigurationSet] = targets.configurationSet.configurationSetName;
  }
  if (grants.callbackSecret) env[ENV.mailProviderCallbackSecretArn] = targets.callbackSecret.secretArn;
  if (grants.search) Object.assign(env, searchEnvironment(targets.search, grants.search));
  if (signsConsistencyTokens(grants))
    env[ENV.consistencyTokenSecretArn] = targets.consistencySecret.secretArn;
  return env;
};
