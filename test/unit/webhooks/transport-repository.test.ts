import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransportRecord } from '#functions/webhooks/transport-item.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import { at, full, minimal } from './transport-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { HttpTransportEntity } = await import('#functions/webhooks/http-transport.entity.ts');
const {
  findTransport,
  findTransports,
  insertTransport,
  listTransports,
  removeUnusedTransport,
  replaceTransport,
  webhookCountOp,
} = await import('#functions/webhooks/transport.repository.ts');

// The webhooks function reads and writes transports without ElectroDB: every call must be the one
// HttpTransportEntity makes, and every record the one it returns (headers with their key and value
// only), or the delivery worker and the API would read a transport differently.

const TRANSPORTS = [full, minimal];
const keyOf = (t: TransportRecord) => ({ tenantUid: t.tenantUid, httpTransportUid: t.httpTransportUid });

const itemOf = (record: TransportRecord) =>
  HttpTransportEntity.create(record).params().Item as Record<string, unknown>;
/** As DynamoDB may hold it: a header with a member the model does not know, another without a value. */
const looseHeaders = () => ({
  ...itemOf(full),
  httpTransportUid: 'H3',
  headers: [{ value: 'b', key: 'a', extra: 1 }, { key: 'c' }],
});
/** Items at the same keys or partitions the entity does not read: another entity, another version. */
const foreign = () => [
  { ...itemOf(minimal), httpTransportUid: 'X1', __edb_e__: 'webhook' },
  { ...itemOf(minimal), httpTransportUid: 'X2', __edb_v__: '2' },
];

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

const transactItems = (sent: { input: unknown }[]) =>
  (sent[0]!.input as { TransactItems: Record<string, unknown>[] }).TransactItems;

describe('transport reads against HttpTransportEntity', () => {
  it('by key: the entity’s GetItem and record, undefined for none or a foreign item', async () => {
    const answers = [
      ...TRANSPORTS.map((t) => ({ Item: itemOf(t) })),
      { Item: looseHeaders() },
      {},
      ...foreign().map((Item) => ({ Item })),
      // The entity's get, unlike its parse, wants its identifiers on the item.
      { Item: { ...itemOf(full), __edb_e__: undefined, __edb_v__: undefined } },
    ];
    for (const response of answers) {
      const entity = await capture(
        [response],
        async () => (await HttpTransportEntity.get(keyOf(full)).go()).data ?? undefined,
      );
      const plain = await capture([response], () => findTransport(keyOf(full)));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
    }
    expect(
      (await capture([{ Item: itemOf(minimal) }], () => findTransport(keyOf(minimal)))).result,
    ).toStrictEqual(minimal);
  });

  it('of a tenant: the entity’s Query of gsi1, every page, its transports only', async () => {
    const pages = () => [
      {
        Items: [itemOf(full), ...foreign()],
        LastEvaluatedKey: { pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'H1' },
      },
      { Items: [looseHeaders(), itemOf(minimal)] },
    ];
    const entity = await capture(
      pages(),
      async () => (await HttpTransportEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(pages(), () => listTransports('T1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect((plain.result as TransportRecord[])[1]!.headers).toStrictEqual([
      { key: 'a', value: 'b' },
      { key: 'c' },
    ]);
  });

  describe('several by key (the shared batch read)', () => {
    const uids = ['H1', 'H2', 'H3', 'H1', 'H4'];
    const keys = ['H1', 'H2', 'H3', 'H4'].map((httpTransportUid) => ({ tenantUid: 'T1', httpTransportUid }));
    const answer = (items: object[], unprocessed: object[] = []) => ({
      Responses: { 'unit-table': items },
      UnprocessedKeys: unprocessed.length > 0 ? { 'unit-table': { Keys: unprocessed } } : {},
    });
    /** The code before, on the entity: a map of the records it answered. */
    const entityCall = async (consistent: boolean) => {
      const { data } = await HttpTransportEntity.get(keys).go({ consistent });
      return new Map(data.map((t) => [t.httpTransportUid, t]));
    };

    it('one BatchGetItem of the unique keys, read consistently; the records the entity answers', async () => {
      // H4 is left unprocessed: its webhooks are left out of the list, as they were.
      const responses = [
        answer(
          [looseHeaders(), itemOf(minimal), itemOf(full)],
          [{ pk: 'T#T1#HTTPTRANSPORT#H4', sk: 'HTTPTRANSPORT' }],
        ),
      ];
      // The entity's read is eventually consistent, and so is this one.
      const entity = await capture(responses, () => entityCall(false));
      const plain = await capture(responses, () => findTransports('T1', uids));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
      expect([...(plain.result as Map<string, TransportRecord>).keys()]).toEqual(['H3', 'H2', 'H1']);
      type Sent = { input: { RequestItems: Record<string, { ConsistentRead?: boolean }> } };
      expect((plain.sent[0] as Sent).input.RequestItems['unit-table']).not.toHaveProperty('ConsistentRead');
    });

    it('no uids: no request', async () => {
      const plain = await capture([], () => findTransports('T1', []));
      expect(plain.sent).toStrictEqual([]);
      expect(plain.result).toStrictEqual(new Map());
    });

    it('a foreign item at a transport key fails as it did (the entity answered it as null)', async () => {
      const responses = [answer([foreign()[0]!])];
      const entity = await capture(responses, () => entityCall(false));
      const plain = await capture(responses, () => findTransports('T1', uids));
      expect((entity.result as { failed: unknown }).failed).toBeInstanceOf(TypeError);
      expect((plain.result as { failed: unknown }).failed).toBeInstanceOf(TypeError);
    });
  });
});

describe('transport writes against HttpTransportEntity', () => {
  it.each(TRANSPORTS)(
    'create of $httpTransportUid: the entity’s Put, attributes in its order',
    async (record) => {
      const { sent } = await capture([{}], () => insertTransport(record));
      const [put, quota] = transactItems(sent);
      const entity = HttpTransportEntity.create(record).params();
      expect(put).toStrictEqual({ Put: entity });
      expect(Object.keys((put!.Put as { Item: object }).Item)).toEqual(Object.keys(entity.Item));
      expect(quota).toMatchObject({ Update: { Key: { pk: 'T#T1#WEBHOOKQUOTA' } } });
    },
  );

  it('create writes each header’s key and value only, as the entity does', async () => {
    const record = { ...full, headers: [{ value: 'v', key: 'k', extra: 1 }] } as unknown as TransportRecord;
    const { sent } = await capture([{}], () => insertTransport(record));
    expect(transactItems(sent)[0]).toStrictEqual({ Put: HttpTransportEntity.create(record).params() });
  });

  /** The replace before, on the entity: the same set, remove and condition. */
  const entityReplace = (fields: Parameters<typeof replaceTransport>[2], expectedVersion: number) => {
    const { username, previousSecretExpiresAt, ...rest } = fields;
    const remove = [
      ...(username === undefined ? (['username'] as const) : []),
      ...(previousSecretExpiresAt === undefined ? (['previousSecretExpiresAt'] as const) : []),
    ];
    let update = HttpTransportEntity.patch(keyOf(full)).set({
      ...rest,
      ...(username === undefined ? {} : { username }),
      ...(previousSecretExpiresAt === undefined ? {} : { previousSecretExpiresAt }),
      version: expectedVersion + 1,
    });
    if (remove.length > 0) update = update.remove([...remove]);
    return update.where((a, op) => op.eq(a.version, expectedVersion)).go({ response: 'all_new' });
  };
  const fields: Parameters<typeof replaceTransport>[2] = {
    name: 'ERP 2',
    url: 'https://erp.example.com/v2',
    securityType: 'BEARER',
    hasPassword: false,
    hasToken: true,
    sealedSecrets: 'sealed-3',
    headers: [{ key: 'x-a', value: '1', extra: true } as { key: string; value: string }],
    lastModifiedAt: '2026-11-30T09:00:00.000Z',
  };

  it.each([
    ['both kept', { username: 'erp', previousSecretExpiresAt: at }],
    ['both removed', { username: undefined, previousSecretExpiresAt: undefined }],
    ['username removed', { previousSecretExpiresAt: at }],
    ['expiry removed, no headers', { username: 'erp', headers: [] }],
  ])('replace, %s: the entity’s patch and the record it answers', async (_, optional) => {
    const given = { ...fields, ...optional };
    const stored = { ...full, ...given, headers: [{ key: 'x-a', value: '1', extra: true }], version: 5 };
    const responses = [{ Attributes: stored }];
    const entity = await capture(responses, async () => (await entityReplace(given, 4)).data);
    const plain = await capture(responses, () => replaceTransport(keyOf(full), 4, given));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect((plain.result as TransportRecord).headers).toStrictEqual([{ key: 'x-a', value: '1' }]);
  });

  it('replace at another version: a 409, as before', async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    const plain = await capture([failed], () => replaceTransport(keyOf(full), 3, fields));
    expect((plain.result as { failed: { status: number } }).failed.status).toBe(409);
  });

  it('delete: the entity’s remove, unless webhooks count, joined as the entity joins it', async () => {
    const { sent } = await capture([{}], () => removeUnusedTransport(keyOf(full)));
    const entity = HttpTransportEntity.remove(keyOf(full))
      .where((a, op) => `${op.notExists(a.webhookCount)} OR ${op.eq(a.webhookCount, 0)}`)
      .params();
    const [remove, quota] = transactItems(sent);
    expect(remove).toStrictEqual({ Delete: entity });
    expect(quota).toMatchObject({ Update: { Key: { pk: 'T#T1#WEBHOOKQUOTA' } } });
  });

  it.each([1, -1])('webhook count %i: the entity’s patch of the count', (delta) => {
    expect(webhookCountOp(keyOf(minimal), delta)).toStrictEqual({
      Update: HttpTransportEntity.patch(keyOf(minimal)).add({ webhookCount: delta }).params(),
    });
  });
});
