import { Duration } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { HttpFunctionDef } from '#functions/registry.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { acknowledge } from './nag.ts';

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
 * Creates one API Gateway method per route: resources are shared between routes (and functions)
 * with the same path; every method is a proxy integration to the function that declares it;
 * non-public routes sit behind the REQUEST authorizer.
 */
export const addRoutes = (
  api: apigateway.RestApi,
  routes: readonly RouteBinding[],
  functions: ReadonlyMap<string, lambda.IFunction>,
  authorizer: apigateway.IAuthorizer,
): apigateway.Method[] => {
  checkRouteTree(routes);
  const integrations = new Map<string, apigateway.LambdaIntegration>();
  const integrationOf = (name: string) => {
    let integration = integrations.get(name);
    if (!integration) {
      const fn = functions.get(name);
      if (!fn) throw new Error(`no function ${name}`);
      // One invoke permission per function scoped to this API, instead of one per method: a
      // function's resource policy has a size limit that a large route table would reach.
      // A streamed function is invoked with InvokeWithResponseStream and its bytes are passed on
      // as they come (ResponseTransferMode.STREAM); its integration may run up to 15 minutes.
      const def = routes.find((r) => r.fn.name === name)!.fn;
      const stream = streamsResponses(def);
      integration = new apigateway.LambdaIntegration(fn, {
        proxy: true,
        scopePermissionToMethod: false,
        ...(stream
          ? {
              responseTransferMode: apigateway.ResponseTransferMode.STREAM,
              timeout: Duration.seconds(STREAM_TIMEOUT_SECONDS),
            }
          : {}),
      });
      integrations.set(name, integration);
    }
    return integration;
  };
  return routes.map(({ fn, operationId, route }) => {
    const resource = api.root.resourceForPath(route.path);
    const isPublic = route.auth === 'public';
    const method = resource.addMethod(route.method, integrationOf(fn.name), {
      operationName: operationId,
      ...(isPublic
        ? { authorizationType: apigateway.AuthorizationType.NONE }
        : { authorizer, authorizationType: apigateway.AuthorizationType.CUSTOM }),
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
