import type { Permission } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { StoreParams, TenantParams } from '#shared/schema/params.ts';
import {
  NotificationResponse,
  SearchNotificationsBody,
  SendNotificationBody,
  TemplateList,
} from './notification.schema.ts';

/** Spec 4.6 rule 5: any one of these permissions allows every notification operation. */
export const NOTIFICATION_PERMISSIONS: readonly Permission[] = [
  'INTERNAL_PURCHASE_ORDER',
  'PURCHASE_ORDER',
  'RECEIVEMENT',
  'RETURN_ORDER',
  'SALES_ORDER',
  'SERVICE_ORDER',
];
/** Sortable fields of notification lists; the default is createdAt, newest first. */
export const NOTIFICATION_SORTABLE = [
  'createdAt',
  'lastModifiedAt',
  'state',
  'messageType',
  'recipient',
] as const;

const auth = { permissions: NOTIFICATION_PERMISSIONS };
const tags = ['Notifications'];
const NotificationList = pagedList(NotificationResponse, 'NotificationList');

export const routes = defineRoutes({
  sendNotification: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/notifications',
    summary: 'Send an e-mail or SMS',
    description:
      'Stores the notification as NOT_STARTED and queues it in the same write; the sender then moves it ' +
      'to IN_PROGRESS and SENT (or FAILED), and delivery reports move it to DELIVERED, BOUNCED or ' +
      'SPAM_COMPLAINT. Either message or templateType is required; message wins when both are given. ' +
      'SMS recipients must be valid phone numbers (stored as E.164), e-mail recipients valid addresses; ' +
      'subject is only valid for EMAIL. customerUid, orderUid and serviceOrderUid must exist (404).',
    tags,
    auth,
    request: { params: StoreParams, body: SendNotificationBody },
    success: {
      status: 200,
      description: 'The stored notification (state NOT_STARTED)',
      schema: NotificationResponse,
    },
    responses: {
      404: { description: 'A referenced customer, order or service order does not exist' },
      409: { description: 'A notification with this notificationUid already exists' },
    },
  },
  listStoreNotifications: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/notifications',
    summary: "A store's notifications, newest first",
    description:
      'Paged with the query parameters of spec 2.1, newest first by default. Shows a notification sent just ' +
      'before; its later state changes (sender, delivery reports) follow shortly, usually within a second.',
    tags,
    auth,
    request: { params: StoreParams, query: pagingQuery(NOTIFICATION_SORTABLE) },
    success: { status: 200, description: 'Paged list of notifications', schema: NotificationList },
  },
  searchNotifications: {
    method: 'POST',
    path: '/tenants/{tenantUid}/notifications/search',
    summary: 'Search the notifications of a tenant',
    description:
      'Every given filter must match. recipient is an exact match (phone numbers in any format); message, ' +
      'errorText and query match text in any case; fromDateTime/toDateTime bound createdAt inclusively. ' +
      'Paged with the query parameters of spec 2.1; newest first by default. Shows a notification sent just ' +
      'before; its later state changes (sender, delivery reports) follow shortly, usually within a second.',
    tags,
    auth,
    request: {
      params: TenantParams,
      query: pagingQuery(NOTIFICATION_SORTABLE),
      body: SearchNotificationsBody,
    },
    success: { status: 200, description: 'Paged list of matching notifications', schema: NotificationList },
    idempotent: false,
  },
  listTemplates: {
    method: 'GET',
    path: '/metadata/templates',
    summary: 'Notification template types, with the references and data keys each needs',
    tags,
    auth: {},
    success: { status: 200, description: 'Every template type', schema: TemplateList },
  },
});
