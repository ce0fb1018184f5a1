import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as loyalty from './loyalty.service.ts';
import { routes } from './routes.ts';

const versioned = <T extends { version: number }>(record: T) =>
  withEtag({ body: record, version: record.version });

/** Thin adapter: every operation calls one use case. */
export const handler = createHttpHandler(routes, {
  getLoyaltyProgramme: async ({ params }) => versioned(await loyalty.readProgramme(params.tenantUid)),
  putLoyaltyProgramme: async ({ params, body, headers }) =>
    versioned(
      await loyalty.putProgramme(
        params.tenantUid,
        body,
        ifMatchVersion(headers['if-match'], 'loyalty programme'),
      ),
    ),
  getCustomerLoyaltyPoints: async ({ params, query }) => ({
    body: await loyalty.readCustomerPoints(params.tenantUid, params.customerUid, query),
  }),
  getOrderLoyalty: async ({ params }) => ({
    body: await loyalty.readOrderLoyalty(params.tenantUid, params.orderUid),
  }),
});
