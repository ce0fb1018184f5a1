import type { Middleware } from '#shared/http/middlewares.ts';
import { type RouteDef, routeKey } from '#shared/http/route.ts';
import { addMetric, addMetricDimension, METRICS, OPERATION_DIMENSION } from '#shared/metrics.ts';

/** The operation dimension of a request that matched no route of the function. */
export const UNMATCHED_OPERATION = 'unmatched';

/**
 * Per-route metrics of an HTTP function (shared/metrics.ts): latency, server and client errors,
 * with the route's operationId as their one dimension besides the service. Registered before
 * httpProblem, so that its onError runs after httpProblem has made the problem response and sees
 * the status the client gets.
 */
export const httpMetrics = (routes: Record<string, RouteDef>): Middleware => {
  const operations = new Map(Object.entries(routes).map(([id, r]) => [routeKey(r.method, r.path), id]));
  const started = new WeakMap<object, number>();
  const record = (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    const status = request.response?.statusCode ?? 500;
    const key = routeKey(request.event.httpMethod ?? '', request.event.resource ?? '');
    addMetricDimension(OPERATION_DIMENSION, operations.get(key) ?? UNMATCHED_OPERATION);
    addMetric(
      METRICS.latency,
      performance.now() - (started.get(request) ?? performance.now()),
      'Milliseconds',
    );
    addMetric(METRICS.serverErrors, status >= 500 ? 1 : 0);
    addMetric(METRICS.clientErrors, status >= 400 && status < 500 ? 1 : 0);
  };
  return {
    before: (request) => {
      started.set(request, performance.now());
    },
    after: record,
    onError: record,
  };
};
