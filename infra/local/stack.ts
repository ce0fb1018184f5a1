import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { SQSClient } from '@aws-sdk/client-sqs';
import { ENV, provideEnvironment } from '#shared/config.ts';
import { ensureDevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from './dev-keys.ts';
import { REPO_ROOT } from './lambda.ts';
import type { Poller } from './pollers.ts';
import { startPostgres } from './postgres.ts';
import { freePort, startDynamoDbLocal, startSes, startSqs } from './services.ts';
import { startSmsServer } from './sms-server.ts';
import {
  LOCAL_CLIENT,
  prepareLocalQueues,
  prepareLocalSearch,
  prepareLocalTable,
} from './stack-resources.ts';

export const LOCAL_TABLE = 'retail-commerce-local';
export const DEFAULT_CALLBACK_AUTH = 'mailprovider:local-callback-secret';

export type LocalStackOptions = {
  /** API port; 0 picks a free one. */
  port?: number;
  /** Persist DynamoDB data here; in memory when absent. Dev keys live here too (default `.local`). */
  dataDir?: string;
  /** Where the development keys live; default: `dataDir`, else `.local` in the repository. */
  keysDir?: string;
  /** Extra environment for the handlers (tests shorten backoffs, for example). */
  env?: Record<string, string>;
  authorizerCacheSeconds?: number;
  queueConcurrency?: number;
  /**
   * PostgreSQL's shared_buffers (default its own 128MB). A read model of millions of rows wants
   * its hot pages there, as Aurora keeps them (about three quarters of its memory).
   */
  searchSharedBuffers?: string;
};

export type LocalStack = {
  apiUrl: string;
  sesUrl: string;
  /** Local SMS service: every SMS sent is listed at `${smsUrl}/messages`. */
  smsUrl: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  /** The search read model: node-postgres URLs of its two roles. */
  search: { readerUrl: string; writerUrl: string };
  tableName: string;
  queueUrls: Record<string, string>;
  keysDir: string;
  /** The environment the stack's handlers run with, for a test process that runs them too. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** Stops a dependency and starts it again with its data (outage tests). */
export type Outage = { pause: () => Promise<void>; resume: () => Promise<void> };

/**
 * The running stack with control over its PostgreSQL and, when its data is kept in a directory,
 * its DynamoDB Local and SQS emulator (outage tests stop and start them).
 */
export type LocalStackControl = LocalStack & { postgres: Outage; dynamodb: Outage; sqs: Outage };

/** Like Promise.all, but settles every promise before it throws the first failure. */
const allOrThrow = async <T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as never;
};

/**
 * Starts the embedded local stack: DynamoDB Local, fauxqs, aws-ses-v2-local, the local API
 * gateway and the event source mappings, all from the same definitions as the CDK stacks.
 * Everything started is stopped by `stop()`; its Java and PostgreSQL also end with this process
 * (children.ts).
 */
export const startLocalStack = async (options: LocalStackOptions = {}): Promise<LocalStackControl> => {
  const keysDir = resolve(options.keysDir ?? options.dataDir ?? resolve(REPO_ROOT, '.local'));
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((e: Error) => console.error('stop failed', e.message));
  };
  try {
    // DynamoDB Local refuses to start on a directory that does not exist yet (a fresh --data DIR).
    if (options.dataDir) {
      await mkdir(resolve(options.dataDir, 'dynamodb'), { recursive: true });
      await mkdir(resolve(options.dataDir, 'sqs'), { recursive: true });
    }
    // Each service is stopped, in reverse order, whatever fails after it started. All starts are
    // awaited before a failure is thrown: a service still starting when another failed would
    // otherwise come up after the stop, and run on.
    const started = <S extends { stop: () => Promise<void> }>(service: Promise<S>) =>
      service.then((s) => {
        stops.push(s.stop);
        return s;
      });
    const inData = (name: string) => (options.dataDir ? resolve(options.dataDir, name) : undefined);
    const [db, sqsServer, ses, keys, sms, postgres] = await allOrThrow([
      started(startDynamoDbLocal(inData('dynamodb'))),
      started(startSqs(inData('sqs'))),
      started(startSes()),
      ensureDevKeys(keysDir),
      started(startSmsServer()),
      started(startPostgres(inData('postgres'), { sharedBuffers: options.searchSharedBuffers })),
    ] as const);
    // A fresh reader password each start: only this process and its handlers use it.
    const search = await prepareLocalSearch(postgres, randomBytes(18).toString('hex'));

    const { table, persisted } = await prepareLocalTable(db.endpoint, LOCAL_TABLE);

    const sqs = new SQSClient({ endpoint: sqsServer.endpoint, ...LOCAL_CLIENT });
    const { queues: QUEUES, queueUrls, queueArns } = await prepareLocalQueues(sqs);

    // The handlers' environment, as Lambda gives a function its own. They run in this process, so
    // it is handed to shared/config.ts (before the registry imports them), never written into
    // process.env: that would leak into every process this one starts, a test runner's workers
    // among them, and make tests pass that depend on it.
    const env: Record<string, string> = {
      [ENV.stage]: 'local',
      [ENV.region]: LOCAL_CLIENT.region,
      [ENV.awsAccessKeyId]: 'local',
      [ENV.awsSecretAccessKey]: 'local',
      [ENV.tableName]: LOCAL_TABLE,
      [ENV.dynamodbEndpoint]: db.endpoint,
      [ENV.sqsEndpoint]: sqsServer.endpoint,
      [ENV.sesEndpoint]: ses.endpoint,
      [ENV.smsEndpoint]: sms.endpoint,
      [ENV.searchReaderUrl]: search.readerUrl,
      [ENV.searchWriterUrl]: search.writerUrl,
      [ENV.jwtIssuer]: LOCAL_ISSUER,
      [ENV.jwtAudience]: LOCAL_AUDIENCE,
      [ENV.jwksJson]: JSON.stringify(keys.publicJwks),
      [ENV.localSecretsKey]: keys.secretsKey,
      // Its own key, derived from the local secrets key so that dev-keys.json needs no new field.
      [ENV.consistencyTokenKey]: createHmac('sha256', Buffer.from(keys.secretsKey, 'base64'))
        .update('consistency-token')
        .digest('base64'),
      [ENV.mailProviderCallbackAuth]: process.env[ENV.mailProviderCallbackAuth] || DEFAULT_CALLBACK_AUTH,
      [ENV.webhookAllowLoopback]: 'true',
      [ENV.webhookAllowHttp]: 'true',
      [ENV.validateResponses]: 'true',
      [ENV.reportDbUsage]: 'true',
      [ENV.logLevel]: process.env[ENV.logLevel] || 'WARN',
      // Benches and the fuzz drive one tenant far harder than a deployment lets it; a test that
      // wants the limit sets its tenant's own policy (test/integration/kernel/rate-limits.test.ts).
      [ENV.rateLimitQuota]: '100000',
      [ENV.rateLimitWindowSeconds]: '10',
      ...Object.fromEntries(Object.entries(QUEUES).map(([name, def]) => [def.envVar, queueUrls[name]!])),
      ...options.env,
    };
    provideEnvironment(env);

    const { FUNCTIONS, httpFunctions } = await import('#functions/registry.ts');
    const { startApiServer } = await import('./api-server.ts');
    const { startQueuePoller } = await import('./pollers.ts');
    const { startStreamWorker } = await import('./stream-worker.ts');
    const { startSchedule } = await import('./schedules.ts');

    const streams = startStreamWorker(
      {
        endpoint: db.endpoint,
        streamArn: table.LatestStreamArn!,
        fns: FUNCTIONS.flatMap((fn) => (fn.kind === 'stream' ? [fn] : [])),
        fromLatest: persisted,
      },
      env,
    );
    const pollers: Poller[] = [streams];
    for (const fn of FUNCTIONS) {
      if (fn.kind === 'schedule') {
        pollers.push(startSchedule(fn));
      } else if (fn.kind === 'queue') {
        pollers.push(
          startQueuePoller({
            sqs,
            queueUrl: queueUrls[fn.queue]!,
            queueArn: queueArns[fn.queue]!,
            fn,
            concurrency: options.queueConcurrency ?? 4,
          }),
        );
      }
    }
    stops.push(async () => {
      await Promise.all(pollers.map((p) => p.stop()));
      sqs.destroy();
    });

    const port = options.port === undefined || options.port === 0 ? await freePort() : options.port;
    const server: Server = await startApiServer({
      port,
      functions: httpFunctions(),
      authorizerCacheSeconds: options.authorizerCacheSeconds ?? 300,
    });
    stops.push(
      () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
    );

    await streams.ready;

    const stack: LocalStackControl = {
      apiUrl: `http://127.0.0.1:${port}/v2`,
      sesUrl: ses.endpoint,
      smsUrl: sms.endpoint,
      dynamodbEndpoint: db.endpoint,
      sqsEndpoint: sqsServer.endpoint,
      search,
      tableName: LOCAL_TABLE,
      queueUrls,
      keysDir,
      env,
      stop: async () => {
        const { closeSearchDb } = await import('#shared/search/search-db.ts');
        await closeSearchDb();
        await stopAll();
      },
      postgres: { pause: postgres.pause, resume: postgres.resume },
      dynamodb: { pause: db.pause, resume: db.resume },
      sqs: { pause: sqsServer.pause, resume: sqsServer.resume },
    };
    // Lets `npm run token` reach the running stack (integration tokens are table records).
    await writeFile(
      resolve(keysDir, 'stack.json'),
      JSON.stringify(
        {
          ...stack,
          env: undefined,
          stop: undefined,
          postgres: undefined,
          dynamodb: undefined,
          sqs: undefined,
        },
        null,
        2,
      ),
    );
    return stack;
  } catch (error) {
    await stopAll();
    throw error;
  }
};
