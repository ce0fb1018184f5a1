import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sdkDocumentClient } from '#infra/tools/sdk-document-client.ts';
import { ENV } from '#shared/config.ts';
import { DEFAULT_DATA_DIR, failWith, helpRequested, readLocalStack, scanSegments } from './cli.ts';

const usage = `usage: npm run reindex -- [--fresh] [--segments 4] [--data DIR]
Rebuilds the search read model from the table (the running local stack by default).
Against AWS (your AWS credentials), add: --table NAME --cluster-arn ARN --secret-arn ARN
  [--database search] [--region REGION]   (the secret is the read model's writer secret)
  --fresh   drop the read-model tables first and recreate them (a new column, a damaged model)`;

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    segments: { type: 'string', default: '4' },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    table: { type: 'string' },
    'cluster-arn': { type: 'string' },
    'secret-arn': { type: 'string' },
    database: { type: 'string', default: 'search' },
    region: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const fail = failWith(usage);
helpRequested(values.help, usage);
const segments = scanSegments(values.segments, fail);

/** The table and read model to use: AWS when --table is given, else the running local stack. */
const target = async () => {
  if (values.table) {
    if (!values['cluster-arn'] || !values['secret-arn']) fail('--table needs --cluster-arn and --secret-arn');
    const region = values.region ?? process.env[ENV.region] ?? 'eu-north-1';
    Object.assign(process.env, {
      [ENV.tableName]: values.table,
      [ENV.region]: region,
      [ENV.searchClusterArn]: values['cluster-arn'],
      [ENV.searchWriterSecretArn]: values['secret-arn'],
      [ENV.searchDatabase]: values.database,
    });
    return { tableName: values.table, client: new DynamoDBClient({ region }) };
  }
  const stack = await readLocalStack(values.data, fail);
  Object.assign(process.env, {
    [ENV.tableName]: stack.tableName,
    [ENV.searchWriterUrl]: stack.search.writerUrl,
  });
  const client = new DynamoDBClient({
    region: 'eu-north-1',
    endpoint: stack.dynamodbEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { tableName: stack.tableName as string, client };
};

const { tableName, client } = await target();
// Imported after the environment is in place: the read model's connection reads it.
const { searchDb, closeSearchDb } = await import('#shared/search/search-db.ts');
const { rebuildReadModel } = await import('#functions/search/workers/indexer/rebuild.ts');
const started = Date.now();
let last = 0;
const result = await rebuildReadModel({
  db: await searchDb('writer'),
  documentClient: sdkDocumentClient(client),
  tableName,
  segments,
  fresh: values.fresh,
  onProgress: (scanned, rows) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.error(`scanned ${scanned} items, wrote ${rows} rows`);
  },
});
await closeSearchDb();
client.destroy();
console.log(
  `rebuilt the read model of ${tableName}: ${result.scanned} items scanned, ${result.rows} rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
