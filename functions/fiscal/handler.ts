import { createHttpHandler } from '#shared/http/handler.ts';
import { verifyCashPoint } from './chain-verify.service.ts';
import * as journal from './journal.service.ts';
import { routes } from './routes.ts';
import { listSigningKeys } from './signing-key.service.ts';

/** Thin adapter: every operation calls one use case. */
export const handler = createHttpHandler(routes, {
  listJournalEvents: async ({ params: p, query }) => ({
    body: await journal.listJournal(p.tenantUid, p.storeUid, p.tillUid, query),
  }),
  createJournalEvent: async ({ params: p, body, auth }) => {
    const event = await journal.appendClientEvent(auth, p.storeUid, p.tillUid, body);
    const at = encodeURIComponent(event.occurredAt);
    return {
      body: event,
      headers: {
        Location: `/v2/tenants/${p.tenantUid}/stores/${p.storeUid}/tills/${p.tillUid}/journal?from=${at}&to=${at}`,
      },
    };
  },
  verifyFiscalChains: async ({ params: p }) => ({
    body: await verifyCashPoint(p.tenantUid, p.storeUid, p.tillUid),
  }),
  listSignedTransactions: async ({ params: p, query }) => ({
    body: await journal.listTransactions(p.tenantUid, p.storeUid, p.tillUid, query),
  }),
  listSigningKeys: async ({ params: p }) => ({ body: await listSigningKeys(p.tenantUid) }),
});
