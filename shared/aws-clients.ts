import { config } from '#shared/config.ts';

/**
 * Per-attempt deadlines of the AWS SDK clients. Without them a dependency that stops answering
 * (but keeps its connection) holds the request until the Lambda times out, and API Gateway
 * answers 504 after 29 s; with them the SDK retries, then fails with a TimeoutError, which the
 * API answers as a 503 with Retry-After (shared/http/problem.ts). A DynamoDB call takes
 * milliseconds; 10 s leaves room for a 1 MB scan page of the rebuild.
 */
export const REQUEST_DEADLINES = {
  connectionTimeout: 2_000,
  requestTimeout: 10_000,
  // Without this the SDK only logs a warning when requestTimeout passes.
  throwOnRequestTimeout: true,
} as const;

/** Options of an AWS SDK client: the region, the deadlines, and the local endpoint if one is set. */
export const awsClientOptions = (localEndpoint: string | undefined) => ({
  region: config.region,
  requestHandler: REQUEST_DEADLINES,
  ...(localEndpoint
    ? { endpoint: localEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {}),
});
