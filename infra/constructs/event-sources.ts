import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import {
  QUEUES,
  type QueueFunctionDef,
  type ScheduleFunctionDef,
  type StreamFunctionDef,
} from '#functions/registry.ts';
import type { GrantTargets } from './function-grants.ts';

/** Stream retries before a batch is parked on the failure queue (after bisecting). */
export const STREAM_RETRY_ATTEMPTS = 10;

/** INSERTs of the listed record types only; failures bisect, retry, then park on the failure queue. */
export const addStreamSource = (
  scope: Construct,
  fn: lambda.Function,
  def: StreamFunctionDef,
  stateful: GrantTargets,
): void => {
  if (def.recordTypes.length === 0) throw new Error(`stream function ${def.name} lists no recordTypes`);
  new lambda.EventSourceMapping(scope, `${def.name}-stream`, {
    target: fn,
    eventSourceArn: stateful.table.tableStreamArn!,
    startingPosition: lambda.StartingPosition.TRIM_HORIZON,
    batchSize: def.batchSize,
    bisectBatchOnError: true,
    retryAttempts: STREAM_RETRY_ATTEMPTS,
    reportBatchItemFailures: true,
    // The role's own statement allows the send; SqsDlq would add broader queue permissions.
    onFailure: { bind: () => ({ destination: stateful.streamFailures.queueArn }) },
    filters: [
      lambda.FilterCriteria.filter({
        eventName: lambda.FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { recordType: { S: [...def.recordTypes] } } },
      }),
    ],
  });
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
