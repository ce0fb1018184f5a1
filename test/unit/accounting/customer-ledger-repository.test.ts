import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { CustomerLedgerEntity } = await import('#functions/accounting/customer-ledger.entity.ts');
const { getLedgerNumber, getLedgerNumbers, queryLedgerNumbers, readLedger, setLedgerOps } = await import(
  '#functions/accounting/customer-ledger.repository.ts'
);

// Ledger numbers are read and written without ElectroDB: every call must be the one
// CustomerLedgerEntity makes, or a ledger item written before would be read wrong.

const ref = { tenantUid: 'T1', storeUid: 'S1', customerUid: 'C1' };
const at = '2026-11-25T08:00:00.000Z';
const ledger = (storeUid: string, ledgerNumber: string) =>
  ({
    ...CustomerLedgerEntity.create({
      ...ref,
      storeUid,
      ledgerNumber,
      createdAt: at,
      lastModifiedAt: at,
      version: 2,
    }).params().Item,
    gsi1pk: 'T#T1#CUSTOMER#C1#LEDGERS',
    gsi1sk: `STORE#${storeUid}`,
  }) as Record<string, unknown>;
/** An item of another entity under a ledger's key: the entity's reads skip it. */
const foreign = { ...ledger('S9', 'X'), __edb_e__: 'accountingConfig' };

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('ledger numbers against CustomerLedgerEntity', () => {
  it('set: the entity’s upsert, gsi1 key and createdAt-if-new included, after the customer check', () => {
    const [check, update] = setLedgerOps(ref, 'L-100', at);
    expect(check!.item.ConditionCheck?.Key).toStrictEqual({ pk: 'T#T1#CUSTOMER#C1', sk: 'CUSTOMER' });
    const entity = CustomerLedgerEntity.upsert({ ...ref, ledgerNumber: 'L-100', lastModifiedAt: at })
      .ifNotExists({ createdAt: at })
      .add({ version: 1 })
      .params();
    expect(update!.item.Update).toStrictEqual(entity);
  });

  it.each([
    ['a ledger', { Item: ledger('S1', 'L-7') }, 'L-7'],
    ['no item', {}, undefined],
    ['an item of another entity', { Item: foreign }, undefined],
  ])('get of %s: the entity’s consistent GetItem', async (_case, response, expected) => {
    const entity = await capture(
      [response],
      async () => (await CustomerLedgerEntity.get(ref).go({ consistent: true })).data?.ledgerNumber,
    );
    const plain = await capture([response], () => getLedgerNumber(ref));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toBe(expected);
  });

  it('query: the entity’s gsi1 Query with Limit 1000 on every page, its items only', async () => {
    const responses = [
      {
        Items: [ledger('S2', 'L-2'), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'x' },
      },
      { Items: [ledger('S3', 'L-3')] },
    ];
    const entity = await capture(responses, async () =>
      (
        await CustomerLedgerEntity.query.byCustomerStores({ tenantUid: 'T1', customerUid: 'C1' }).go({
          pages: 'all',
          limit: 1000,
        })
      ).data.map((l) => ({ storeUid: l.storeUid, ledgerNumber: l.ledgerNumber })),
    );
    const plain = await capture(responses, () => queryLedgerNumbers('T1', 'C1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([
      { storeUid: 'S2', ledgerNumber: 'L-2' },
      { storeUid: 'S3', ledgerNumber: 'L-3' },
    ]);
  });

  it('batch reads key the items as the entity does and parse them as its parse does', async () => {
    const keys = ['S2', 'S1', 'S9'].map(
      (storeUid) => CustomerLedgerEntity.get({ ...ref, storeUid }).params().Key,
    );
    // The entity's parse keeps an item at a ledger key whatever wrote it, so a batch read does too.
    const items = [ledger('S2', 'L-2'), foreign, ledger('S1', 'L-1')];
    const parsed = items
      .map((Item) => CustomerLedgerEntity.parse({ Item }).data)
      .map((l) => ({ storeUid: l!.storeUid, ledgerNumber: l!.ledgerNumber }))
      .sort((a, b) => a.storeUid.localeCompare(b.storeUid));
    const answer = { Responses: { 'unit-table': items } };
    const plain = await capture([answer], () => getLedgerNumbers('T1', 'C1', ['S2', 'S1', 'S9']));
    const sent = plain.sent[0]!.input as { RequestItems: Record<string, { Keys: unknown }> };
    expect(sent.RequestItems['unit-table']!.Keys).toStrictEqual(keys);
    expect(plain.result).toStrictEqual(parsed);
    expect(plain.result).toHaveLength(3);
    const customer = { pk: 'T#T1#CUSTOMER#C1', sk: 'CUSTOMER' };
    const one = await capture([{ Responses: { 'unit-table': [customer, ledger('S1', 'L-1')] } }], () =>
      readLedger(ref),
    );
    expect(one.result).toStrictEqual({ customerExists: true, ledgerNumber: 'L-1' });
    const none = await capture([{ Responses: { 'unit-table': [] } }], () => readLedger(ref));
    expect(none.result).toStrictEqual({ customerExists: false, ledgerNumber: undefined });
  });
});
