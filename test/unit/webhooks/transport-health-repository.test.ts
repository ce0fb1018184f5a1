import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { HttpTransportEntity } = await import('#functions/webhooks/http-transport.entity.ts');
const { countFailedDelivery, disableTransportOp, enableTransportItem, recordDelivered } = await import(
  '#functions/webhooks/transport-health.repository.ts'
);

const at = '2026-11-28T10:00:00.000Z';
const key = { tenantUid: 'T1', httpTransportUid: 'H1' };
/** The transport as DynamoDB answers it after an update (ALL_NEW), written by the entity. */
const stored = HttpTransportEntity.create({
  ...key,
  name: 'ERP',
  url: 'https://erp.example.com/hooks',
  securityType: 'BEARER',
  hasPassword: false,
  hasToken: true,
  sealedSecrets: 'sealed',
  headers: [{ key: 'x-tenant', value: 'T1' }],
  webhookCount: 1,
  status: 'ENABLED',
  failingSince: at,
  failedInRow: 3,
  createdAt: at,
  lastModifiedAt: at,
  version: 2,
}).params().Item as Record<string, unknown>;
const entityGet = HttpTransportEntity.get(key).params() as { Key: unknown; TableName: string };

afterEach(() => vi.restoreAllMocks());

// The delivery worker keeps the health counters without ElectroDB: each write must name the
// table and key the entity reads, and answer the record the entity parses from the stored item.
describe('transport health writes against HttpTransportEntity', () => {
  it.each([
    ['countFailedDelivery', () => countFailedDelivery(key, at)],
    ['recordDelivered', () => recordDelivered(key, at)],
    ['enableTransportItem', () => enableTransportItem(key, at)],
  ])('%s updates the entity key and answers the entity record', async (_name, write) => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({ Attributes: stored } as never);
    const health = await write();
    const input = (send.mock.calls[0]![0] as { input: Record<string, unknown> }).input;
    expect(input.TableName).toBe(entityGet.TableName);
    expect(input.Key).toEqual(entityGet.Key);
    expect(input.ConditionExpression).toBe('attribute_exists(pk)');
    expect(health).toStrictEqual(HttpTransportEntity.parse({ Item: stored }).data);
  });

  it('answers undefined when the transport is gone', async () => {
    const failed = Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
    vi.spyOn(documentClient, 'send').mockRejectedValue(failed);
    expect(await countFailedDelivery(key, at)).toBeUndefined();
    expect(await recordDelivered(key, at)).toBeUndefined();
  });

  it('disables the transport at the entity key', () => {
    const op = disableTransportOp(
      key,
      { failingSince: at, minFailed: 4, windowStart: at },
      { disabledAt: at, disabledReason: 'failing' },
    );
    const update = (op.item as { Update: Record<string, unknown> }).Update;
    expect(update.TableName).toBe(entityGet.TableName);
    expect(update.Key).toEqual(entityGet.Key);
  });
});
