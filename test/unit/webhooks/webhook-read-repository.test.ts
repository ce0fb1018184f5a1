import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { WebhookEntity } = await import('#functions/webhooks/webhook.entity.ts');
const { findWebhook, listSubscribers, subscribersKey, webhookKey } = await import(
  '#functions/webhooks/webhook-read.repository.ts'
);

const record = {
  tenantUid: 'T1',
  webhookUid: 'W1',
  httpTransportUid: 'H1',
  action: 'PRODUCT_CREATE',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:05:00.000Z',
  version: 3,
} as const;

afterEach(() => vi.restoreAllMocks());

// The fan-out reads subscriptions without ElectroDB: the query and the record it returns must be
// the entity's, or a webhook written by the API would not be found (or be read wrong).
describe('webhook subscriptions against WebhookEntity', () => {
  it('queries the partition and index the entity writes and queries', async () => {
    const item = WebhookEntity.create(record).params().Item as Record<string, unknown>;
    expect(item.gsi2pk).toBe(subscribersKey('T1', 'PRODUCT_CREATE'));
    const entityQuery = WebhookEntity.query.byAction({ tenantUid: 'T1', action: 'PRODUCT_CREATE' }).params();
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({ Items: [] } as never);
    await listSubscribers('T1', 'PRODUCT_CREATE');
    const input = (send.mock.calls[0]![0] as { input: Record<string, unknown> }).input;
    expect(input.IndexName).toBe(entityQuery.IndexName);
    expect(input.TableName).toBe(entityQuery.TableName);
    const names = input.ExpressionAttributeNames as Record<string, string>;
    const values = input.ExpressionAttributeValues as Record<string, string>;
    expect(Object.values(names)).toEqual(Object.values(entityQuery.ExpressionAttributeNames as object));
    expect(Object.values(values)).toEqual(Object.values(entityQuery.ExpressionAttributeValues as object));
  });

  it('returns the record the entity returns for its item, and skips items of other entities', async () => {
    const item = WebhookEntity.create(record).params().Item as Record<string, unknown>;
    const foreign = { ...item, __edb_e__: 'delivery', webhookUid: 'W2' };
    vi.spyOn(documentClient, 'send').mockResolvedValue({ Items: [item, foreign] } as never);
    const read = await listSubscribers('T1', 'PRODUCT_CREATE');
    expect(read).toEqual(WebhookEntity.parse({ Items: [item] }).data);
    expect(read).toEqual([record]);
  });

  it('follows every page of the Query', async () => {
    const first = WebhookEntity.create(record).params().Item as Record<string, unknown>;
    const second = WebhookEntity.create({ ...record, webhookUid: 'W2' }).params().Item as Record<
      string,
      unknown
    >;
    const send = vi
      .spyOn(documentClient, 'send')
      .mockResolvedValueOnce({ Items: [first], LastEvaluatedKey: { pk: 'x' } } as never)
      .mockResolvedValueOnce({ Items: [second] } as never);
    const read = await listSubscribers('T1', 'PRODUCT_CREATE');
    expect(read.map((w) => w.webhookUid)).toEqual(['W1', 'W2']);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('webhook read by key against WebhookEntity', () => {
  it('reads the key the entity writes and returns the record the entity returns', async () => {
    const item = WebhookEntity.create(record).params().Item as Record<string, unknown>;
    const entityGet = WebhookEntity.get({ tenantUid: 'T1', webhookUid: 'W1' }).params();
    expect(webhookKey('T1', 'W1')).toEqual(entityGet.Key);
    expect(webhookKey('T1', 'W1')).toEqual({ pk: item.pk, sk: item.sk });
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({ Item: item } as never);
    const read = await findWebhook({ tenantUid: 'T1', webhookUid: 'W1' });
    expect((send.mock.calls[0]![0] as { input: unknown }).input).toEqual({
      TableName: entityGet.TableName,
      Key: entityGet.Key,
    });
    expect(read).toEqual(WebhookEntity.parse({ Item: item }).data);
    expect(read).toStrictEqual(record);
  });

  it('answers undefined for a missing item or an item of another entity', async () => {
    const item = WebhookEntity.create(record).params().Item as Record<string, unknown>;
    vi.spyOn(documentClient, 'send')
      .mockResolvedValueOnce({} as never)
      .mockResolvedValueOnce({ Item: { ...item, __edb_e__: 'delivery' } } as never);
    expect(await findWebhook({ tenantUid: 'T1', webhookUid: 'W1' })).toBeUndefined();
    expect(await findWebhook({ tenantUid: 'T1', webhookUid: 'W1' })).toBeUndefined();
  });
});
