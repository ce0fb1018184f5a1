import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { ItemChange } from '#shared/search/indexer.ts';

/** Drops attribute values without a type (DynamoDB Local renders some empty maps that way). */
const clean = (image: Record<string, AttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).filter(([, v]) => v && Object.keys(v).length > 0));

/**
 * The item change a stream record carries: the new image of an INSERT or MODIFY, the old image
 * of a REMOVE. Undefined for a record without the image it needs.
 */
export const changeOf = (record: DynamoDBRecord): ItemChange | undefined => {
  const removed = record.eventName === 'REMOVE';
  const image = removed ? record.dynamodb?.OldImage : record.dynamodb?.NewImage;
  if (!image) return undefined;
  return { item: unmarshall(clean(image) as never) as Record<string, unknown>, removed };
};
