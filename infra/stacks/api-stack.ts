import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { AUTHORIZER, FUNCTIONS, type FunctionDef, type HttpFunctionDef } from '#functions/registry.ts';
import { ENV } from '#shared/config.ts';
import { addRoutes, STREAM_TIMEOUT_SECONDS, streamsResponses } from '../constructs/api-routes.ts';
import {
  addIteratorAgeAlarm,
  addQueueSource,
  addSchedule,
  addStreamSource,
} from '../constructs/event-sources.ts';
import {
  environmentFor,
  type GrantTargets,
  namedSecretsArn,
  signsConsistencyTokens,
  smsResources,
  statementsFor,
  streamResource,
} from '../constructs/function-grants.ts';
import { addGatewayProblems } from '../constructs/gateway-responses.ts';
import { acknowledge } from '../constructs/nag.ts';
import { createRestApi } from '../constructs/rest-api.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import { routeSesEvents } from '../constructs/ses-events.ts';
import { ApiWebAcl } from '../constructs/web-acl.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import type { StatefulStack } from './stateful-stack.ts';

/** Default timeouts: HTTP stays under API Gateway's 29 s; workers get longer. */
const HTTP_TIMEOUT_SECONDS = 15;
/** API Gateway ends a REST integration after 29 s whatever the function's timeout. */
const API_GATEWAY_TIMEOUT_SECONDS = 29;
const WORKER_TIMEOUT_SECONDS = 30;
/** How cdk-nag prints an ARN built from the stack's pseudo parameters. */
const nagArn = (arn: string) => arn.replace(/\$\{Token\[AWS\.(\w+)\.\d+\]\}/g, '<AWS::$1>');

export type ApiStackProps = StackProps & {
  settings: DeploySettings;
  stateful: GrantTargets & Pick<StatefulStack, 'alarmTopic' | 'sesEventFailures'>;
  /** The functions to deploy; the registry's FUNCTIONS unless a test passes its own. */
  functions?: readonly FunctionDef[];
};

/**
 * The REST API and every function of the registry: one NodejsFunction per FUNCTIONS entry (HTTP
 * routes, stream and queue workers), the REQUEST authorizer, gateway problem responses, stage
 * throttling and access logs, the WAF web ACL (stage and prod), SES event rules for functions that
 * declare `sesEvents`, the iterator-age alarm of each stream function and the 5xx alarm. Generic
 * over the registry: a new group appears here by being added to FUNCTIONS.
 */
export class ApiStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly functions: ReadonlyMap<string, lambda.Function>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, stateful } = props;
    const prefix = prefixOf(settings);

    const defs = props.functions ?? FUNCTIONS;
    const functions = new Map<string, lambda.Function>();
    for (const def of defs) {
      if (functions.has(def.name) || def.name === AUTHORIZER.name) {
        throw new Error(`function name ${def.name} is used twice in FUNCTIONS`);
      }
      functions.set(def.name, this.createFunction(def, props).fn);
    }
    this.functions = functions;

    const authorizerFn = new ServiceFunction(this, 'fn-authorizer', {
      name: AUTHORIZER.name,
      entry: AUTHORIZER.entry,
      settings,
      memoryMb: 1024,
      timeoutSeconds: 10,
      statements: statementsFor(this, { grants: AUTHORIZER.grants, kind: 'authorizer' }, stateful, settings),
      environment: {
        ...environmentFor({ grants: AUTHORIZER.grants, kind: 'authorizer' }, stateful, settings),
        [ENV.jwksUrl]: settings.jwksUrl,
        [ENV.jwtIssuer]: settings.jwtIssuer,
        [ENV.jwtAudience]: settings.jwtAudience,
      },
    });

    this.api = createRestApi(this, prefix, settings);
    const authorizer = new apigateway.RequestAuthorizer(this, 'Authorizer', {
      authorizerName: `${prefix}-bearer`,
      handler: authorizerFn.fn,
      identitySources: [apigateway.IdentitySource.header('Authorization')],
      resultsCacheTtl: Duration.seconds(AUTHORIZER.cacheSeconds),
    });
    const routes = defs
      .filter((f): f is HttpFunctionDef => f.kind === 'http')
      .flatMap((fn) => Object.entries(fn.routes).map(([operationId, route]) => ({ fn, operationId, route })));
    addRoutes(this.api, routes, functions, authorizer);
    addGatewayProblems(this.api);
    routeSesEvents(
      this,
      defs,
      functions,
      { configurationSet: stateful.configurationSet, failures: stateful.sesEventFailures },
      settings,
    );
    if (settings.waf) {
      new ApiWebAcl(this, 'Firewall', {
        name: prefix,
        stageArn: this.api.deploymentStage.stageArn,
        ratePerIp: settings.wafRateLimit,
      });
    } else {
      acknowledge(
        this.api,
        'AwsSolutions-APIG3',
        `No WAF web ACL on ${settings.stage} (-c waf=true adds it; stage and prod have one by default): stage throttling bounds the rate and the authorizer rejects unauthenticated calls before any function runs.`,
      );
    }

    new cloudwatch.Alarm(this, 'Api5xx', {
      alarmName: `${prefix}-api-5xx`,
      alarmDescription: 'The API answered 5xx: every 5xx is a defect or an outage of a dependency.',
      metric: this.api.deploymentStage.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new actions.SnsAction(stateful.alarmTopic));

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the API (ends in /v2/)' });
  }

  private createFunction(def: FunctionDef, props: ApiStackProps): ServiceFunction {
    const { settings, stateful } = props;
    const grantee = {
      grants: def.grants,
      kind: def.kind,
      ...(def.kind === 'queue' ? { consumes: def.queue } : {}),
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
      ...(def.chunks ? { chunks: def.chunks } : {}),
    });
    if (def.kind === 'stream') {
      addStreamSource(this, created.fn, def, stateful);
      addIteratorAgeAlarm(this, created.fn, def, stateful.alarmTopic, prefixOf(settings));
    }
    if (def.kind === 'queue') addQueueSource(this, created.fn, def, stateful, timeoutSeconds);
    if (def.kind === 'schedule') addSchedule(this, created.fn, def, prefixOf(settings));
    for (const resource of def.grants.sms ? smsResources(this) : []) {
      acknowledge(
        created.role,
        `AwsSolutions-IAM5[Resource::${nagArn(resource)}]`,
        'The origination identity (number, pool, sender id) and opt-out list are chosen per account in End User Messaging SMS; sends stay within this account and region.',
      );
    }
    for (const prefix of def.grants.secretPrefixes ?? []) {
      acknowledge(
        created.role,
        `AwsSolutions-IAM5[Resource::${nagArn(namedSecretsArn(this, prefix))}]`,
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
