/**
 * Stand-in for `@aws-sdk/client-dynamodb` in function bundles (esbuild alias in infra/bundling.ts):
 * the same classes, re-exported by name from the SDK's own ESM build instead of through its
 * `export *` barrel. ElectroDB `require()`s @aws-sdk/lib-dynamodb; esbuild then evaluates that
 * part of the module graph lazily and keeps every export of a barrel it reaches, which bundles
 * every DynamoDB command and its schema (about 45 KB). Named re-exports keep tree shaking working.
 * Error classes are registered by the SDK's schema module itself, so error mapping is unchanged.
 * A name missing here fails the build ("No matching export"), never silently.
 */

export { BatchExecuteStatementCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchExecuteStatementCommand.js';
export { BatchGetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { DescribeExportCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DescribeExportCommand.js';
export { DescribeTableCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DescribeTableCommand.js';
export { ExecuteStatementCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteStatementCommand.js';
export { ExecuteTransactionCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteTransactionCommand.js';
export { ExportTableToPointInTimeCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExportTableToPointInTimeCommand.js';
export { GetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { SearchVectorsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/SearchVectorsCommand.js';
export { TransactGetItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';
export { DynamoDBClient } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
export { DynamoDBServiceException } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/models/DynamoDBServiceException.js';
export * from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/models/errors.js';
