import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { DeliveryEntity } = await import('#functions/webhooks/delivery.entity.ts');
const { newDelivery } = await import('#functions/webhooks/delivery-record.ts');
const { claimDelivery } = await import('#functions/webhooks/delivery-claim.repository.ts');

const record = newDelivery(
  {
    tenantUid: 'T1',
    webhookUid: 'W1',
    deliveryUid: 'dlv_01',
    httpTransportUid: 'H1',
    eventId: 'evt_01',
    action: 'PRODUCT_CREATE',
    occurredAt: '2026-11-28T10:00:00.000Z',
    data: { productUid: 'P1' },
    test: true,
  },
  new Date('2026-11-28T10:00:01.000Z'),
);
const conditionFailed = () =>
  Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
const inputOf = (send: { mock: { calls: unknown[][] } }, call: number) =>
  (send.mock.calls[call]![0] as { input: Record<string, unknown> }).input;

afterEach(() => vi.restoreAllMocks());

// The claim writes the item DeliveryEntity.create would put, without the entity: the same table,
// key and attributes, so that the API reads the delivery it created.
describe('delivery claim against DeliveryEntity', () => {
  const entity = DeliveryEntity.create(record).params() as {
    Item: Record<string, unknown>;
    TableName: string;
  };

  it("puts the entity's item, owned, on a first claim", async () => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    const claimed = await claimDelivery(record, 'msg-1', { firstClaim: true });
    expect(inputOf(send, 0)).toStrictEqual({
      TableName: entity.TableName,
      Item: { ...entity.Item, owner: 'msg-1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(claimed).toStrictEqual({ ...entity.Item, owner: 'msg-1' });
  });

  it("sets each of the entity's attributes unless stored, in the item's order, when the record exists", async () => {
    const stored = { ...entity.Item, owner: 'msg-1', attemptCount: 3 };
    const send = vi
      .spyOn(documentClient, 'send')
      .mockRejectedValueOnce(conditionFailed())
      .mockResolvedValueOnce({ Attributes: stored } as never);
    expect(await claimDelivery(record, 'msg-1', { firstClaim: true })).toBe(stored);
    const { pk, sk, ...fields } = entity.Item;
    const names = Object.keys(fields);
    const input = inputOf(send, 1);
    expect(input).toStrictEqual({
      TableName: entity.TableName,
      Key: DeliveryEntity.get(record).params().Key,
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = if_not_exists(#f${i}, :f${i})`).join(', ')}, #owner = :owner`,
      ConditionExpression:
        'attribute_not_exists(#pk) OR ((attribute_not_exists(#owner) OR #owner = :owner) AND #state <> :delivered AND #state <> :failed AND #state <> :skipped)',
      ExpressionAttributeNames: {
        '#pk': 'pk',
        '#owner': 'owner',
        '#state': 'state',
        ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      },
      ExpressionAttributeValues: {
        ':owner': 'msg-1',
        ':delivered': 'DELIVERED',
        ':failed': 'FAILED',
        ':skipped': 'SKIPPED',
        ...Object.fromEntries(names.map((n, i) => [`:f${i}`, fields[n]])),
      },
      ReturnValues: 'ALL_NEW',
    });
    expect({ pk, sk }).toEqual(input.Key);
  });

  it('answers undefined when another message owns the delivery or it is final', async () => {
    const send = vi.spyOn(documentClient, 'send').mockRejectedValue(conditionFailed());
    expect(await claimDelivery(record, 'msg-2')).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    expect(inputOf(send, 0).UpdateExpression).toMatch(/^SET /);
  });
});
