import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/**
 * The document client's commands, as `@aws-sdk/lib-dynamodb` names and types them (its types are
 * imported as types only, so nothing of the SDK reaches a bundle): `client.send(new GetCommand(
 * input))` reads as it did. `operation` is the DynamoDB operation; it is a field, not the class
 * name, because bundles are minified.
 */
export abstract class DocumentCommand<I extends object, O> {
  /** The answer's type, for `send`'s inference only; never set. */
  declare readonly output: O;
  abstract readonly operation: string;
  readonly input: I;
  constructor(input: I) {
    this.input = input;
  }
}

export class GetCommand extends DocumentCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DocumentCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DocumentCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DocumentCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
export class ScanCommand extends DocumentCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}
export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends DocumentCommand<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends DocumentCommand<
  TransactWriteCommandInput,
  TransactWriteCommandOutput
> {
  readonly operation = 'TransactWriteItems';
}

/**
 * The operation of a command: ours name it; ElectroDB (which the tests and the tools still run)
 * sends `@aws-sdk/lib-dynamodb`'s own classes, known by their class name.
 */
const LIB_OPERATIONS: Record<string, string> = {
  GetCommand: 'GetItem',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  QueryCommand: 'Query',
  ScanCommand: 'Scan',
  BatchGetCommand: 'BatchGetItem',
  BatchWriteCommand: 'BatchWriteItem',
  TransactWriteCommand: 'TransactWriteItems',
  TransactGetCommand: 'TransactGetItems',
};

/** The DynamoDB operation a command stands for; undefined for a command of no known kind. */
export const operationOf = (command: { operation?: unknown }): string | undefined =>
  typeof command.operation === 'string' ? command.operation : LIB_OPERATIONS[command.constructor.name];

/**
 * The pages of a Query, `pageSize` items at most each (`Limit`), following `LastEvaluatedKey` to
 * the end of the range: what `@aws-sdk/lib-dynamodb`'s paginateQuery did.
 */
export async function* paginateQuery(
  {
    client,
    pageSize,
  }: { client: { send(command: QueryCommand): Promise<QueryCommandOutput> }; pageSize?: number },
  input: QueryCommandInput,
): AsyncGenerator<QueryCommandOutput> {
  let start = input.ExclusiveStartKey;
  do {
    const page = await client.send(
      new QueryCommand({
        ...input,
        ...(pageSize ? { Limit: pageSize } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}
