import { awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { config } from '#shared/config.ts';
import { type DocumentCommand, operationOf } from '#shared/db/document-commands.ts';
import { marshallInput, unmarshallOutput } from '#shared/db/document-marshal.ts';
import { recordDbCall } from '#shared/db/usage.ts';

// The table's endpoint is read at each call, not at import: the deployment tools and the local
// stack load entities (for their key templates) before the stack hands the service its
// environment (provideEnvironment), and an endpoint read then would miss the local one.
const call = awsJsonClient({ service: 'dynamodb', target: 'DynamoDB_20120810', jsonVersion: '1.0' }, () => ({
  region: config.region,
  endpoint: config.endpoints.dynamodb,
}));

/**
 * A DynamoDB operation in DynamoDB's own typed JSON (`{ S: 'x' }`), for what the document client
 * does not cover (DescribeTable in the health check).
 */
export const dynamodbCall = call;

/** What the repositories use of a document client: `send` of a document command. */
export type DocumentClient = {
  send<I extends object, O>(command: DocumentCommand<I, O>): Promise<O>;
};

/**
 * The document client (native JS values), created once per container: marshalls a command's
 * items (shared/db/document-marshal.ts), sends it, and unmarshalls the answer. The item an error
 * returns (ReturnValuesOnConditionCheckFailure) stays in DynamoDB's typed JSON, as lib-dynamodb
 * left it. Each call counts one round trip, and its consumed capacity when the local stack or the
 * bench asks for it (x-db-* headers, shared/db/usage.ts).
 */
export const documentClient: DocumentClient = {
  async send<I extends object, O>(command: DocumentCommand<I, O>): Promise<O> {
    const operation = operationOf(command);
    if (!operation) throw new TypeError(`Not a DynamoDB document command: ${command.constructor.name}`);
    const input = marshallInput(operation, command.input);
    if (config.reportDbUsage && input.ReturnConsumedCapacity === undefined)
      input.ReturnConsumedCapacity = 'TOTAL';
    const output = await call<{ ConsumedCapacity?: never }>(operation, input);
    recordDbCall(`${operation}Command`, output.ConsumedCapacity);
    return unmarshallOutput(operation, output) as O;
  },
};

/** Name of the single table. */
export const tableName = (): string => config.tableName;
