import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { installStreamingRuntime } from './response-stream.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<AnyHandler>>();

/** Imports a function's handler module once (the local equivalent of a warm container). */
export const loadHandler = (entry: string): Promise<AnyHandler> => {
  let handler = loaded.get(entry);
  if (!handler) {
    // A streamed handler calls awslambda.streamifyResponse as its module loads.
    installStreamingRuntime();
    handler = import(pathToFileURL(resolve(REPO_ROOT, entry)).href).then(
      (m: { handler: AnyHandler }) => m.handler,
    );
    loaded.set(entry, handler);
  }
  return handler;
};

/** A Lambda context good enough for Powertools and middy. */
export const lambdaContext = (functionName: string, timeoutSeconds = 30): Context => {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** Invokes a function by entry path with a fresh context. */
export const invoke = async (entry: string, name: string, event: unknown, timeoutSeconds?: number) =>
  (await loadHandler(entry))(event, lambdaContext(name, timeoutSeconds));
