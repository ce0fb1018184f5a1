import * as z from 'zod/mini';
import { DateTime, pagedList } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { type ServiceOrderRecord, ServiceOrderStateSchema } from './service-order.schema.ts';

/** A service order as the API shows it, and the mapper from the stored record. */

const ServiceOrderItem = z.object({
  serviceOrderItemUid: z.string(),
  description: z.string(),
  productUid: described(z.string(), 'Empty when the item is no product of the catalogue'),
  serialNumber: z.string(),
  condition: z.string(),
  accessories: z.array(z.string()),
});

const ServiceOrderEstimate = z.object({
  amount: described(z.int(), 'Minor units'),
  currency: z.string(),
  approved: z.boolean(),
  approvedAt: z.nullable(DateTime),
});

export const ServiceOrderResponse = withMeta(
  z.object({
    serviceOrderUid: z.string(),
    storeUid: z.string(),
    serviceOrderNumber: described(z.string(), '1, 2, 3, ... per store'),
    state: ServiceOrderStateSchema,
    customerUid: z.string(),
    customer: described(
      z.object({
        displayName: z.string(),
        firstname: z.string(),
        lastname: z.string(),
        companyName: z.string(),
        email: z.string(),
        mobile: z.string(),
      }),
      "The customer's names and contact as they were when the order was taken in",
    ),
    items: z.array(ServiceOrderItem),
    problemDescription: z.string(),
    estimate: z.nullable(ServiceOrderEstimate),
    notes: described(
      z.array(
        z.object({ noteUid: z.string(), text: z.string(), authorUid: z.string(), createdAt: DateTime }),
      ),
      'Oldest first; append-only',
    ),
    history: described(
      z.array(z.object({ state: ServiceOrderStateSchema, at: DateTime, by: z.string() })),
      'Every state the order entered, oldest first',
    ),
    erasedAt: described(z.nullable(DateTime), "When the customer's personal data on it was erased (GDPR)"),
    createdBy: z.string(),
    lastModifiedBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'ServiceOrder',
    example: {
      serviceOrderUid: 'so-1001',
      storeUid: 'store-oslo',
      serviceOrderNumber: '17',
      state: 'AWAITING_APPROVAL',
      customerUid: 'c-1001',
      customer: {
        displayName: 'Kari Nordmann',
        firstname: 'Kari',
        lastname: 'Nordmann',
        companyName: '',
        email: 'kari@nordlys.example',
        mobile: '+4791234567',
      },
      items: [
        {
          serviceOrderItemUid: 'soi-1',
          description: 'Espresso machine',
          productUid: 'prod-espresso-2',
          serialNumber: 'EM2-99812',
          condition: 'Scratch on the drip tray',
          accessories: ['Portafilter', 'Power cable'],
        },
      ],
      problemDescription: 'Leaks water when heating up',
      estimate: { amount: 89000, currency: 'NOK', approved: false, approvedAt: null },
      notes: [
        {
          noteUid: 'n-1',
          text: 'Pump seal worn; quoted a new pump.',
          authorUid: 'user-17',
          createdAt: '2026-11-24T09:30:00.000Z',
        },
      ],
      history: [
        { state: 'RECEIVED', at: '2026-11-23T10:15:00.000Z', by: 'user-17' },
        { state: 'DIAGNOSING', at: '2026-11-24T08:00:00.000Z', by: 'user-17' },
        { state: 'AWAITING_APPROVAL', at: '2026-11-24T09:30:00.000Z', by: 'user-17' },
      ],
      erasedAt: null,
      createdBy: 'user-17',
      lastModifiedBy: 'user-17',
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-24T09:30:00.000Z',
    },
  },
);
export type ServiceOrderValue = z.infer<typeof ServiceOrderResponse>;

export const ServiceOrderPage = pagedList(ServiceOrderResponse, 'ServiceOrderPage');

export const toServiceOrderResponse = (so: ServiceOrderRecord): ServiceOrderValue => ({
  serviceOrderUid: so.serviceOrderUid,
  storeUid: so.storeUid,
  serviceOrderNumber: so.serviceOrderNumber,
  state: so.state,
  customerUid: so.customerUid,
  customer: so.customer,
  items: so.items,
  problemDescription: so.problemDescription,
  estimate: so.estimate ? { ...so.estimate, approvedAt: so.estimate.approvedAt || null } : null,
  notes: so.notes,
  history: so.history,
  erasedAt: so.erasedAt ?? null,
  createdBy: so.createdBy,
  lastModifiedBy: so.lastModifiedBy,
  createdAt: so.createdAt,
  lastModifiedAt: so.lastModifiedAt,
});
