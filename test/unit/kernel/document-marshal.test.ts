import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { marshallInput, unmarshallOutput } from '#shared/db/document-marshal.ts';

/**
 * The document client's conversions against @aws-sdk/lib-dynamodb's, which the functions used
 * before: the SDK's document client runs each command on a client whose last step hands back a
 * scripted typed answer instead of sending, so both sides see the same input and the same answer.
 */
const sdk = new DynamoDBClient({
  region: 'eu-north-1',
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
});
let sentInput: unknown;
let typedAnswer: Record<string, unknown> = {};
sdk.middlewareStack.addRelativeTo(
  () => async (args: { input: unknown }) => {
    sentInput = args.input;
    return { output: { ...structuredClone(typedAnswer), $metadata: {} } as never, response: {} };
  },
  // Inside lib-dynamodb's own unmarshalling step, which then converts the scripted answer.
  { relation: 'after', toMiddleware: 'DocumentUnmarshall', name: 'scriptedAnswer' },
);
const doc = DynamoDBDocumentClient.from(sdk, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});

const item = {
  pk: 'T#t1#X#1',
  sk: 'X',
  n: 42,
  f: 1.5,
  yes: true,
  none: null,
  gone: undefined,
  empty: '',
  list: ['a', 2, { deep: [true, undefined] }],
  map: { a: { b: 'c' }, skip: undefined },
  tags: new Set(['x', 'y']),
  counts: new Set([1, 2]),
  bytes: new Uint8Array([1, 2, 3]),
};
const typedItem = {
  pk: { S: 'T#t1#X#1' },
  n: { N: '42' },
  yes: { BOOL: true },
  none: { NULL: true },
  list: { L: [{ S: 'a' }, { N: '2' }] },
  map: { M: { a: { M: { b: { S: 'c' } } } } },
  tags: { SS: ['x', 'y'] },
  counts: { NS: ['1', '2'] },
  bytes: { B: new Uint8Array([1, 2, 3]) },
};
const key = { pk: 'T#t1#X#1', sk: 'X' };
const typedKey = { pk: { S: 'T#t1#X#1' }, sk: { S: 'X' } };
const values = { ':v': 3, ':s': new Set(['a']), ':m': { x: [1, undefined] } };

/** Any of lib-dynamodb's commands, each with its own input. */
type SdkCommand = new (input: never) => object;
const CASES: Array<[string, SdkCommand, object, Record<string, unknown>]> = [
  ['GetItem', GetCommand, { TableName: 't', Key: key, ConsistentRead: true }, { Item: typedItem }],
  [
    'PutItem',
    PutCommand,
    { TableName: 't', Item: item, ConditionExpression: 'version = :v', ExpressionAttributeValues: values },
    { Attributes: typedItem },
  ],
  [
    'UpdateItem',
    UpdateCommand,
    { TableName: 't', Key: key, UpdateExpression: 'SET a = :m', ExpressionAttributeValues: values },
    {
      Attributes: typedItem,
      ItemCollectionMetrics: { ItemCollectionKey: typedKey, SizeEstimateRangeGB: [0, 1] },
    },
  ],
  [
    'DeleteItem',
    DeleteCommand,
    { TableName: 't', Key: key, ReturnValues: 'ALL_OLD' },
    { Attributes: typedItem },
  ],
  [
    'Query',
    QueryCommand,
    {
      TableName: 't',
      KeyConditionExpression: 'pk = :v',
      ExpressionAttributeValues: values,
      ExclusiveStartKey: key,
    },
    {
      Items: [typedItem, typedKey],
      Count: 2,
      LastEvaluatedKey: typedKey,
      ConsumedCapacity: { CapacityUnits: 1 },
    },
  ],
  ['Scan', ScanCommand, { TableName: 't', Segment: 0, TotalSegments: 2 }, { Items: [typedItem], Count: 1 }],
  [
    'BatchGetItem',
    BatchGetCommand,
    { RequestItems: { t: { Keys: [key, key], ProjectionExpression: 'pk' } } },
    { Responses: { t: [typedItem] }, UnprocessedKeys: { t: { Keys: [typedKey] } } },
  ],
  [
    'BatchWriteItem',
    BatchWriteCommand,
    { RequestItems: { t: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] } },
    { UnprocessedItems: { t: [{ PutRequest: { Item: typedItem } }, { DeleteRequest: { Key: typedKey } }] } },
  ],
  [
    'TransactWriteItems',
    TransactWriteCommand,
    {
      TransactItems: [
        {
          ConditionCheck: {
            TableName: 't',
            Key: key,
            ConditionExpression: 'a = :v',
            ExpressionAttributeValues: values,
          },
        },
        { Put: { TableName: 't', Item: item } },
        {
          Update: {
            TableName: 't',
            Key: key,
            UpdateExpression: 'SET a = :v',
            ExpressionAttributeValues: values,
          },
        },
        { Delete: { TableName: 't', Key: key } },
      ],
    },
    {},
  ],
];

describe('the document client conversions', () => {
  it.each(CASES)(
    '%s: the same typed input and native answer as lib-dynamodb',
    async (operation, Command, input, typed) => {
      typedAnswer = typed;
      const { $metadata: _, ...expected } = (await doc.send(new Command(input as never) as never)) as Record<
        string,
        unknown
      >;
      expect(marshallInput(operation, input)).toEqual(sentInput);
      expect(unmarshallOutput(operation, structuredClone(typed))).toEqual(expected);
    },
  );

  it('leaves the given input as it was', () => {
    const input = { TableName: 't', Item: { ...item } };
    marshallInput('PutItem', input);
    expect(input.Item).toEqual(item);
  });
});
