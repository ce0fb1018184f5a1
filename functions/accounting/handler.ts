import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import type { EntryRecord } from './accounting-config.repository.ts';
import {
  createEntry,
  createMapping,
  deleteEntry,
  getEntry,
  listEntries,
  listMappings,
  toEntryResponse,
  toMappingResponse,
  updateEntryValue,
} from './accounting-config.service.ts';
import { getView, putView, type TaggedView } from './accounting-view.service.ts';
import { ACCOUNT_NUMBERS_VIEW, TREAT_CODES_VIEW, VAT_TYPES_VIEW } from './accounting-view-model.ts';
import { getCustomerAccounting, getFullCustomer, putCustomerAccounting } from './customer-ledger.service.ts';
import { resolveProductGroupMapping } from './product-group-resolve.service.ts';
import { routes } from './routes.ts';

const store = (p: { tenantUid: string; storeUid: string }) => ({
  tenantUid: p.tenantUid,
  storeUid: p.storeUid,
});
const ref = (p: { tenantUid: string; storeUid: string; customerUid: string }) => ({
  ...store(p),
  customerUid: p.customerUid,
});

const entryWithEtag = (entry: EntryRecord) =>
  withEtag({ body: toEntryResponse(entry), version: entry.version });
const viewResult = (view: TaggedView) => ({ body: view.body, headers: { ETag: view.etag } });

/** `Link` to the successor of the deprecated POST /productGroup (RFC 8288 / RFC 9745 usage). */
const successorLink = (p: { tenantUid: string; storeUid: string }) =>
  `</v2/tenants/${p.tenantUid}/stores/${p.storeUid}/accountingConfigs/productGroups>; rel="successor-version"`;

export const handler = createHttpHandler(routes, {
  listAccountingConfigs: async ({ params, query }) => ({
    body: await listEntries(store(params), query),
  }),
  createAccountingConfig: async ({ params, body }) => ({
    body: toEntryResponse(await createEntry(store(params), body)),
  }),
  getAccountingConfig: async ({ params }) =>
    entryWithEtag(await getEntry(store(params), params.accountingConfigUid)),
  updateAccountingConfig: async ({ params, body, headers }) =>
    entryWithEtag(
      await updateEntryValue(
        store(params),
        params.accountingConfigUid,
        body.value,
        ifMatchVersion(headers['if-match'], 'accounting config'),
      ),
    ),
  deleteAccountingConfig: async ({ params }) => {
    await deleteEntry(store(params), params.accountingConfigUid);
    return { status: 204 };
  },
  createProductGroupEntry: async ({ params, body }) => ({
    body: toEntryResponse(await createMapping(store(params), body)),
    headers: { Link: successorLink(params) },
  }),
  listProductGroupMappings: async ({ params, query }) => ({
    body: await listMappings(store(params), query),
  }),
  createProductGroupMapping: async ({ params, body }) => ({
    body: toMappingResponse(await createMapping(store(params), { ...body, value: body.account })),
  }),
  resolveProductGroupMapping: async ({ params, query }) => ({
    body: await resolveProductGroupMapping(store(params), query),
  }),
  getAccountNumbers: async ({ params }) => viewResult(await getView(store(params), ACCOUNT_NUMBERS_VIEW)),
  putAccountNumbers: async ({ params, body, headers }) =>
    viewResult(await putView(store(params), ACCOUNT_NUMBERS_VIEW, body, headers['if-match'])),
  getTreatCodes: async ({ params }) => viewResult(await getView(store(params), TREAT_CODES_VIEW)),
  putTreatCodes: async ({ params, body, headers }) =>
    viewResult(await putView(store(params), TREAT_CODES_VIEW, body, headers['if-match'])),
  getVatTypes: async ({ params }) => viewResult(await getView(store(params), VAT_TYPES_VIEW)),
  putVatTypes: async ({ params, body, headers }) =>
    viewResult(await putView(store(params), VAT_TYPES_VIEW, body, headers['if-match'])),
  getCustomerAccounting: async ({ params }) => ({ body: await getCustomerAccounting(ref(params)) }),
  putCustomerAccounting: async ({ params, body }) => ({
    body: await putCustomerAccounting(ref(params), body.ledgerNumber),
  }),
  getFullCustomerAccounting: async ({ params }) => ({ body: await getFullCustomer(ref(params)) }),
});
