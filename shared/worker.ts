import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { metricsMiddleware } from '#shared/metrics.ts';
import { logger } from '#shared/observability.ts';

/**
 * The Lambda handler of a worker (a queue, stream or schedule consumer, a custom resource): its work
 * in a small middy stack, the worker counterpart of createHttpHandler. The Powertools logger gets
 * the invocation's context (function, request id, cold start) on every line and loses the keys a
 * previous invocation appended; the invocation's metrics (its cold start and what the work added,
 * shared/metrics.ts) are written when it ends. Lambda and the local stack always pass a context; a
 * direct call without one (a test, a tool) runs the work alone.
 */
export const createWorkerHandler = <E, R>(work: (event: E) => Promise<R>) => {
  const stack = middy<E, R>()
    .use(metricsMiddleware())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((event: E) => work(event));
  return (event: E, context?: Context): Promise<R> => (context ? stack(event, context) : work(event));
};
