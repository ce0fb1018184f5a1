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
      "The store's cash register data of a period as a SAF-T Cash Register file (Skatteetaten's schema, version 1.00): the company (the store's address, its organisation number from `address.vatNumber`), VAT codes, employees (the tenant's users), the articles of the transactions, the code lists, and per cash point (till) every event of its electronic journal (the Z report of each close in `eventReport`) and every signed transaction in the order of its chain (sales, returns, voids, copies, proforma and training receipts) with lines, VAT, payments, `signature` and `keyVersion`. `transID` is the signed transaction number and `transDate`, `transTime`, `transAmntIn`, `transAmntEx` the signed values, so each signature verifies from the file with the key of `GET /tenants/{tenantUid}/fiscal/keys`. Receipts made at no till are not cash register transactions and are left out.\n\nThe response is **streamed** (chunked, no Content-Length), with the file name Skatteetaten gives such a file in Content-Disposition. A failure after the status was sent ends the body short: the client holds a document that is not well-formed and asks again.",
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
