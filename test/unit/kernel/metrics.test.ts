import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import * as z from 'zod/mini';
import { provideEnvironment } from '#shared/config.ts';
import { createPublicHttpHandler } from '#shared/http/public-handler.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { addMetric, METRICS } from '#shared/metrics.ts';
import { createWorkerHandler } from '#shared/worker.ts';

const routes = defineRoutes({
  ping: {
    method: 'GET',
    path: '/ping/{name}',
    summary: 'ping',
    auth: 'public',
    request: { params: z.object({ name: z.string().check(z.maxLength(3)) }) },
    success: { status: 200, description: 'ok' },
  },
  explode: {
    method: 'GET',
    path: '/explode',
    summary: 'fails',
    auth: 'public',
    success: { status: 200, description: 'never' },
  },
});
const http = createPublicHttpHandler(routes, {
  ping: async ({ params }) => ({ body: { pong: params.name } }),
  explode: async () => {
    throw new Error('boom');
  },
});
const worker = createWorkerHandler(async (event: { delivered: number }) => {
  for (let i = 0; i < event.delivered; i++) addMetric(METRICS.webhookDelivered);
  return 'ok';
});

const context = {
  functionName: 'retail-commerce-stage-test',
  awsRequestId: 'r1',
  getRemainingTimeInMillis: () => 1000,
} as Context;
const get = (resource: string, path: string, pathParameters: Record<string, string> | null = null) =>
  ({
    resource,
    path,
    httpMethod: 'GET',
    headers: {},
    pathParameters,
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1' },
  }) as unknown as APIGatewayProxyEvent;

type Emf = {
  _aws: {
    CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }>;
  };
} & Record<string, unknown>;

let stdout: MockInstance<typeof process.stdout.write>;
/** The EMF documents written to stdout since the test began. */
const emitted = (): Emf[] =>
  stdout.mock.calls
    .map(([chunk]) => String(chunk))
    .flatMap((text) => text.split('\n').filter((line) => line.includes('"_aws"')))
    .map((line) => JSON.parse(line) as Emf);

beforeAll(() => {
  // What Lambda sets in an on-demand container; Powertools counts no cold start without it.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
});
afterAll(() => {
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
});
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write');
});
afterEach(() => {
  stdout.mockRestore();
});

describe('metrics (EMF through middy)', () => {
  it('writes nothing on the local stack unless asked', async () => {
    provideEnvironment({ STAGE: 'local' });
    expect((await http(get('/ping/{name}', '/ping/abc', { name: 'abc' }), context))?.statusCode).toBe(200);
    expect((await http(get('/explode', '/explode'), context))?.statusCode).toBe(500);
    expect(await worker({ delivered: 2 }, context)).toBe('ok');
    expect(stdout.mock.calls.map(([chunk]) => String(chunk)).join('')).toBe('');
  });

  it('writes the cold start once, then per route its latency and errors under its operationId', async () => {
    provideEnvironment({ STAGE: 'local', POWERTOOLS_METRICS_DISABLED: 'false' });
    await http(get('/ping/{name}', '/ping/abc', { name: 'abc' }), context);
    const [cold, ping] = emitted();
    expect(cold).toMatchObject({ ColdStart: 1, function_name: context.functionName });
    expect(ping).toMatchObject({
      operation: 'ping',
      service: 'retail-commerce-api',
      ServerErrors: 0,
      ClientErrors: 0,
    });
    expect(ping!._aws.CloudWatchMetrics[0]!.Namespace).toBe('retail-commerce-local');
    // The operation is the one dimension besides the service: no tenant, no path.
    expect(ping!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'operation']]);
    expect(ping!.Latency).toEqual(expect.any(Number));

    stdout.mockClear();
    await http(get('/explode', '/explode'), context);
    await http(get('/ping/{name}', '/ping/abcd', { name: 'abcd' }), context);
    await http(get('/nowhere', '/nowhere'), context);
    expect(emitted().map((e) => [e.operation, e.ServerErrors, e.ClientErrors, 'ColdStart' in e])).toEqual([
      ['explode', 1, 0, false],
      ['ping', 0, 1, false],
      ['unmatched', 0, 1, false],
    ]);
  });

  it("writes a worker's own metrics and nothing for an invocation that added none", async () => {
    // On outside the local stack without being asked.
    provideEnvironment({ STAGE: 'prod' });
    await worker({ delivered: 3 }, context);
    await worker({ delivered: 0 }, context);
    const written = emitted();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ WebhookDelivered: [1, 1, 1], service: 'retail-commerce-api' });
  });
});
