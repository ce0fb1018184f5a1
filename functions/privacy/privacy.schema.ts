import * as z from 'zod/mini';
import { CustomerResponse } from '#functions/customers/customer.schema.ts';
import { PrePaymentResponse } from '#functions/sales/prepayments/prepayment.schema.ts';
import { ShipLabelResponse } from '#functions/shipping/shipment.schema.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { CUSTOMER_EXPORT_EXAMPLE } from './privacy-export-example.ts';

const rows = (description: string) => described(z.array(z.record(z.string(), z.unknown())), description);

/** Counts of the records an erase changed. */
export const ErasureCounts = withMeta(
  z.object({
    orders: z.int(),
    receipts: z.int(),
    notifications: z.int(),
    shipments: described(z.int(), 'Shipping labels whose receiver was erased and label dropped'),
    serviceOrders: described(
      z.number().check(z.int()),
      "Service orders whose copy of the customer, problem, items' condition and notes were erased",
    ),
    contacts: z.int(),
    contactLinks: z.int(),
  }),
  { id: 'ErasureCounts' },
);

/** The answer of an erase, and the audit entry it wrote (the same for every later erase). */
export const ErasureResponse = withMeta(
  z.object({
    customerUid: z.string(),
    erasedAt: described(z.string(), 'When the customer was first erased'),
    erasedBy: described(z.string(), 'The user (token subject) who asked for the erase'),
    requestId: described(z.string(), 'x-request-id of the erase request that did it'),
    changed: described(ErasureCounts, 'Records the first erase changed'),
  }),
  {
    id: 'CustomerErasure',
    example: {
      customerUid: 'c-1001',
      erasedAt: '2026-11-25T10:00:00.000Z',
      erasedBy: 'user-42',
      requestId: '5b0c3a9e-6f1d-4c2a-9f7e-0d9a1b2c3d4e',
      changed: {
        orders: 2,
        receipts: 3,
        notifications: 4,
        shipments: 1,
        serviceOrders: 1,
        contacts: 1,
        contactLinks: 1,
      },
    },
  },
);
export type ErasureResponseValue = z.output<typeof ErasureResponse>;

/** The stored audit entry (one written before shipping labels or service orders were erased lacks their count). */
export type ErasureRecord = Omit<ErasureResponseValue, 'changed'> & {
  changed: Omit<ErasureResponseValue['changed'], 'shipments' | 'serviceOrders'> & {
    shipments?: number;
    serviceOrders?: number;
  };
  tenantUid: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/** The export document (GDPR articles 15 and 20): everything held about one customer. */
export const CustomerExport = withMeta(
  z.object({
    format: z.literal('retail-commerce-customer-export/1'),
    exportedAt: z.string(),
    tenantUid: z.string(),
    customerUid: z.string(),
    erasure: described(z.nullable(ErasureResponse), 'The erase, when the customer was erased'),
    customer: described(CustomerResponse, 'The customer as GET /customers/{customerUid} shows it'),
    addresses: rows('The customer addresses (also inside `customer`)'),
    consents: rows('The consents given or withdrawn (also inside `customer`)'),
    contacts: rows('The customer-scoped contacts (also inside `customer`)'),
    contactLinks: rows('Each contact link as stored: role, extensions and the copied names'),
    ledgerNumbers: rows('The customer ledger number in each store that has one (spec 2.8)'),
    orders: rows('Orders of the customer, as GET of an order shows them, by order number'),
    receipts: rows('Receipts of those orders, as GET of a receipt shows them without settlements'),
    settlements: rows('Settlements of those receipts, each with its orderReceiptUid'),
    notifications: rows(
      "E-mails and SMS sent about the customer: those with its uid, oldest first, then those sent to its e-mail or phone numbers without a customer's uid",
    ),
    serviceOrders: rows(
      'Service orders of the customer, as GET of a service order shows them, oldest first (erased ones show what the erase kept)',
    ),
    loyalty: rows("The customer's loyalty points ledger (earned, spent, expired), newest first"),
    deliveries: rows("Deliveries of the customer's orders"),
    shipments: described(
      z.array(ShipLabelResponse),
      "Shipping labels of the customer's orders, as GET of an order's shiplabel deliveries shows them (labels included; null once erased)",
    ),
    prePayments: described(
      z.array(PrePaymentResponse),
      "Pre-payments of the customer's orders with their refunds and PSP references, oldest first per page of orders",
    ),
    notes: described(z.record(z.string(), z.string()), 'Why a collection is empty although it is listed'),
  }),
  { id: 'CustomerExport', example: CUSTOMER_EXPORT_EXAMPLE },
);
export type CustomerExportValue = z.output<typeof CustomerExport>;

/** The collections a section fills (every array member of the document). */
export type ExportCollection = keyof {
  [K in keyof CustomerExportValue as CustomerExportValue[K] extends unknown[] ? K : never]: true;
};
