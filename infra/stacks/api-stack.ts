import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { AUTHORIZER, FUNCTIONS, type FunctionDef } from '#functions/registry.ts';
import { ENV } from '#shared/config.ts';
import { addApiDomain } from '../constructs/api-domain.ts';
import { checkRouteTree, type RouteBinding } from '../constructs/api-routes.ts';
import { environmentFor, type GrantTargets, statementsFor } from '../constructs/function-grants.ts';
import { addGatewayProblems } from '../constructs/gateway-responses.ts';
import { acknowledge } from '../constructs/nag.ts';
import { createRestApi } from '../constructs/rest-api.ts';
import { sharedPaths } from '../constructs/route-tree.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import { publishSesEvents } from '../constructs/ses-events.ts';
import { ApiWebAcl } from '../constructs/web-acl.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import { ApiGroupStack } from './api-group-stack.ts';
import { API_GROUPS, type ApiGroups, groupFunctions } from './api-groups.ts';
import type { StatefulStack } from './stateful-stack.ts';

export type ApiStackProps = StackProps & {
  settings: DeploySettings;
  stateful: GrantTargets & Pick<StatefulStack, 'alarmTopic' | 'sesEventFailures'>;
  /** The functions to deploy; the registry's FUNCTIONS unless a test passes its own. */
  functions?: readonly FunctionDef[];
  /** The nested stack of each function; API_GROUPS unless a test passes its own. */
  groups?: ApiGroups;
};

const routesOf = (defs: readonly FunctionDef[]): RouteBinding[] =>
  defs.flatMap((fn) =>
    fn.kind === 'http'
      ? Object.entries(fn.routes).map(([operationId, route]) => ({ fn, operationId, route }))
      : [],
  );

/**
 * The REST API: the RestApi with its one deployment and stage `v2` (throttling, access logs), the
 * REQUEST authorizer and its function, gateway problem responses, the WAF web ACL (stage and prod),
 * the 5xx alarm, the SES event destination and the API Gateway resources that several groups share.
 * Every other function, with its routes, event sources and alarms, lives in the nested stack of
 * its group (api-groups.ts, api-group-stack.ts), so that no stack nears CloudFormation's quotas
 * (docs/decisions/infra.md). Generic over the registry: a new function appears by being added to
 * FUNCTIONS and to a group.
 */
export class ApiStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly functions: ReadonlyMap<string, lambda.Function>;
  /** The nested stack of each group, by group name. */
  readonly groups: ReadonlyMap<string, ApiGroupStack>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, stateful } = props;
    const prefix = prefixOf(settings);

    const defs = props.functions ?? FUNCTIONS;
    const names = new Set<string>();
    for (const def of defs) {
      if (names.has(def.name) || def.name === AUTHORIZER.name) {
        throw new Error(`function name ${def.name} is used twice in FUNCTIONS`);
      }
      names.add(def.name);
    }
    const byGroup = groupFunctions(defs, props.groups ?? API_GROUPS);
    checkRouteTree(routesOf(defs));

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
    addGatewayProblems(this.api);
    const sesEvents = { configurationSet: stateful.configurationSet, failures: stateful.sesEventFailures };
    publishSesEvents(this, defs, sesEvents, settings);

    const shared = sharedPaths([...byGroup.values()].map(routesOf));
    const groups = new Map<string, ApiGroupStack>();
    const functions = new Map<string, lambda.Function>();
    for (const [group, groupDefs] of byGroup) {
      const stack = new ApiGroupStack(this, group, {
        settings,
        stateful,
        sesEvents,
        defs: groupDefs,
        api: this.api,
        authorizer,
        sharedPaths: shared,
      });
      groups.set(group, stack);
      for (const [name, fn] of stack.functions) functions.set(name, fn);
    }
    this.groups = groups;
    this.functions = functions;

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
    addApiDomain(this, this.api, settings);
  }
}
