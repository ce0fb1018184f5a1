import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';

/**
 * The metrics of the service, by name: CloudWatch metrics written as EMF lines on stdout
 * (Powertools Metrics), which CloudWatch Logs turns into metrics at no API cost. No dimension
 * ever carries a tenant, a uid or anything else without a small fixed set of values (each value
 * of a dimension is a metric of its own, billed apart).
 */
export const METRICS = {
  /** HTTP: milliseconds from the first middleware to the answer, per operation. */
  latency: 'Latency',
  /** HTTP: 1 for an answer of 500 or more, else 0 (its average is the error rate), per operation. */
  serverErrors: 'ServerErrors',
  /** HTTP: 1 for an answer of 400 to 499, else 0, per operation. */
  clientErrors: 'ClientErrors',
  /** Webhook delivery attempts by how they ended (functions/webhooks/workers/delivery/deliver.ts). */
  webhookDelivered: 'WebhookDelivered',
  webhookRetried: 'WebhookRetried',
  webhookFailed: 'WebhookFailed',
  webhookSkipped: 'WebhookSkipped',
  /** Search indexer: milliseconds from the oldest change of a batch to its rows being written. */
  indexerLag: 'IndexerLag',
} as const;
export type MetricName = (typeof METRICS)[keyof typeof METRICS];

/** The dimension of the HTTP metrics: the route's operationId (never the tenant). */
export const OPERATION_DIMENSION = 'operation';

let instance: Metrics | undefined;

/**
 * The container's Metrics, made at first use, or undefined when metrics are off (the local stack
 * unless asked, config.metrics): then nothing is stored and nothing is written.
 */
const metricsOf = (): Metrics | undefined => {
  if (!config.metrics.enabled) return undefined;
  // Powertools warnings (an invalid dimension) go to the service's logger, not a bare console.
  instance ??= new Metrics({ namespace: config.metrics.namespace, serviceName: config.serviceName, logger });
  return instance;
};

/** Adds one value of a metric to the invocation's metrics; nothing when metrics are off. */
export const addMetric = (name: MetricName, value = 1, unit: 'Count' | 'Milliseconds' = 'Count'): void => {
  metricsOf()?.addMetric(name, unit === 'Count' ? MetricUnit.Count : MetricUnit.Milliseconds, value);
};

/** Adds a dimension to every metric of the invocation (cleared when they are written). */
export const addMetricDimension = (name: string, value: string): void => {
  metricsOf()?.addDimension(name, value);
};

/**
 * Writes the invocation's metrics, if it has any (an empty flush would only log a warning). A
 * metric that cannot be written is logged: it never turns the invocation's answer into a failure.
 */
const flush = (): void => {
  try {
    if (instance?.hasStoredMetrics()) instance.publishStoredMetrics();
  } catch (error) {
    logger.warn('metrics not written', { error: error as Error });
  }
};

/**
 * The middy middleware of every function (createHttpHandler, createWorkerHandler): the cold start
 * (Powertools' ColdStart metric, dimension function_name) before the work, and the invocation's
 * metrics written after it, failed or not. Registered first, so that it writes last.
 */
export const metricsMiddleware = <E, R>(): MiddlewareObj<E, R> => ({
  before: (request) => {
    metricsOf()?.captureColdStartMetric(request.context.functionName);
  },
  after: flush,
  onError: flush,
});
