import { isDeepStrictEqual } from 'node:util';
import { toResponse } from '#functions/notifications/notification.mapper.ts';
import { getNotification } from '#functions/notifications/notification.repository.ts';
import { DEFAULT_CALLBACK_AUTH } from '#infra/local/stack.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { call, eventually, stack } from '#test/support/api.ts';

/** Writes a minimal customer or order main item under the key other areas check. */
export const seedReference = async (kind: 'customer' | 'order', tenantUid: string, uid: string) => {
  const now = new Date().toISOString();
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...REFERENCE_KEYS[kind](tenantUid, uid),
        tenantUid,
        createdAt: now,
        lastModifiedAt: now,
        version: 1,
      },
    }),
  );
};

export type StoredMail = {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: Array<{ name: string; value: string }>;
};

/** The e-mail aws-ses-v2-local received for a recipient, once it is there. */
export const mailTo = (recipient: string) =>
  eventually(async () => {
    const res = await fetch(`${stack().sesUrl}/store`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    return emails.find((m) => m.destination.to.includes(recipient));
  });

export type StoredSms = {
  messageId: string;
  destinationPhoneNumber: string;
  messageBody: string;
  context: Record<string, string>;
};

/** Every SMS the local SMS service accepted for a number. */
export const smsTo = async (phone: string): Promise<StoredSms[]> => {
  const res = await fetch(`${stack().smsUrl}/messages?to=${encodeURIComponent(phone)}`);
  return (await res.json()) as StoredSms[];
};

/** POSTs a mail-provider event with the local stack's Basic credentials (or the given header). */
export const callback = (
  body: unknown,
  authorization = `Basic ${Buffer.from(DEFAULT_CALLBACK_AUTH).toString('base64')}`,
) => call('POST', '/callbacks/mailprovider', { body, headers: authorization ? { authorization } : {} });

type Api = { post: (path: string, body?: unknown) => Promise<{ status: number; body: any }> };

/** Finds a notification through the search API by its (unique) recipient. */
export const findByRecipient = async (api: Api, tenant: string, recipient: string, uid: string) => {
  const res = await api.post(`/tenants/${tenant}/notifications/search`, { recipient });
  return (res.body.items as Array<{ notificationUid: string; state: string }>).find(
    (n) => n.notificationUid === uid,
  );
};

/**
 * The notification as the search shows it, once the search shows what the table holds: state
 * changes by the sender and the callbacks reach the search through the index, shortly after.
 */
export const searchedAsStored = async (api: Api, tenant: string, recipient: string, uid: string) => {
  const stored = await getNotification(tenant, uid, true);
  const expected = stored ? JSON.parse(JSON.stringify(toResponse(stored))) : undefined;
  return eventually(
    async () => {
      const found = await findByRecipient(api, tenant, recipient, uid);
      return isDeepStrictEqual(found, expected) ? found : undefined;
    },
    10_000,
    50,
  );
};

/** Waits until the notification reaches `state` and returns it. */
export const waitForState = (
  api: Api,
  tenant: string,
  recipient: string,
  uid: string,
  state: string,
  timeoutMs = 20_000,
) =>
  eventually(
    async () => {
      const n = await findByRecipient(api, tenant, recipient, uid);
      return n?.state === state ? (n as any) : undefined;
    },
    timeoutMs,
    150,
  );

/** A realistic mail-provider payload of a record type (the provider's own field names). */
export const providerEvent = (
  recordType: string,
  tenantUid: string,
  notificationUid: string,
  extra: object = {},
) => {
  const common = {
    RecordType: recordType,
    MessageStream: 'outbound',
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    ServerID: 23,
    Tag: 'notification',
    Metadata: { tenantUid, notificationUid },
  };
  const byType: Record<string, object> = {
    Delivery: {
      Recipient: 'john@example.com',
      DeliveredAt: '2026-11-05T16:33:54.9070259Z',
      Details: 'smtp;250 2.0.0 OK',
    },
    Bounce: {
      ID: 4323372036854,
      Type: 'HardBounce',
      TypeCode: 1,
      Name: 'Hard bounce',
      Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
      Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
      Email: 'john@example.com',
      From: 'no-reply@example.com',
      BouncedAt: '2026-11-05T16:34:10.0000000Z',
      DumpAvailable: true,
      Inactive: true,
      CanActivate: true,
      Subject: 'Order confirmation',
    },
    SpamComplaint: {
      ID: 4323372036855,
      Type: 'SpamComplaint',
      TypeCode: 512,
      Name: 'Spam complaint',
      Description: 'The subscriber explicitly marked this message as spam.',
      Details: 'Test spam complaint details',
      Email: 'john@example.com',
      BouncedAt: '2026-11-05T16:40:00.0000000Z',
      Inactive: true,
    },
    Open: {
      FirstOpen: true,
      Recipient: 'john@example.com',
      ReceivedAt: '2026-11-05T16:35:00.0000000Z',
      Platform: 'WebMail',
      ReadSeconds: 5,
      UserAgent: 'Mozilla/5.0',
      OS: { Name: 'OS X 10.7 Lion', Family: 'OS X 10', Company: 'Apple Computer, Inc.' },
      Client: { Name: 'Chrome 35.0.1916.153', Family: 'Chrome', Company: 'Google' },
      Geo: { CountryISOCode: 'NO', Country: 'Norway', City: 'Oslo' },
    },
    Click: {
      Recipient: 'john@example.com',
      ReceivedAt: '2026-11-05T16:36:00.0000000Z',
      Platform: 'Desktop',
      ClickLocation: 'HTML',
      OriginalLink: 'https://example.com/receipt',
      UserAgent: 'Mozilla/5.0',
    },
    SubscriptionChange: {
      ChangedAt: '2026-11-05T16:37:00.0000000Z',
      Recipient: 'john@example.com',
      Origin: 'Recipient',
      SuppressSending: true,
      SuppressionReason: 'ManualSuppression',
    },
  };
  return { ...common, ...(byType[recordType] ?? {}), ...extra };
};
