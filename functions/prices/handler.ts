import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { effectivePrice } from './effective-price.service.ts';
import * as prices from './price.service.ts';
import * as pricelists from './pricelist.service.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case; reads and updates carry the ETag. */
const ok = async (work: Promise<unknown>) => ({ body: await work });
const done = async (work: Promise<void>) => {
  await work;
  return {};
};

export const handler = createHttpHandler(routes, {
  createPricelist: ({ params: p, body }) => ok(pricelists.createPricelist(p.tenantUid, body)),
  listPricelists: ({ params: p, query }) => ok(pricelists.listPricelistPage(p.tenantUid, query)),
  getPricelist: async ({ params: p }) =>
    withEtag(await pricelists.readPricelist(p.tenantUid, p.pricelistUid)),
  updatePricelist: async ({ params: p, body, headers }) =>
    withEtag(
      await pricelists.updatePricelist(
        p.tenantUid,
        p.pricelistUid,
        body,
        ifMatchVersion(headers['if-match'], 'pricelist'),
      ),
    ),
  deletePricelist: ({ params: p }) => done(pricelists.deletePricelist(p.tenantUid, p.pricelistUid)),

  listPrices: ({ params: p, query }) => ok(prices.listPrices(p.tenantUid, p.pricelistUid, query)),
  getPrice: async ({ params: p }) =>
    withEtag(await prices.readPrice(p.tenantUid, p.pricelistUid, p.productUid)),
  putPrice: async ({ params: p, body, headers }) => {
    const result = await prices.putPrice(
      p.tenantUid,
      p.pricelistUid,
      p.productUid,
      body,
      ifMatchVersion(headers['if-match'], 'price'),
    );
    return { ...withEtag(result), status: result.created ? 201 : 200 };
  },
  deletePrice: ({ params: p }) => done(prices.deletePrice(p.tenantUid, p.pricelistUid, p.productUid)),
  getEffectivePrice: ({ params: p, query }) =>
    ok(effectivePrice(p.tenantUid, p.storeUid, p.productUid, query)),
});
