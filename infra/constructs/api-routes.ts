import { Duration, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { HttpFunctionDef } from '#functions/registry.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { acknowledge } from './nag.ts';
import { mirrorOf, resourceFor } from './route-tree.ts';

export type RouteBinding = { fn: HttpFunctionDef; operationId: string; route: RouteDef };

/** The longest a streamed response may run through API Gateway (REST, STREAM mode): 15 minutes. */
export const STREAM_TIMEOUT_SECONDS = 900;

/**
 * Whether a function's responses are streamed (RouteDef.streamed): all its routes or none, since
 * its one handler is wrapped by awslambda.streamifyResponse or not (shared/http/handler.ts).
 */
export const streamsResponses = (fn: HttpFunctionDef): boolean => {
  const routes = Object.values(fn.routes);
  const streamed = routes.filter((r) => r.streamed === true).length;
  if (streamed > 0 && streamed < routes.length) {
    throw new Error(`${fn.name} streams some of its routes but not all; a function streams all or none`);
  }
  return streamed > 0;
};

/**
 * API Gateway allows one `{param}` child per resource: `/customers/{customerUid}` and
 * `/customers/{uid}` from two routes would fail the deployment. Reported here, at synth, with both
 * routes named.
 */
export const checkRouteTree = (routes: readonly RouteBinding[]): void => {
  const params = new Map<string, { name: string; where: string }>();
  const methods = new Map<string, string>();
  for (const { fn, operationId, route } of routes) {
    const where = `${fn.name}.${operationId} (${route.method} ${route.path})`;
    const segments = route.path.split('/').filter(Boolean);
    segments.forEach((segment, i) => {
      if (!segment.startsWith('{')) return;
      const parent = `/${segments.slice(0, i).join('/')}`;
      const seen = params.get(parent);
      if (seen && seen.name !== segment) {
        throw new Error(
          `route ${where} names the path parameter ${segment} under ${parent}, but ${seen.where} names it ${seen.name}; API Gateway needs one name`,
        );
      }
      if (!seen) params.set(parent, { name: segment, where });
    });
    const key = `${route.method} ${route.path}`;
    const other = methods.get(key);
    if (other) throw new Error(`${key} is declared twice: ${other} and ${where}`);
    methods.set(key, where);
  }
};

/**
 * A Lambda proxy integration, as LambdaIntegration builds it, without the invoke permission that
 * LambdaIntegration would add next to the RestApi (another stack): the function's own stack
 * grants API Gateway the invocation (`allowApiInvoke`). A streamed function is invoked with
 * InvokeWithResponseStream and its bytes are passed on as they come; it may run up to 15 minutes.
 */
const lambdaProxy = (fn: lambda.IFunction, stream: boolean): apigateway.Integration =>
  new apigateway.AwsIntegration({
    proxy: true,
    service: 'lambda',
    path: stream
      ? `2021-11-15/functions/${fn.functionArn}/response-streaming-invocations`
      : `2015-03-31/functions/${fn.functionArn}/invocations`,
    options: stream
      ? {
          responseTransferMode: apigateway.ResponseTransferMode.STREAM,
          timeout: Duration.seconds(STREAM_TIMEOUT_SECONDS),
        }
      : {},
  });

/**
 * One invoke permission per function, scoped to this API, instead of one per method: a function's
 * resource policy has a size limit that a large route table would reach.
 */
const allowApiInvoke = (api: apigateway.IRestApi, fn: lambda.IFunction): void => {
  fn.addPermission('ApiInvoke', {
    principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
    sourceArn: api.arnForExecuteApi(),
  });
};

/**
 * Creates one API Gateway method per route of a group, in the group's stack (`scope`): resources
 * are shared between routes (and functions) with the same path; every method is a proxy
 * integration to the function that declares it; non-public routes sit behind the REQUEST
 * authorizer. The methods belong to the RestApi itself, so its deployment depends on each of them
 * and is replaced whenever one changes.
 */
export const addRoutes = (
  scope: Construct,
  api: apigateway.RestApi,
  routes: readonly RouteBinding[],
  functions: ReadonlyMap<string, lambda.IFunction>,
  authorizer: apigateway.IAuthorizer,
  shared: ReadonlySet<string>,
): apigateway.Method[] => {
  const integrations = new Map<string, apigateway.Integration>();
  const integrationOf = (def: HttpFunctionDef) => {
    let integration = integrations.get(def.name);
    if (!integration) {
      const fn = functions.get(def.name);
      if (!fn) throw new Error(`no function ${def.name}`);
      allowApiInvoke(api, fn);
      integration = lambdaProxy(fn, streamsResponses(def));
      integrations.set(def.name, integration);
    }
    return integration;
  };
  return routes.map(({ fn, operationId, route }) => {
    const resource = resourceFor(scope, api.root, route.path, shared);
    const isPublic = route.auth === 'public';
    // The method sits in the group's stack even where its resource is shared.
    const owner = Stack.of(resource) === Stack.of(scope) ? resource : mirrorOf(scope, resource);
    const method = new apigateway.Method(owner, route.method, {
      resource,
      httpMethod: route.method,
      integration: integrationOf(fn),
      options: {
        operationName: operationId,
        ...(isPublic
          ? { authorizationType: apigateway.AuthorizationType.NONE }
          : { authorizer, authorizationType: apigateway.AuthorizationType.CUSTOM }),
      },
    });
    if (isPublic) {
      const why = `${route.method} ${route.path} is public by design (${route.summary}); it checks its own credentials where it has any.`;
      acknowledge(method, 'AwsSolutions-APIG4', why);
      acknowledge(method, 'AwsSolutions-COG4', why);
    } else {
      acknowledge(
        method,
        'AwsSolutions-COG4',
        'Callers present device JWTs, auth-service JWTs or opaque integration tokens; a Lambda REQUEST authorizer verifies all three, which a Cognito user pool authorizer cannot.',
      );
    }
    return method;
  });
};
