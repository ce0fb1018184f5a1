import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ENV } from '#shared/config.ts';
import { createTableInput, TABLE } from '#shared/db/table.ts';
import { ensureDevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from './dev-keys.ts';
import { REPO_ROOT } from './lambda.ts';
import type { Poller } from './pollers.ts';
import { type LocalPostgres, startPostgres } from './postgres.ts';
import { freePort, startDynamoDbLocal, startSes, startSqs } from './services.ts';
import { startSmsServer } from './sms-server.ts';
import { addMissingIndexes } from './table-indexes.ts';

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
  stop: () => Promise<void>;
};

/** Stops a dependency and starts it again with its data (outage tests). */
export type Outage = { pause: () => Promise<void>; resume: () => Promise<void> };

/**
 * The running stack with control over its PostgreSQL and, when its data is kept in a directory,
 * its DynamoDB Local and SQS emulator (outage tests stop and start them).
 */
export type LocalStackControl = LocalStack & { postgres: Outage; dynamodb: Outage; sqs: Outage };

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'eu-north-1';

/**
 * Starts the embedded local stack: DynamoDB Local, fauxqs, aws-ses-v2-local, the local API
 * gateway and the event source mappings, all from the same definitions as the CDK stacks.
 * Everything started is stopped by `stop()`; DynamoDB Local is also killed if this process exits.
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
    const [db, sqsServer, ses, keys, sms, postgres] = await Promise.all([
      startDynamoDbLocal(options.dataDir ? resolve(options.dataDir, 'dynamodb') : undefined).then((s) => {
        stops.push(s.stop);
        return s;
      }),
      startSqs(options.dataDir ? resolve(options.dataDir, 'sqs') : undefined).then((s) => {
        stops.push(s.stop);
        return s;
      }),
      startSes().then((s) => {
        stops.push(s.stop);
        return s;
      }),
      ensureDevKeys(keysDir),
      startSmsServer().then((s) => {
        stops.push(s.stop);
        return s;
      }),
      startPostgres(options.dataDir ? resolve(options.dataDir, 'postgres') : undefined, {
        sharedBuffers: options.searchSharedBuffers,
      }).then((s) => {
        stops.push(s.stop);
        return s;
      }),
    ]);
    // A fresh reader password each start: only this process and its handlers use it.
    const search = await prepareLocalSearch(postgres, randomBytes(18).toString('hex'));

    const dynamodb = new DynamoDBClient({ endpoint: db.endpoint, region, credentials });
    let persisted = false;
    try {
      await dynamodb.send(new CreateTableCommand(createTableInput(LOCAL_TABLE)));
      await dynamodb.send(
        new UpdateTimeToLiveCommand({
          TableName: LOCAL_TABLE,
          TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      persisted = true;
    }
    const { Table: described } = await dynamodb.send(new DescribeTableCommand({ TableName: LOCAL_TABLE }));
    // A persisted table from before an index was added gains it here.
    const Table = persisted ? await addMissingIndexes(dynamodb, described!) : described;
    dynamodb.destroy();

    const sqs = new SQSClient({ endpoint: sqsServer.endpoint, region, credentials });
    const { QUEUES } = await import('#functions/registry.ts');
    const queueUrls: Record<string, string> = {};
    const queueArns: Record<string, string> = {};
    for (const [name, def] of Object.entries(QUEUES)) {
      const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
      queueUrls[`${name}Dlq`] = dlq.QueueUrl!;
      const dlqAttrs = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }),
      );
      const queue = await sqs.send(
        new CreateQueueCommand({
          QueueName: name,
          Attributes: {
            VisibilityTimeout: String(def.visibilityTimeoutSeconds),
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: dlqAttrs.Attributes?.QueueArn,
              maxReceiveCount: def.maxReceiveCount,
            }),
          },
        }),
      );
      queueUrls[name] = queue.QueueUrl!;
      const attrs = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.QueueUrl!, AttributeNames: ['QueueArn'] }),
      );
      queueArns[name] = attrs.Attributes?.QueueArn ?? name;
    }

    // The handlers read their configuration from the environment, exactly as in Lambda. It must
    // be in place before shared/config.ts reads its first value (it copies the environment then).
    const env: Record<string, string> = {
      [ENV.stage]: 'local',
      [ENV.region]: region,
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
      [ENV.mailProviderCallbackAuth]: process.env[ENV.mailProviderCallbackAuth] || DEFAULT_CALLBACK_AUTH,
      [ENV.webhookAllowLoopback]: 'true',
      [ENV.webhookAllowHttp]: 'true',
      [ENV.validateResponses]: 'true',
      [ENV.reportDbUsage]: 'true',
      [ENV.logLevel]: process.env[ENV.logLevel] || 'WARN',
      ...Object.fromEntries(Object.entries(QUEUES).map(([name, def]) => [def.envVar, queueUrls[name]!])),
      ...options.env,
    };
    Object.assign(process.env, env);

    const { FUNCTIONS, httpFunctions } = await import('#functions/registry.ts');
    const { startApiServer } = await import('./api-server.ts');
    const { startQueuePoller } = await import('./pollers.ts');
    const { startStreamWorker } = await import('./stream-worker.ts');
    const { startSchedule } = await import('./schedules.ts');

    const streams = startStreamWorker({
      endpoint: db.endpoint,
      streamArn: Table!.LatestStreamArn!,
      fns: FUNCTIONS.flatMap((fn) => (fn.kind === 'stream' ? [fn] : [])),
      fromLatest: persisted,
    });
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
        { ...stack, stop: undefined, postgres: undefined, dynamodb: undefined, sqs: undefined },
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

/** Applies the read model's migrations as the writer and returns the URLs of both roles. */
const prepareLocalSearch = async (postgres: LocalPostgres, readerPassword: string) => {
  const [{ drizzle }, { default: pg }, { prepareReadModel }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('pg'),
    import('#functions/search-indexer/prepare.ts'),
  ]);
  const pool = new pg.Pool({ connectionString: postgres.writerUrl, max: 1 });
  try {
    await prepareReadModel(drizzle(pool) as never, readerPassword);
  } finally {
    await pool.end();
  }
  return { readerUrl: postgres.readerUrl(readerPassword), writerUrl: postgres.writerUrl };
};
