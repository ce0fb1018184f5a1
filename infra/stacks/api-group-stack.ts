import { NestedStack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { FunctionDef, HttpFunctionDef } from '#functions/registry.ts';
import { functionChunks, ownChunks } from '../bundling.ts';
import { addRoutes, STREAM_TIMEOUT_SECONDS, streamsResponses } from '../constructs/api-routes.ts';
import {
  addIteratorAgeAlarm,
  addQueueSource,
  addSchedule,
  addStreamSource,
} from '../constructs/event-sources.ts';
import {
  checksIntegrationTokens,
  checksStoreScope,
  environmentFor,
  type GrantTargets,
  limitsTenantRate,
  namedSecretsArn,
  signsConsistencyTokens,
  smsResources,
  statementsFor,
  streamResource,
} from '../constructs/function-grants.ts';
import { acknowledge } from '../constructs/nag.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import { routeSesEvents, type SesEventRouting } from '../constructs/ses-events.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import type { StatefulStack } from './stateful-stack.ts';

/** Default timeouts: HTTP stays under API Gateway's 29 s; workers get longer. */
const HTTP_TIMEOUT_SECONDS = 15;
/** API Gateway ends a REST integration after 29 s whatever the function's timeout. */
const API_GATEWAY_TIMEOUT_SECONDS = 29;
const WORKER_TIMEOUT_SECONDS = 30;
/** How cdk-nag prints an ARN built from the stack's pseudo parameters. */
const nagArn = (arn: string) => arn.replace(/\$\{Token\[AWS\.(\w+)\.\d+\]\}/g, '<AWS::$1>');

export type ApiGroupStackProps = {
  settings: DeploySettings;
  stateful: GrantTargets & Pick<StatefulStack, 'alarmTopic'>;
  sesEvents: SesEventRouting;
  defs: readonly FunctionDef[];
  api: apigateway.RestApi;
  authorizer: apigateway.IAuthorizer;
  /** Paths whose API Gateway resources are shared with other groups (route-tree.ts, sharedPaths). */
  sharedPaths: ReadonlySet<string>;
};

/**
 * One group of areas of the API stack (api-groups.ts), as a nested stack: each function of the
 * group with its role, log group, event source, schedule, SES rule and iterator-age alarm, and the
 * methods of its routes on the shared RestApi with the resources no other group uses.
 */
export class ApiGroupStack extends NestedStack {
  readonly functions: ReadonlyMap<string, lambda.Function>;

  constructor(scope: Construct, id: string, props: ApiGroupStackProps) {
    super(scope, id, { description: `Retail Commerce API v2: ${id} functions and routes` });
    const { settings, stateful, defs } = props;
    const functions = new Map<string, lambda.Function>();
    for (const def of defs) functions.set(def.name, this.createFunction(def, settings, stateful).fn);
    this.functions = functions;

    const routes = defs
      .filter((f): f is HttpFunctionDef => f.kind === 'http')
      .flatMap((fn) => Object.entries(fn.routes).map(([operationId, route]) => ({ fn, operationId, route })));
    addRoutes(this, props.api, routes, functions, props.authorizer, props.sharedPaths);
    routeSesEvents(this, defs, functions, props.sesEvents, settings);
  }

  private createFunction(
    def: FunctionDef,
    settings: DeploySettings,
    stateful: ApiGroupStackProps['stateful'],
  ): ServiceFunction {
    const grantee = {
      grants: def.grants,
      kind: def.kind,
      ...(def.kind === 'queue' ? { consumes: def.queue } : {}),
      checksTokens: checksIntegrationTokens(def),
      checksStores: checksStoreScope(def),
      limitsRate: limitsTenantRate(def),
    };
    const timeoutSeconds =
      def.timeoutSeconds ?? (def.kind === 'http' ? HTTP_TIMEOUT_SECONDS : WORKER_TIMEOUT_SECONDS);
    // A streamed integration may run for API Gateway's 15 minutes of a stream (api-routes.ts).
    const gatewayLimit =
      def.kind === 'http' && streamsResponses(def) ? STREAM_TIMEOUT_SECONDS : API_GATEWAY_TIMEOUT_SECONDS;
    if (def.kind === 'http' && timeoutSeconds > gatewayLimit) {
      throw new Error(
        `${def.name}: ${timeoutSeconds} s exceeds API Gateway's ${gatewayLimit} s integration timeout`,
      );
    }
    const created = new ServiceFunction(this, `fn-${def.name}`, {
      name: def.name,
      entry: def.entry,
      settings,
      ...(def.memoryMb === undefined ? {} : { memoryMb: def.memoryMb }),
      timeoutSeconds,
      statements: statementsFor(this, grantee, stateful, settings),
      environment: environmentFor(grantee, stateful, settings),
      secretsExtension:
        def.grants.callbackSecret === true ||
        Boolean(def.grants.secretPrefixes?.length) ||
        signsConsistencyTokens(def.grants),
      ...(def.files ? { files: def.files } : {}),
      chunks: functionChunks(ownChunks(def)),
    });
    const prefix = prefixOf(settings);
    if (def.kind === 'stream') {
      addStreamSource(this, created.fn, def, stateful);
      addIteratorAgeAlarm(this, created.fn, def, stateful.alarmTopic, prefix);
    }
    if (def.kind === 'queue') addQueueSource(this, created.fn, def, stateful, timeoutSeconds);
    if (def.kind === 'schedule') addSchedule(this, created.fn, def, prefix);
    for (const resource of def.grants.sms ? smsResources(this) : []) {
      acknowledge(
        created.role,
        `AwsSolutions-IAM5[Resource::${nagArn(resource)}]`,
        'The origination identity (number, pool, sender id) and opt-out list are chosen per account in End User Messaging SMS; sends stay within this account and region.',
      );
    }
    for (const secretPrefix of def.grants.secretPrefixes ?? []) {
      acknowledge(
        created.role,
        `AwsSolutions-IAM5[Resource::${nagArn(namedSecretsArn(this, secretPrefix))}]`,
        'One secret per tenant and carrier, created when a tenant connects a carrier: the function reads the secrets under this name prefix and no other.',
      );
    }
    if (def.kind === 'stream') {
      acknowledge(
        created.role,
        `AwsSolutions-IAM5[Resource::${nagArn(streamResource(this, settings))}]`,
        "The stream label changes when the table's stream is re-created; ListStreams is authorized on table/<name>/stream/*.",
      );
    }
    return created;
  }
}
