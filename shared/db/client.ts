import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '#shared/aws-clients.ts';
import { config } from '#shared/config.ts';
import { recordDbCall } from '#shared/db/usage.ts';

/** Low-level client, created once per container. */
export const dynamodb = new DynamoDBClient(awsClientOptions(config.endpoints.dynamodb));

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

/** Document client (native JS values), used by ElectroDB and the repositories. */
export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});

/** Name of the single table. */
export const tableName = (): string => config.tableName;
