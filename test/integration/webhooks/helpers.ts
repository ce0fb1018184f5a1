import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { WebhookAction } from '#events/actions.ts';
import type { ActionWithSchema, EventData } from '#events/catalogue.ts';
import { type EventDraft, type EventItem, eventItems, outboxOps } from '#events/outbox.ts';
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

/** Entity members of a PRODUCT_CREATE, the event `emit` writes when given no action. */
export const sampleProduct: EventData<'PRODUCT_CREATE'> = {
  product: { id: 1, uid: 'p-1', sku: 'SKU-1', name: 'Cup', active: true },
};

/** Entity members of a STOCK_CHANGE. */
export const sampleStockChange: EventData<'STOCK_CHANGE'> = {
  warehouse: { id: 7, uid: 'wh-1' },
  product: { id: 9, uid: 'p-9', sku: 'S9' },
  quantityChange: 1,
  quantityAfter: 5,
};

/**
 * Writes an outbox event the way every area does (withEvents), with no change of its own: a
 * PRODUCT_CREATE, or `action` with `data` typed by the catalogue's schema of the action.
 */
export const emit = async <A extends ActionWithSchema>(
  tenantUid: string,
  ...event: [] | [action: A, data: EventData<A>]
) => {
  const [action, data] = event;
  // The signature ties `data` to `action`; TypeScript cannot follow that through the generic.
  const draft = (
    action ? { action, tenantUid, data } : { action: 'PRODUCT_CREATE', tenantUid, data: sampleProduct }
  ) as EventDraft;
  const [item] = eventItems([draft]);
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
