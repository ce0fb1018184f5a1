import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, {
  LOCAL_SECRETS_KEY: randomBytes(32).toString('base64'),
  TABLE_NAME: 'unit-table',
  AWS_REGION: 'eu-north-1',
});
const { documentClient } = await import('#shared/db/client.ts');
const { HttpTransportEntity } = await import('#functions/webhooks/http-transport.entity.ts');
const { WebhookEntity } = await import('#functions/webhooks/webhook.entity.ts');
const { sealSecrets } = await import('#functions/webhooks/secrets.ts');
const { targetOf } = await import('#functions/webhooks/workers/delivery/targets.ts');

const at = '2026-11-23T10:00:00.000Z';
/** Stored items of one transport and one webhook, as DynamoDB returns them. */
const itemsOf = async (tenantUid: string) => {
  const context = { tenantUid, httpTransportUid: 'tr' };
  const transport = HttpTransportEntity.create({
    ...context,
    name: 'ERP',
    url: 'https://erp.example.com/hooks',
    securityType: 'NONE',
    hasPassword: false,
    hasToken: false,
    sealedSecrets: await sealSecrets({ signing: [{ secret: 'whsec_AAAA', createdAt: at }] }, context),
    headers: [],
    webhookCount: 1,
    createdAt: at,
    lastModifiedAt: at,
    version: 1,
  }).params().Item as Record<string, unknown>;
  const webhook = WebhookEntity.create({
    tenantUid,
    webhookUid: 'wh',
    httpTransportUid: 'tr',
    action: 'PRODUCT_CREATE',
    createdAt: at,
    lastModifiedAt: at,
    version: 1,
  }).params().Item as Record<string, unknown>;
  return { transport, webhook };
};

const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });

afterEach(() => vi.restoreAllMocks());

// Only AWS is mocked: DynamoDB answering a BatchGet with unprocessed keys, as it does when throttled.
describe('delivery target read', () => {
  it('asks again for keys DynamoDB left unprocessed', async () => {
    const { transport, webhook } = await itemsOf('t-unprocessed');
    const send = vi
      .spyOn(documentClient, 'send')
      .mockResolvedValueOnce({
        Responses: { 'unit-table': [webhook] },
        UnprocessedKeys: { 'unit-table': { Keys: [keyOf(transport)] } },
      } as never)
      .mockResolvedValueOnce({ Responses: { 'unit-table': [transport] } } as never);
    const target = await targetOf('t-unprocessed', 'wh', 'tr');
    expect(send).toHaveBeenCalledTimes(2);
    expect(target?.transport.url).toBe('https://erp.example.com/hooks');
    expect(target?.secrets.signing[0]?.secret).toBe('whsec_AAAA');
  });

  it('throws (the message is retried) rather than reporting a webhook it could not read as deleted', async () => {
    const { transport, webhook } = await itemsOf('t-throttled');
    vi.spyOn(documentClient, 'send').mockResolvedValue({
      Responses: { 'unit-table': [] },
      UnprocessedKeys: { 'unit-table': { Keys: [keyOf(transport), keyOf(webhook)] } },
    } as never);
    await expect(targetOf('t-throttled', 'wh', 'tr')).rejects.toThrow(/unprocessed/);
  });

  it('reports a deleted webhook as gone', async () => {
    const { transport } = await itemsOf('t-gone');
    vi.spyOn(documentClient, 'send').mockResolvedValue({ Responses: { 'unit-table': [transport] } } as never);
    expect(await targetOf('t-gone', 'wh', 'tr')).toBeUndefined();
  });
});

// The delivery worker reads its targets without ElectroDB: the BatchGet must ask for the keys the
// entities write, and the transport it answers must be the record the entity parses.
describe('delivery target read against the entities', () => {
  it("reads the entities' keys and answers the entity's transport record", async () => {
    const context = { tenantUid: 't-keys', httpTransportUid: 'tr' };
    const transport = HttpTransportEntity.create({
      ...context,
      name: 'ERP',
      url: 'https://erp.example.com/hooks',
      securityType: 'BASIC',
      username: 'erp',
      hasPassword: true,
      hasToken: false,
      sealedSecrets: await sealSecrets(
        { password: 'pw', signing: [{ secret: 'whsec_AAAA', createdAt: at }] },
        context,
      ),
      headers: [{ key: 'x-tenant', value: 't-keys' }],
      webhookCount: 1,
      status: 'ENABLED',
      lastSuccessAt: at,
      createdAt: at,
      lastModifiedAt: at,
      version: 3,
    }).params().Item as Record<string, unknown>;
    const webhook = WebhookEntity.create({
      tenantUid: 't-keys',
      webhookUid: 'wh',
      httpTransportUid: 'tr',
      action: 'PRODUCT_CREATE',
      createdAt: at,
      lastModifiedAt: at,
      version: 1,
    }).params().Item as Record<string, unknown>;
    const send = vi
      .spyOn(documentClient, 'send')
      .mockResolvedValue({ Responses: { 'unit-table': [webhook, transport] } } as never);
    const target = await targetOf('t-keys', 'wh', 'tr');
    const input = (send.mock.calls[0]![0] as { input: { RequestItems: Record<string, unknown> } }).input;
    expect(input.RequestItems).toEqual({
      [HttpTransportEntity.get(context).params().TableName as string]: {
        Keys: [
          HttpTransportEntity.get(context).params().Key,
          WebhookEntity.get({ tenantUid: 't-keys', webhookUid: 'wh' }).params().Key,
        ],
      },
    });
    expect(target?.transport).toStrictEqual(HttpTransportEntity.parse({ Item: transport }).data);
    expect(target?.secrets.password).toBe('pw');
  });
});
