import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as methods from './payment-method.service.ts';
import * as terminals from './payment-terminal.service.ts';
import { routes } from './routes.ts';

const version = (headers: Record<string, string | undefined>) =>
  ifMatchVersion(headers['if-match'], 'payment method');

/** Thin adapter: every operation calls one use case; reads and updates carry the ETag. */
export const handler = createHttpHandler(routes, {
  createTenantPaymentMethod: async ({ params: p, body }) => ({
    body: await methods.createTenantMethod(p.tenantUid, body),
  }),
  listTenantPaymentMethods: async ({ params: p, query }) => ({
    body: await methods.listTenantMethodPage(p.tenantUid, query),
  }),
  getTenantPaymentMethod: async ({ params: p }) =>
    withEtag(await methods.readTenantMethod(p.tenantUid, p.tenantPaymentMethodUid)),
  updateTenantPaymentMethod: async ({ params: p, body, headers }) =>
    withEtag(await methods.updateTenantMethod(p.tenantUid, p.tenantPaymentMethodUid, body, version(headers))),
  deleteTenantPaymentMethod: async ({ params: p }) => {
    await methods.deleteTenantMethod(p.tenantUid, p.tenantPaymentMethodUid);
    return {};
  },
  createStorePaymentMethod: async ({ params: p, body }) => ({
    body: await methods.createStoreMethod(p.tenantUid, p.storeUid, body),
  }),
  listStorePaymentMethods: async ({ params: p, query }) => ({
    body: await methods.listStoreMethodPage(p.tenantUid, p.storeUid, query),
  }),
  getStorePaymentMethod: async ({ params: p }) =>
    withEtag(await methods.readStoreMethod(p.tenantUid, p.storeUid, p.storePaymentMethodUid)),
  updateStorePaymentMethod: async ({ params: p, body, headers }) =>
    withEtag(
      await methods.updateStoreMethod(
        p.tenantUid,
        p.storeUid,
        p.storePaymentMethodUid,
        body,
        version(headers),
      ),
    ),
  deleteStorePaymentMethod: async ({ params: p }) => {
    await methods.deleteStoreMethod(p.tenantUid, p.storeUid, p.storePaymentMethodUid);
    return {};
  },
  createPaymentTerminal: async ({ params: p, body }) => ({
    body: await terminals.createTerminal(p.tenantUid, p.storeUid, body),
  }),
  listPaymentTerminals: async ({ params: p, query }) => ({
    body: await terminals.listTerminalPage(p.tenantUid, p.storeUid, query),
  }),
  getPaymentTerminal: async ({ params: p }) =>
    withEtag(await terminals.readTerminal(p.tenantUid, p.storeUid, p.paymentTerminalUid)),
  updatePaymentTerminal: async ({ params: p, body, headers }) =>
    withEtag(
      await terminals.updateTerminal(p.tenantUid, p.storeUid, p.paymentTerminalUid, body, version(headers)),
    ),
  deletePaymentTerminal: async ({ params: p }) => {
    await terminals.deleteTerminal(p.tenantUid, p.storeUid, p.paymentTerminalUid);
    return {};
  },
});
