import { randomUUID } from 'node:crypto';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { assertReferencesExist, type Reference } from '#shared/db/references.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { pendingMarkerOp } from '#shared/search/pending.ts';
import { notificationWriteOps } from './notification.repository.ts';
import type { SendNotificationInput } from './notification.schema.ts';
import { type NotificationRecord, REFERENCE_FIELDS, type ReferenceField } from './notification-model.ts';
import { NOTIFICATIONS_TABLE } from './notification-search.table.ts';
import { normalizeRecipient } from './recipient.ts';
import { TEMPLATE_TYPES, TEMPLATES } from './templates/catalogue.ts';
import { dataMap, renderFreeText, renderTemplate } from './templates/render.ts';

/** References that must exist (spec 4.6 rule 4) and where each lives. */
const CHECKED: ReadonlyArray<{ field: ReferenceField; kind: Reference['kind'] }> = [
  { field: 'customerUid', kind: 'customer' },
  { field: 'orderUid', kind: 'order' },
  { field: 'serviceOrderUid', kind: 'serviceOrder' },
];

/**
 * The record a send request stores. The message is rendered now (text and subject), so that the
 * stored notification shows and searches what the recipient gets; the sender renders the HTML from
 * the same template and data.
 */
export const buildNotification = (
  tenantUid: string,
  storeUid: string,
  input: SendNotificationInput,
  createdBy: string,
  now = nowIso(),
): NotificationRecord & { recipientKey: string } => {
  const recipient = normalizeRecipient(input.messageType, input.recipient);
  // The request schema has validated the recipient; this only narrows the type.
  if (!recipient.ok) throw new Error(recipient.message);
  const useTemplate = input.message === undefined && input.templateType !== undefined;
  const rendered = useTemplate
    ? renderTemplate(input.templateType!, input.messageType, {
        data: dataMap(input.templateData),
        orderUid: input.orderUid,
        customerUid: input.customerUid,
        storeUid,
      })
    : renderFreeText(input.messageType, input.message ?? '', input.subject);
  const references = Object.fromEntries(
    REFERENCE_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
  );
  return {
    tenantUid,
    notificationUid: input.notificationUid ?? randomUUID(),
    storeUid,
    messageType: input.messageType,
    recipient: recipient.value,
    recipientKey: recipient.key,
    ...(input.messageType === 'EMAIL'
      ? { subject: useTemplate ? (input.subject ?? rendered.subject) : rendered.subject }
      : {}),
    message: rendered.text,
    ...(useTemplate ? { templateType: input.templateType, templateData: input.templateData ?? [] } : {}),
    ...references,
    state: 'NOT_STARTED',
    attempts: 0,
    events: [],
    createdBy,
    lastModifiedBy: createdBy,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
};

/**
 * Stores a new notification. The INSERT of the notification item on the table stream is what
 * enqueues the send, and what indexes it for lists and searches; the read-your-writes marker in
 * the same transaction lets the sender's next list wait for that (shared/search/pending.ts).
 */
export const storeNotification = async (
  record: NotificationRecord & { recipientKey: string },
): Promise<void> => {
  await commit(storeNotificationOps(record));
};

/** The transaction members that store a new notification (its item and read-your-writes marker). */
const storeNotificationOps = (record: NotificationRecord & { recipientKey: string }): TransactOp[] => [
  ...notificationWriteOps(record),
  pendingMarkerOp(NOTIFICATIONS_TABLE, record.tenantUid, record.notificationUid, record.lastModifiedAt),
];

/**
 * The store uid that files notices of the service to the tenant's own staff (a disabled webhook
 * transport): they belong to no store, and the tenant's search finds them under it.
 */
export const TENANT_NOTICE_STORE = '_tenant';

/**
 * The transaction members of a free-text e-mail from the service to one of the tenant's staff,
 * sent the way every notification is (the stream enqueues it; SES, retries and delivery reports
 * follow), so that a caller commits it together with the change it reports.
 */
export const tenantNoticeOps = (
  tenantUid: string,
  notice: { recipient: string; subject: string; message: string; createdBy: string },
): TransactOp[] =>
  storeNotificationOps(
    buildNotification(
      tenantUid,
      TENANT_NOTICE_STORE,
      { messageType: 'EMAIL', recipient: notice.recipient, subject: notice.subject, message: notice.message },
      notice.createdBy,
    ),
  );

/**
 * Spec 4.6 send: checks the references (one BatchGet, 404 naming each missing one), then stores
 * the notification (409 on a duplicate uid); the store list and the search show it at once.
 */
export const sendNotification = async (
  auth: AuthContext,
  storeUid: string,
  input: SendNotificationInput,
): Promise<NotificationRecord> => {
  await assertReferencesExist(
    auth.tenantUid,
    CHECKED.filter((c) => input[c.field] !== undefined).map((c) => ({
      kind: c.kind,
      uid: input[c.field]!,
      path: `body.${c.field}`,
    })),
  );
  const record = buildNotification(auth.tenantUid, storeUid, input, auth.sub);
  await storeNotification(record);
  const { recipientKey: _, ...stored } = record;
  return stored;
};

/** The templates a notification can use, with what each needs (GET /metadata/templates). */
export const listTemplates = () => ({
  items: TEMPLATE_TYPES.map((templateType) => {
    const def = TEMPLATES[templateType];
    return {
      templateType,
      description: def.description,
      subject: def.subject,
      messageTypes: ['EMAIL', 'SMS'],
      requires: [...def.requires],
      dataKeys: def.dataKeys.map((k) => ({ ...k })),
    };
  }),
});
