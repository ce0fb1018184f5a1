import type { Operations } from '#shared/http/handler.ts';
import { storeOf } from './accounting-scope.ts';
import { getView, putView, type TaggedView } from './accounting-view.service.ts';
import { ACCOUNT_NUMBERS_VIEW, TREAT_CODES_VIEW, VAT_TYPES_VIEW } from './accounting-view-model.ts';
import type { routes } from './routes.ts';

const viewResult = (view: TaggedView) => ({ body: view.body, headers: { ETag: view.etag } });

/**
 * The accounting group's operations on the views over a store's entries: account numbers, treat
 * codes and VAT types.
 */
export const accountingViewOperations = {
  getAccountNumbers: async ({ params }) => viewResult(await getView(storeOf(params), ACCOUNT_NUMBERS_VIEW)),
  putAccountNumbers: async ({ params, body, headers }) =>
    viewResult(await putView(storeOf(params), ACCOUNT_NUMBERS_VIEW, body, headers['if-match'])),
  getTreatCodes: async ({ params }) => viewResult(await getView(storeOf(params), TREAT_CODES_VIEW)),
  putTreatCodes: async ({ params, body, headers }) =>
    viewResult(await putView(storeOf(params), TREAT_CODES_VIEW, body, headers['if-match'])),
  getVatTypes: async ({ params }) => viewResult(await getView(storeOf(params), VAT_TYPES_VIEW)),
  putVatTypes: async ({ params, body, headers }) =>
    viewResult(await putView(storeOf(params), VAT_TYPES_VIEW, body, headers['if-match'])),
} satisfies Partial<Operations<typeof routes>>;
