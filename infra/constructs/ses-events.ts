import { Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { FunctionDef, SesEventType } from '#functions/registry.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';

/** The EventBridge `detail-type` SES gives each event type on the default bus. */
export const SES_DETAIL_TYPES: Readonly<Record<SesEventType, string>> = {
  SEND: 'Email Sent',
  DELIVERY: 'Email Delivered',
  BOUNCE: 'Email Bounced',
  COMPLAINT: 'Email Complaint Received',
  REJECT: 'Email Rejected',
  RENDERING_FAILURE: 'Email Rendering Failed',
  DELIVERY_DELAY: 'Email Delivery Delayed',
  OPEN: 'Email Opened',
  CLICK: 'Email Clicked',
  SUBSCRIPTION: 'Email Subscribed',
};

/** EventBridge keeps retrying a failed invocation this long (its maximum), then parks the event. */
export const SES_EVENT_MAX_AGE = Duration.hours(24);
/** EventBridge's maximum number of retries. */
export const SES_EVENT_RETRIES = 185;

/** Rule names are fixed so that the stateful stack can scope its dead-letter queue policy to them. */
export const sesRuleName = (settings: Pick<DeploySettings, 'stage'>, functionName: string): string =>
  `${prefixOf(settings)}-ses-${functionName}`;

/** Pattern matching the ARN of every SES event rule of a stage (the dead-letter queue's allowed sources). */
export const sesRuleArnPattern = (stack: Stack, settings: Pick<DeploySettings, 'stage'>): string =>
  `arn:${stack.partition}:events:${stack.region}:${stack.account}:rule/${sesRuleName(settings, '*')}`;

export type SesEventRouting = {
  configurationSet: ses.IConfigurationSet;
  /** Dead-letter queue (in the stateful stack) for events EventBridge could not deliver. */
  failures: sqs.IQueue;
};

/**
 * Has the configuration set publish to the default event bus the union of the SES event types the
 * functions declare (`sesEvents`), for `routeSesEvents` to pick up. Nothing is created when no
 * function declares SES events.
 */
export const publishSesEvents = (
  scope: Construct,
  defs: readonly FunctionDef[],
  routing: SesEventRouting,
  settings: DeploySettings,
): void => {
  const types = [...new Set(defs.flatMap((def) => def.sesEvents ?? []))];
  if (types.length === 0) return;
  const stack = Stack.of(scope);
  const defaultBus = events.EventBus.fromEventBusArn(
    scope,
    'DefaultEventBus',
    stack.formatArn({ service: 'events', resource: 'event-bus', resourceName: 'default' }),
  );
  new ses.ConfigurationSetEventDestination(scope, 'SesEventDestination', {
    configurationSet: routing.configurationSet,
    configurationSetEventDestinationName: `${prefixOf(settings)}-eventbridge`,
    destination: ses.EventDestination.eventBus(defaultBus),
    events: types.map((type) => ses.EmailSendingEvent[type]),
  });
};

/**
 * Routes SES events to the functions that declare `sesEvents`: one rule per function, in the
 * function's stack, matches its types for mail sent through this configuration set only
 * (`ses:configuration-set` tag) and invokes it. The invoke permission names the rule as its
 * source; undeliverable events go to the dead-letter queue.
 */
export const routeSesEvents = (
  scope: Construct,
  defs: readonly FunctionDef[],
  functions: ReadonlyMap<string, lambda.IFunction>,
  routing: SesEventRouting,
  settings: DeploySettings,
): events.Rule[] => {
  const subscribers = defs.filter((def) => def.sesEvents?.length);
  if (subscribers.length === 0) return [];
  // Imported by ARN: the queue's policy lives with the queue, so no reference points back here.
  const failures = sqs.Queue.fromQueueArn(scope, 'SesEventFailures', routing.failures.queueArn);
  return subscribers.map((def) => {
    const fn = functions.get(def.name);
    if (!fn) throw new Error(`no function ${def.name}`);
    const rule = new events.Rule(scope, `${def.name}-ses-events`, {
      ruleName: sesRuleName(settings, def.name),
      description: `SES ${(def.sesEvents ?? []).join(', ')} events of ${routing.configurationSet.configurationSetName} to ${def.name}`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: (def.sesEvents ?? []).map((type) => SES_DETAIL_TYPES[type]),
        detail: {
          mail: { tags: { 'ses:configuration-set': [routing.configurationSet.configurationSetName] } },
        },
      },
    });
    rule.addTarget(
      new targets.LambdaFunction(fn, {
        deadLetterQueue: failures,
        maxEventAge: SES_EVENT_MAX_AGE,
        retryAttempts: SES_EVENT_RETRIES,
      }),
    );
    return rule;
  });
};
