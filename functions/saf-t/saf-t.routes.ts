import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams } from '#shared/schema/params.ts';
import { SafTQuery } from './saf-t.schema.ts';

/**
 * The SAF-T Cash Register export (docs/decisions/saf-t.md): the accounting material of a store,
 * so ACCOUNTING_CONFIG or Tenant.Admin, as the store's accounting configuration is read.
 */
export const SAF_T_READ: RouteAuth = { permissions: ['ACCOUNTING_CONFIG'], access: 'ADMIN', mode: 'any' };

export const safTRoutes = defineRoutes({
  exportSafT: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/saf-t',
    summary: 'SAF-T Cash Register export of a store',
    description:
      "The store's cash register data of a period as a SAF-T Cash Register file (Skatteetaten's schema, version 1.00): the company (the store's address, its organisation number from `address.vatNumber`), VAT codes, employees (the tenant's users), the articles sold, the code lists, and per till (cash register) the Z reports of its closes as events and its completed receipts as transactions with lines, VAT and payments. Receipts paid at no till are not cash register transactions and are left out. `signature` and `keyVersion` are empty until receipts are signed, and events other than Z reports are not written until the electronic journal exists.\n\nThe response is **streamed** (chunked, no Content-Length), with the file name Skatteetaten gives such a file in Content-Disposition. A failure after the status was sent ends the body short: the client holds a document that is not well-formed and asks again. Receipts are read from the search read model: a receipt is exported once indexed, normally within a second.",
    tags: ['SAF-T'],
    auth: SAF_T_READ,
    streamed: true,
    request: { params: StoreParams, query: SafTQuery },
    success: {
      status: 200,
      description: 'The SAF-T Cash Register file, streamed',
      mediaType: 'application/xml',
      headers: {
        'Content-Disposition': 'attachment; filename="SAF-T Cash Register_<orgno>_<yyyymmddhhmmss>_1_1.xml"',
      },
    },
    responses: {
      404: { description: 'No such store' },
      422: { description: 'The store has no organisation number (address.vatNumber)' },
    },
  },
});
