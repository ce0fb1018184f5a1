import { Annotations, Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { STREAM_RETRY_ATTEMPTS } from '#functions/function-def.ts';
import {
  QUEUES,
  type QueueFunctionDef,
  type ScheduleFunctionDef,
  type StreamFunctionDef,
} from '#functions/registry.ts';
import type { GrantTargets } from './function-grants.ts';

/** The iterator-age alarm: the oldest record a stream function reads is older than this ... */
export const ITERATOR_AGE_ALARM_SECONDS = 60;
/** ... in each of this many consecutive minutes. */
export const ITERATOR_AGE_ALARM_MINUTES = 5;

/**
 * The filter patterns of a stream function: exactly `streamRecordMatches` (functions/function-def.ts)
 * as Lambda event filters. A record passes when any pattern matches, and a pattern can test one
 * attribute of one image, so there is one per (image, attribute): the new image of INSERT (and
 * MODIFY, with `changes: 'all'`), the old image of REMOVE, each by `recordType` and by `__edb_e__`:
 * at most 4, within Lambda's 5 filters per mapping. The event names of one image share a pattern.
 */
export const streamFilterPatterns = (def: StreamFunctionDef): Array<Record<string, unknown>> => {
  const attributes = [
    ['recordType', def.recordTypes],
    ['__edb_e__', def.entities ?? []],
  ] as const;
  const images: Array<[string, string[]]> =
    (def.changes ?? 'inserts') === 'all'
      ? [
          ['NewImage', ['INSERT', 'MODIFY']],
          ['OldImage', ['REMOVE']],
        ]
      : [['NewImage', ['INSERT']]];
  return images.flatMap(([image, eventName]) =>
    attributes
      .filter(([, values]) => values.length > 0)
      .map(([attribute, values]) => ({
        eventName,
        dynamodb: { [image]: { [attribute]: { S: [...values] } } },
      })),
  );
};

/**
 * The table stream feeds the function the records its filter selects; failures bisect, retry
 * (10 times, or with `retryUntilExpired` until the records leave the stream after 24 h), then park
 * on the failure queue. A function whose filter selects nothing gets no mapping (a warning says
 * so): without filters it would receive every record of the table.
 */
export const addStreamSource = (
  scope: Construct,
  fn: lambda.Function,
  def: StreamFunctionDef,
  stateful: GrantTargets,
): void => {
  const patterns = streamFilterPatterns(def);
  if (patterns.length === 0) {
    Annotations.of(fn).addWarningV2(
      'retail-commerce:stream-selects-nothing',
      `stream function ${def.name} lists no recordTypes or entities: it gets no event source mapping`,
    );
    return;
  }
  new lambda.EventSourceMapping(scope, `${def.name}-stream`, {
    target: fn,
    eventSourceArn: stateful.table.tableStreamArn!,
    startingPosition: lambda.StartingPosition.TRIM_HORIZON,
    batchSize: def.batchSize,
    // No batching window: a record is passed on as soon as it is read (low index and fan-out lag).
    maxBatchingWindow: Duration.seconds(0),
    bisectBatchOnError: true,
    // -1: retried until the records expire (maxRecordAge stays at its default, the stream's 24 h).
    retryAttempts: def.retryUntilExpired ? -1 : STREAM_RETRY_ATTEMPTS,
    reportBatchItemFailures: true,
    // The role's own statement allows the send; SqsDlq would add broader queue permissions.
    onFailure: { bind: () => ({ destination: stateful.streamFailures.queueArn }) },
    filters: patterns.map((pattern) => lambda.FilterCriteria.filter(pattern)),
  });
};

/**
 * Alarms when a stream function falls behind: the age of the last record it read stays above
 * 60 s for 5 minutes (a failing batch that is being retried, or a consumer too slow for the write
 * rate). No data (no traffic) is not a breach.
 */
export const addIteratorAgeAlarm = (
  scope: Construct,
  fn: lambda.Function,
  def: StreamFunctionDef,
  topic: sns.ITopic,
  prefix: string,
): void => {
  new cloudwatch.Alarm(scope, `${def.name}-iterator-age`, {
    alarmName: `${prefix}-${def.name}-iterator-age`,
    alarmDescription: `${def.name} is more than ${ITERATOR_AGE_ALARM_SECONDS} s behind the table stream: look for failing batches in its log.`,
    metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(1) }),
    threshold: ITERATOR_AGE_ALARM_SECONDS * 1000,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: ITERATOR_AGE_ALARM_MINUTES,
    datapointsToAlarm: ITERATOR_AGE_ALARM_MINUTES,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  }).addAlarmAction(new actions.SnsAction(topic));
};

/** Partial batch failures reported; the queue's visibility must outlast the function's timeout. */
export const addQueueSource = (
  scope: Construct,
  fn: lambda.Function,
  def: QueueFunctionDef,
  stateful: GrantTargets,
  timeoutSeconds: number,
): void => {
  const visibility = QUEUES[def.queue].visibilityTimeoutSeconds;
  if (visibility < timeoutSeconds) {
    throw new Error(
      `queue ${def.queue} has a ${visibility} s visibility timeout, shorter than ${def.name}'s ${timeoutSeconds} s timeout`,
    );
  }
  new lambda.EventSourceMapping(scope, `${def.name}-queue`, {
    target: fn,
    eventSourceArn: stateful.queues[def.queue].queue.queueArn,
    batchSize: def.batchSize,
    ...(def.batchSize > 10 ? { maxBatchingWindow: Duration.seconds(1) } : {}),
    reportBatchItemFailures: true,
  });
};

/**
 * An EventBridge rule invoking the function every `rateMinutes`. The target adds the one invoke
 * permission, for this rule only. No retries: the next run does the same work.
 */
export const addSchedule = (
  scope: Construct,
  fn: lambda.Function,
  def: ScheduleFunctionDef,
  prefix: string,
) => {
  if (!Number.isInteger(def.rateMinutes) || def.rateMinutes < 1) {
    throw new Error(`schedule function ${def.name} needs a whole rateMinutes of at least 1`);
  }
  new events.Rule(scope, `${def.name}-schedule`, {
    ruleName: `${prefix}-${def.name}`,
    description: `Invokes ${def.name} every ${def.rateMinutes} minute(s)`,
    schedule: events.Schedule.rate(Duration.minutes(def.rateMinutes)),
    targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
  });
};
