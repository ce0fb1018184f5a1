import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { WebhookAction } from '#events/actions.ts';
import { type EventItem, eventItems, outboxOps } from '#events/outbox.ts';
import { commit } from '#shared/db/transaction.ts';
import { client, eventually, token, uniqueTenant } from '#test/support/api.ts';

/** A tenant with a WEBHOOK + ADMIN client. */
export const webhookTenant = async () => {
  const tenant = uniqueTenant('wh');
  const api = client(await token({ tenant, permissions: ['WEBHOOK'], access: 'ADMIN' }));
  return { tenant, api, base: `/tenants/${tenant}` };
};

export type Tenant = Awaited<ReturnType<typeof webhookTenant>>;

/** Creates a transport and one webhook for `action`; returns the uids and the clear signing secret. */
export const subscribe = async (
  t: Tenant,
  url: string,
  action: WebhookAction = 'PRODUCT_CREATE',
  transport: Record<string, unknown> = {},
) => {
  const created = await t.api.post(`${t.base}/httptransports`, {
    name: 'receiver',
    url,
    securityType: 'NONE',
    ...transport,
  });
  if (created.status !== 200) throw new Error(`transport: ${created.status} ${created.text}`);
  const httpTransportUid = created.body.httpTransportUid as string;
  const hook = await t.api.post(`${t.base}/httptransports/${httpTransportUid}/webhooks`, { action });
  if (hook.status !== 200) throw new Error(`webhook: ${hook.status} ${hook.text}`);
  return {
    httpTransportUid,
    webhookUid: hook.body.webhookUid as string,
    secret: created.body.signingSecret as string,
    path: `${t.base}/httptransports/${httpTransportUid}/webhooks/${hook.body.webhookUid}`,
  };
};

/** Writes an outbox event the way every area does (withEvents), with no change of its own. */
export const emit = async (
  tenantUid: string,
  action: WebhookAction = 'PRODUCT_CREATE',
  data?: Record<string, unknown>,
) => {
  const [item] = eventItems([
    {
      action,
      tenantUid,
      data: data ?? { product: { id: 1, uid: 'p-1', sku: 'SKU-1', name: 'Cup', active: true } },
    },
  ]);
  await commit(outboxOps([item!]));
  return item!;
};

/** The delivery log of a webhook once `done` holds for its deliveries. */
export const deliveriesWhen = (
  t: Tenant,
  path: string,
  done: (items: any[]) => boolean,
  timeoutMs = 30_000,
) =>
  eventually(
    async () => {
      const res = await t.api.get(`${path}/deliveries`);
      return res.status === 200 && done(res.body.items) ? (res.body.items as any[]) : undefined;
    },
    timeoutMs,
    200,
  );

/** The stream record DynamoDB emits for an outbox item (NEW_AND_OLD_IMAGES, INSERT). */
export const streamRecord = (item: EventItem, sequence: string): DynamoDBRecord => ({
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  dynamodb: {
    Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
    NewImage: marshall(item) as never,
    SequenceNumber: sequence,
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});
