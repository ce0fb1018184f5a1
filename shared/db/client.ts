import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '#shared/aws-clients.ts';
import { config } from '#shared/config.ts';
import { recordDbCall } from '#shared/db/usage.ts';

// Both clients are built at their first use, not at import: the deployment tools and the local
// stack load entities (for their key templates) before the stack hands the service its
// environment (provideEnvironment), and a client built then would miss the local endpoint.
let built: { dynamodb: DynamoDBClient; documentClient: DynamoDBDocumentClient } | undefined;
const build = () => {
  const dynamodb = new DynamoDBClient(awsClientOptions(config.endpoints.dynamodb));
  // Counts round trips (and, when asked, consumed capacity) per request for the bench and for
  // the x-db-* headers of the local stack. ReturnConsumedCapacity is only added when reporting.
  const reportUsage = config.reportDbUsage;
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (
        reportUsage &&
        input.ReturnConsumedCapacity === undefined &&
        context.commandName !== 'DescribeTableCommand'
      ) {
        input.ReturnConsumedCapacity = 'TOTAL';
      }
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: never };
      recordDbCall(context.commandName ?? '', output.ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: 'dbUsageCounter' },
  );
  // The SDK's logger step builds a copy of every output with sensitive members masked and hands
  // it to the client's logger, even to the default no-op one: for a page of 50 receipts a walk of
  // every attribute value (about 1.5 % of the function's CPU in the receipt search's profile). No
  // client here is given a logger, so the copy was never read.
  dynamodb.middlewareStack.remove('loggerMiddleware');
  const documentClient = DynamoDBDocumentClient.from(dynamodb, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return { dynamodb, documentClient };
};
/**
 * A stand-in that builds the clients at its first real use: a method is looked up on the class
 * (ElectroDB checks a client's methods when an entity loads) and called on the built client.
 */
const lazy = <T extends object>(proto: object, pick: (c: NonNullable<typeof built>) => T): T =>
  new Proxy({} as T, {
    has: (_, name) => name in proto,
    // The SDK's paginators check the client's class.
    getPrototypeOf: () => proto,
    get: (own, name) => {
      // A property set on the stand-in itself (a test's spy on `send`) wins over the client's.
      if (Object.hasOwn(own, name)) return Reflect.get(own, name);
      if (typeof Reflect.get(proto, name) === 'function')
        return (...args: unknown[]) => {
          built ??= build();
          const target = pick(built);
          return (Reflect.get(target, name) as (...a: unknown[]) => unknown).apply(target, args);
        };
      built ??= build();
      return Reflect.get(pick(built), name);
    },
  });

/** Low-level client, created once per container (at its first use). */
export const dynamodb: DynamoDBClient = lazy(DynamoDBClient.prototype, (c) => c.dynamodb);

/** Document client (native JS values), used by ElectroDB and the repositories. */
export const documentClient: DynamoDBDocumentClient = lazy(
  DynamoDBDocumentClient.prototype,
  (c) => c.documentClient,
);

/** Name of the single table. */
export const tableName = (): string => config.tableName;
