import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '#shared/db/client.ts';
import { type DocumentCommand, operationOf } from '#shared/db/document-commands.ts';

const SDK_COMMANDS = {
  GetItem: GetCommand,
  PutItem: PutCommand,
  UpdateItem: UpdateCommand,
  DeleteItem: DeleteCommand,
  Query: QueryCommand,
  Scan: ScanCommand,
  BatchGetItem: BatchGetCommand,
  BatchWriteItem: BatchWriteCommand,
  TransactWriteItems: TransactWriteCommand,
  TransactGetItems: TransactGetCommand,
} as const;

/**
 * A DocumentClient over an AWS SDK client, for the tools run from an operator's machine: they
 * need the SDK's whole credential chain (profiles, SSO), which the functions' own client
 * (shared/db/client.ts, credentials from Lambda's environment) does not have.
 */
export const sdkDocumentClient = (client: DynamoDBClient): DocumentClient => {
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return {
    send: <I extends object, O>(command: DocumentCommand<I, O>) => {
      const Sdk = SDK_COMMANDS[operationOf(command) as keyof typeof SDK_COMMANDS];
      return doc.send(new Sdk(command.input as never) as never) as Promise<O>;
    },
  };
};
