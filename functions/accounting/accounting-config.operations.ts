import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
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
import { storeOf } from './accounting-scope.ts';
import { resolveProductGroupMapping } from './product-group-resolve.service.ts';
import type { routes } from './routes.ts';

const entryWithEtag = (entry: EntryRecord) =>
  withEtag({ body: toEntryResponse(entry), version: entry.version });

/** `Link` to the successor of the deprecated POST /productGroup (RFC 8288 / RFC 9745 usage). */
const successorLink = (p: { tenantUid: string; storeUid: string }) =>
  `</v2/tenants/${p.tenantUid}/stores/${p.storeUid}/accountingConfigs/productGroups>; rel="successor-version"`;

/** The accounting group's operations on a store's entries and its product-group mappings. */
export const accountingConfigOperations = {
  listAccountingConfigs: async ({ params, query }) => ({
    body: await listEntries(storeOf(params), query),
  }),
  createAccountingConfig: async ({ params, body }) => ({
    body: toEntryResponse(await createEntry(storeOf(params), body)),
  }),
  getAccountingConfig: async ({ params }) =>
    entryWithEtag(await getEntry(storeOf(params), params.accountingConfigUid)),
  updateAccountingConfig: async ({ params, body, headers }) =>
    entryWithEtag(
      await updateEntryValue(
        storeOf(params),
        params.accountingConfigUid,
        body.value,
        ifMatchVersion(headers['if-match'], 'accounting config'),
      ),
    ),
  deleteAccountingConfig: async ({ params }) => {
    await deleteEntry(storeOf(params), params.accountingConfigUid);
    return { status: 204 };
  },
  createProductGroupEntry: async ({ params, body }) => ({
    body: toEntryResponse(await createMapping(storeOf(params), body)),
    headers: { Link: successorLink(params) },
  }),
  listProductGroupMappings: async ({ params, query }) => ({
    body: await listMappings(storeOf(params), query),
  }),
  createProductGroupMapping: async ({ params, body }) => ({
    body: toMappingResponse(await createMapping(storeOf(params), { ...body, value: body.account })),
  }),
  resolveProductGroupMapping: async ({ params, query }) => ({
    body: await resolveProductGroupMapping(storeOf(params), query),
  }),
} satisfies Partial<Operations<typeof routes>>;
