import { documentClient, tableName } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { PutCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { deliveryItem, type StoredDelivery } from './delivery-item.ts';
import type { DeliveryRecord } from './delivery-record.ts';

/** Creates the claimed record unless one exists: the item, or undefined when one does. */
const createClaimed = (item: StoredDelivery, TableName: string): Promise<StoredDelivery | undefined> =>
  unlessConditionFails(
    async () => {
      await documentClient.send(
        new PutCommand({ TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
      );
      return item;
    },
    () => undefined,
  );

/**
 * Claims a delivery for one SQS message before anything is POSTed, creating its record when it
 * does not exist yet (the fan-out only queues; the record is born with the first claim). The
 * first message to claim owns the delivery for all its attempts; any other message for it (a
 * duplicate or retried stream record fans the same event out again) is dropped unposted. False
 * as well when the delivery is already final (DELIVERED, FAILED, SKIPPED), so a message received again after its outcome was
 * recorded does not POST twice. One conditional UpdateItem, which answers the claimed item as
 * stored (the outcome is written from it, outcomeItem): undefined when the claim was refused.
 * `firstClaim` (the message's first receipt, for a delivery no one stored before queuing it) tries
 * a conditional PutItem of the new record first, the same write units as the update, which
 * DynamoDB Local serves far faster; when the record exists it falls back to the update.
 */
export const claimDelivery = async (
  record: DeliveryRecord,
  owner: string,
  options: { firstClaim?: boolean } = {},
): Promise<StoredDelivery | undefined> => {
  // The item DeliveryEntity.create(record) would put (delivery-item.ts): the worker bundles no ElectroDB.
  const Item = deliveryItem(record);
  const TableName = tableName();
  if (options.firstClaim) {
    const created = await createClaimed({ ...Item, owner } as StoredDelivery, TableName);
    if (created) return created;
  }
  const { pk, sk, owner: _none, ...fields } = Item;
  const names: Record<string, string> = { '#pk': 'pk', '#owner': 'owner', '#state': 'state' };
  const values: Record<string, unknown> = {
    ':owner': owner,
    ':delivered': 'DELIVERED',
    ':failed': 'FAILED',
    ':skipped': 'SKIPPED',
  };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = if_not_exists(#f${i}, :f${i})`;
  });
  return unlessConditionFails(
    async () => {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName,
          Key: { pk, sk },
          UpdateExpression: `SET ${sets.join(', ')}, #owner = :owner`,
          ConditionExpression:
            'attribute_not_exists(#pk) OR ((attribute_not_exists(#owner) OR #owner = :owner) AND #state <> :delivered AND #state <> :failed AND #state <> :skipped)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as StoredDelivery;
    },
    () => undefined,
  );
};
