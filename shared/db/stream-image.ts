import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/**
 * The new image of a stream record in which an item of ElectroDB entity `entity` enters the state
 * `member` = `value` (created so, or changed to it from another value), else undefined. The images
 * are read by hand, member by member: an image can hold maps DynamoDB Local renders without a
 * type, which a full unmarshall refuses, and a published decoder reads only the members its readers need.
 */
export const imageEntering = (
  record: DynamoDBRecord,
  entity: string,
  member: string,
  value: string,
): Record<string, AttributeValue> | undefined => {
  const image = record.dynamodb?.NewImage;
  if (!image || (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY')) return undefined;
  if (image.__edb_e__?.S !== entity || image[member]?.S !== value) return undefined;
  if (record.dynamodb?.OldImage?.[member]?.S === value) return undefined;
  return image as Record<string, AttributeValue>;
};

/** A string member of an image ('' when absent). */
export const textOf = (v: AttributeValue | undefined): string => v?.S ?? '';

/** A number member of an image (0 when absent). */
export const numberOf = (v: AttributeValue | undefined): number => Number(v?.N ?? 0);

/** Each map of a list member of an image, decoded by `decode`; entries that are not maps are skipped. */
export const mapsOf = <T>(
  v: AttributeValue | undefined,
  decode: (m: Record<string, AttributeValue>) => T,
): T[] => (v?.L ?? []).flatMap((entry) => (entry.M ? [decode(entry.M)] : []));
