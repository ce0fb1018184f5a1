import { defineRoutes } from '#shared/http/route.ts';
import { receiptRoutes } from './receipt.routes.ts';
import { receiptDocumentRoutes } from './receipt-document.routes.ts';

/**
 * The `receipts` function of the sales area: receipts, their settlements and their documents.
 * Every receipt write updates its order in the same transaction, through the order code of this
 * folder's area; only the routes are apart (docs/decisions/bundles.md, "Sales in three functions").
 */
export const routes = defineRoutes({
  ...receiptRoutes,
  ...receiptDocumentRoutes,
});
