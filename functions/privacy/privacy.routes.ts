import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { ErasureResponse } from './privacy.schema.ts';

/**
 * The export and the erase act on everything held about a person: they need the CUSTOMER
 * permission and backoffice access (ADMIN or BACKOFFICE), both. A store token never has them.
 */
export const PRIVACY: RouteAuth = { permissions: ['CUSTOMER'], access: 'BACKOFFICE' };

export const CustomerParams = withUids(TenantParams, 'customerUid');
export const tags = ['Customers'] as const;
export const one = '/tenants/{tenantUid}/customers/{customerUid}';

/**
 * GDPR erase (beyond the specification): docs/decisions/gdpr.md. The export is streamed, so it is
 * a function of its own (privacy-export.routes.ts, functions/privacy/export/).
 */
export const privacyRoutes = defineRoutes({
  eraseCustomer: {
    method: 'POST',
    path: `${one}/erase`,
    summary: 'Erase a customer (GDPR right to erasure)',
    description:
      'Erases the personal values of the customer everywhere they are copied: the customer record, its contact links (and the contacts that belong to it alone), the addresses and customer words on its orders and receipts, the receiver and reference of the shipping labels of its orders (whose rendered labels are dropped: `labels` becomes null), the recipient and text of its notifications, and the search read model (re-projected from the table). Amounts, VAT, lines, numbers, dates, ledger numbers, settlements, pre-payments, and tracking and parcel numbers stay (bookkeeping). Writes an audit entry and emits CUSTOMER_UPDATE once. Idempotent: a later erase answers 200 with the same audit entry. Afterwards the customer cannot be updated or given contacts (409) and no order can name it (422).',
    tags,
    auth: PRIVACY,
    request: { params: CustomerParams },
    success: { status: 200, description: 'The audit entry of the erase', schema: ErasureResponse },
    responses: {
      404: { description: 'No such customer' },
      409: { description: 'The customer changed during the erase; ask again' },
    },
  },
});
