import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { ItemChange } from '#shared/search/indexer.ts';

const typeless = (v: AttributeValue | undefined): boolean => !v || Object.keys(v).length === 0;

/**
 * An attribute value with the empty maps DynamoDB Local renders without a type (`{}`) inside
 * lists and maps typed again as empty maps (an order's lines hold such maps).
 */
const retyped = (v: AttributeValue): AttributeValue => {
  if (typeless(v)) return { M: {} };
  if (v.L) return { L: v.L.map(retyped) };
  if (v.M) return { M: Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, retyped(x)])) };
  return v;
};

/** Drops attribute values without a type (DynamoDB Local renders some empty maps that way). */
const clean = (image: Record<string, AttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(
    Object.entries(image)
      .filter(([, v]) => !typeless(v))
      .map(([k, v]) => [k, retyped(v)]),
  );

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
