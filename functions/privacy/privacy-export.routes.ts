import { defineRoutes } from '#shared/http/route.ts';
import { CustomerParams, one, PRIVACY, tags } from './privacy.routes.ts';
import { CustomerExport } from './privacy.schema.ts';

/**
 * GDPR export (spec 4.8): docs/decisions/gdpr.md. Streamed (RouteDef.streamed), so it is served
 * by a function of its own (functions/privacy/export/), read-only.
 */
export const privacyExportRoutes = defineRoutes({
  exportCustomer: {
    method: 'GET',
    path: `${one}/export`,
    summary: 'Export everything held about a customer (GDPR)',
    description:
      'One JSON document: the customer with its addresses, consents and contacts, the contact links, the ledger numbers (in every store, also one without a store record), the orders with their receipts, settlements, pre-payments, deliveries and shipping labels, the loyalty points ledger, its service orders, and the notifications sent about it (with its uid, or sent to its e-mail or phone numbers naming no customer). `notes` says why a listed collection is empty, when a section has nothing yet. An erased customer exports its erased records and the erase (`erasure`); an export right after the erase already shows them erased.\n\nThe response is **streamed** (chunked, no Content-Length) as the history is read, so it has no size limit of its own. A failure after the status was sent cannot change the status: the connection is closed before the document ends, and the client holds a truncated document that does not parse. A client treats a body that does not parse as a failed export and asks again.',
    tags,
    auth: PRIVACY,
    streamed: true,
    request: { params: CustomerParams },
    success: { status: 200, description: 'The export document, streamed', schema: CustomerExport },
    responses: {
      404: { description: 'No such customer' },
    },
  },
});
