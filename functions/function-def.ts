import { ENV } from '#shared/config.ts';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * The shapes of the function registry (functions/registry.ts): queues, grants and the four kinds
 * of function. Kept apart from the list itself so the list stays readable.
 */

/** Queues of the service; each has a dead-letter queue. Visibility in seconds. */
export const QUEUES = {
  // 11 receives = the 11 attempts of spec 6.1; the delivery function records the 11th failure and
  // SQS moves the message to the DLQ on the next receive.
  webhookDelivery: { envVar: ENV.webhookQueueUrl, visibilityTimeoutSeconds: 60, maxReceiveCount: 11 },
  notifications: { envVar: ENV.notificationQueueUrl, visibilityTimeoutSeconds: 60, maxReceiveCount: 8 },
} as const;
export type QueueName = keyof typeof QUEUES;

/** Least-privilege grants of a function; the CDK stack turns them into IAM statements. */
export type Grants = {
  table?: 'read' | 'readWrite';
  /** Queues the function sends to. */
  sendTo?: readonly QueueName[];
  /** Queues whose attributes the function reads (health). */
  inspect?: readonly QueueName[];
  ses?: boolean;
  sms?: boolean;
  /** KMS use of the secrets key. */
  secrets?: 'encrypt' | 'decrypt' | 'both';
  /** Reads the mail-provider callback credentials. */
  callbackSecret?: boolean;
  /**
   * Secrets Manager secrets the function reads by name, through the secrets extension:
   * GetSecretValue on the secrets whose names start with one of these prefixes (`rcs/carriers/`).
   */
  secretPrefixes?: readonly string[];
  /** The search read model: `reader` (searches, per-tenant views) or `writer` (indexer, migrator). */
  search?: 'reader' | 'writer';
  /** Restricts table access to items whose partition key matches one of these patterns (IAM dynamodb:LeadingKeys). */
  tableLeadingKeys?: readonly string[];
};

/**
 * SES event types (configuration-set event publishing) a function can receive. The deployment
 * publishes the union of them from the service's configuration set to EventBridge and routes
 * each function's types to it.
 */
export const SES_EVENT_TYPES = [
  'SEND',
  'DELIVERY',
  'BOUNCE',
  'COMPLAINT',
  'REJECT',
  'RENDERING_FAILURE',
  'DELIVERY_DELAY',
  'OPEN',
  'CLICK',
  'SUBSCRIPTION',
] as const;
export type SesEventType = (typeof SES_EVENT_TYPES)[number];

type Common = {
  /** Function name suffix, kebab-case. */
  name: string;
  /** Handler module path from the repository root; it exports `handler`. */
  entry: string;
  grants: Grants;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** SES events of the configuration set delivered to this function (EventBridge, source aws.ses). */
  sesEvents?: readonly SesEventType[];
  /** Files (paths from the repository root) copied next to the bundle, which reads them at run time. */
  files?: readonly string[];
  /**
   * Modules (paths from the repository root) bundled apart from the entry, each into a file next
   * to the bundle, which loads it with importChunk (shared/chunk.ts) on the path that needs it.
   */
  chunks?: readonly string[];
};

export type HttpFunctionDef = Common & { kind: 'http'; routes: Record<string, RouteDef> };
export type StreamFunctionDef = Common & {
  kind: 'stream';
  batchSize: number;
  /** Items whose `recordType` is one of these feed the function. */
  recordTypes: readonly string[];
  /** Items of these ElectroDB entities (`__edb_e__`) feed it too. */
  entities?: readonly string[];
  /** `inserts` (default): new items only. `all`: every INSERT, MODIFY and REMOVE. */
  changes?: 'inserts' | 'all';
  /**
   * Retry a failing batch until it succeeds or its records leave the stream (24 h), instead of
   * parking it after a few attempts: for consumers whose failures are outages, not bad records.
   */
  retryUntilExpired?: boolean;
};

/**
 * Retries of a failing stream batch before it is parked on the failure queue (after bisecting),
 * for functions without `retryUntilExpired`: the CDK mapping and the local stack both read it.
 */
export const STREAM_RETRY_ATTEMPTS = 10;

/** Stream record fields the filter reads (a DynamoDB stream record, wire format). */
type StreamRecordLike = {
  eventName?: string | undefined;
  dynamodb?:
    | {
        NewImage?: Record<string, { S?: string | undefined } | object> | undefined;
        OldImage?: Record<string, { S?: string | undefined } | object> | undefined;
      }
    | undefined;
};

const stringAttr = (image: Record<string, { S?: string | undefined } | object> | undefined, name: string) =>
  (image?.[name] as { S?: string } | undefined)?.S ?? '';

/**
 * The event filter of a stream function, in one place: the local stream poller applies it and
 * the CDK event source mapping declares the same criteria (infra/constructs/event-sources.ts).
 */
export const streamRecordMatches = (def: StreamFunctionDef, record: StreamRecordLike): boolean => {
  if ((def.changes ?? 'inserts') === 'inserts' && record.eventName !== 'INSERT') return false;
  const image = record.eventName === 'REMOVE' ? record.dynamodb?.OldImage : record.dynamodb?.NewImage;
  return (
    def.recordTypes.includes(stringAttr(image, 'recordType')) ||
    (def.entities?.includes(stringAttr(image, '__edb_e__')) ?? false)
  );
};
export type QueueFunctionDef = Common & { kind: 'queue'; queue: QueueName; batchSize: number };
/** Invoked every `rateMinutes` (EventBridge rule in AWS, a timer in the local stack). */
export type ScheduleFunctionDef = Common & { kind: 'schedule'; rateMinutes: number };
export type FunctionDef = HttpFunctionDef | StreamFunctionDef | QueueFunctionDef | ScheduleFunctionDef;
