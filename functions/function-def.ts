import type { RouteDef } from '#shared/http/route.ts';

/**
 * The shapes of the function registry (functions/registry.ts): queues, grants and the four kinds
 * of function. Kept apart from the list itself so the list stays readable.
 */

/** Queues of the service; each has a dead-letter queue. Visibility in seconds. */
export const QUEUES = {
  // 11 receives = the 11 attempts of spec 6.1; the delivery function records the 11th failure and
  // SQS moves the message to the DLQ on the next receive.
  webhookDelivery: { envVar: 'WEBHOOK_QUEUE_URL', visibilityTimeoutSeconds: 60, maxReceiveCount: 11 },
  notifications: { envVar: 'NOTIFICATION_QUEUE_URL', visibilityTimeoutSeconds: 60, maxReceiveCount: 8 },
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
};

export type HttpFunctionDef = Common & { kind: 'http'; routes: Record<string, RouteDef> };
export type StreamFunctionDef = Common & {
  kind: 'stream';
  batchSize: number;
  recordTypes: readonly string[];
};
export type QueueFunctionDef = Common & { kind: 'queue'; queue: QueueName; batchSize: number };
/** Invoked every `rateMinutes` (EventBridge rule in AWS, a timer in the local stack). */
export type ScheduleFunctionDef = Common & { kind: 'schedule'; rateMinutes: number };
export type FunctionDef = HttpFunctionDef | StreamFunctionDef | QueueFunctionDef | ScheduleFunctionDef;
