import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookRecord } from '#functions/webhooks/webhook-item.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { WebhookEntity } = await import('#functions/webhooks/webhook.entity.ts');
const { HttpTransportEntity } = await import('#functions/webhooks/http-transport.entity.ts');
const { createWebhookPut } = await import('#functions/webhooks/webhook-item.ts');
const {
  deleteWebhookRecord,
  findWebhook,
  insertWebhook,
  listWebhooksOfTenant,
  listWebhooksOfTransport,
  updateWebhookAction,
} = await import('#functions/webhooks/webhook.repository.ts');

// The webhooks function reads and writes webhooks without ElectroDB: every call must be the one
// WebhookEntity makes (its gsi2 key rebuilt when the action changes), or the fan-out would miss
// a subscription or an item written before would be read wrong.

const first: WebhookRecord = {
  tenantUid: 'T1',
  webhookUid: 'W1',
  httpTransportUid: 'H1',
  action: 'PRODUCT_CREATE',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
const second: WebhookRecord = {
  ...first,
  webhookUid: 'W2',
  action: 'CUSTOMER_UPDATE',
  lastModifiedAt: '2026-11-29T08:30:00.000Z',
  version: 4,
};
const key = { tenantUid: 'T1', webhookUid: 'W1' };

const itemOf = (record: WebhookRecord) =>
  WebhookEntity.create(record).params().Item as Record<string, unknown>;
/** Items of the same partitions the entity does not read: another entity, another version. */
const foreign = (record: WebhookRecord) => [
  { ...itemOf(record), webhookUid: 'X1', __edb_e__: 'httpTransport' },
  { ...itemOf(record), webhookUid: 'X2', __edb_v__: '2' },
];
const pages = () => [
  { Items: [itemOf(first), ...foreign(first)], LastEvaluatedKey: { pk: 'p', sk: 'WEBHOOK', gsi1pk: 'g' } },
  { Items: [itemOf(second)] },
];

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

/** The members of the one TransactWriteItems a transaction sent. */
const transactItems = (sent: { input: unknown }[]) => {
  expect(sent).toHaveLength(1);
  return (sent[0]!.input as { TransactItems: Record<string, unknown>[] }).TransactItems;
};

describe('webhook reads against WebhookEntity', () => {
  it('by key: the entity’s GetItem and record; undefined for none and a foreign item', async () => {
    for (const response of [{ Item: itemOf(first) }, {}, ...foreign(first).map((Item) => ({ Item }))]) {
      const entity = await capture(
        [response],
        async () => (await WebhookEntity.get(key).go()).data ?? undefined,
      );
      const plain = await capture([response], () => findWebhook(key));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
    }
    expect((await capture([{ Item: itemOf(first) }], () => findWebhook(key))).result).toStrictEqual(first);
  });

  it('of a transport: the entity’s Query of gsi1, every page, its webhooks only', async () => {
    const entity = await capture(
      pages(),
      async () =>
        (
          await WebhookEntity.query
            .byTransport({ tenantUid: 'T1', httpTransportUid: 'H1' })
            .go({ pages: 'all' })
        ).data,
    );
    const plain = await capture(pages(), () => listWebhooksOfTransport('T1', 'H1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([first, second]);
  });

  it('of a tenant: the entity’s Query of gsi3, every page, its webhooks only', async () => {
    const entity = await capture(
      pages(),
      async () => (await WebhookEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(pages(), () => listWebhooksOfTenant('T1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });
});

describe('webhook writes against WebhookEntity', () => {
  it.each([first, second])(
    'create of $webhookUid: the entity’s Put, every index key, in its order',
    (record) => {
      const entity = WebhookEntity.create(record).params();
      const put = createWebhookPut(record);
      expect(put).toStrictEqual(entity);
      expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
      expect(Object.keys(put)).toEqual(Object.keys(entity));
    },
  );

  it('create refuses a record without a required attribute, as the entity does', () => {
    const record = { ...first, action: undefined } as unknown as WebhookRecord;
    expect(() => WebhookEntity.create(record).params()).toThrow();
    expect(() => createWebhookPut(record)).toThrow('webhook item without action');
  });

  it('insert: the Put and the transport’s count in one transaction, as the entity built them', async () => {
    const { sent } = await capture([{}], () => insertWebhook(second));
    const [put, count, quota] = transactItems(sent);
    expect(put).toStrictEqual({ Put: WebhookEntity.create(second).params() });
    expect(count).toStrictEqual({
      Update: HttpTransportEntity.patch({ tenantUid: 'T1', httpTransportUid: 'H1' })
        .add({ webhookCount: 1 })
        .params(),
    });
    expect(quota).toMatchObject({ Update: { Key: { pk: 'T#T1#WEBHOOKQUOTA' } } });
  });

  it('delete: the entity’s remove and the count back, in one transaction', async () => {
    const { sent } = await capture([{}], () => deleteWebhookRecord(second));
    const [remove, count] = transactItems(sent);
    expect(remove).toStrictEqual({
      Delete: WebhookEntity.remove({ tenantUid: 'T1', webhookUid: 'W2' }).params(),
    });
    expect(count).toStrictEqual({
      Update: HttpTransportEntity.patch({ tenantUid: 'T1', httpTransportUid: 'H1' })
        .add({ webhookCount: -1 })
        .params(),
    });
  });

  it('action change: the entity’s patch (gsi2pk rebuilt, version condition) and its record', async () => {
    const at = '2026-11-30T12:00:00.000Z';
    const after = { ...second, action: 'ORDER_SETTLED', lastModifiedAt: at, version: 5 } as const;
    const responses = [{ Attributes: itemOf(after) }];
    const entity = await capture(
      responses,
      async () =>
        (
          await WebhookEntity.patch({ tenantUid: 'T1', webhookUid: 'W2' })
            .set({ action: 'ORDER_SETTLED', lastModifiedAt: at, version: 5 })
            .where((a, op) => op.eq(a.version, 4))
            .go({ response: 'all_new' })
        ).data,
    );
    const plain = await capture(responses, () =>
      updateWebhookAction({ tenantUid: 'T1', webhookUid: 'W2' }, 4, 'ORDER_SETTLED', at),
    );
    expect(plain.sent).toStrictEqual(entity.sent);
    const input = plain.sent[0]!.input as { UpdateExpression: string; ExpressionAttributeValues: object };
    expect(input.UpdateExpression).toContain('#gsi2pk = :gsi2pk_u0');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':gsi2pk_u0': itemOf(after).gsi2pk });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(after);
  });

  it('action change at another version: a 409, as before', async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    const plain = await capture([failed], () => updateWebhookAction(key, 1, 'ORDER_SETTLED', 'now'));
    expect((plain.result as { failed: { status: number } }).failed.status).toBe(409);
  });
});
