import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from './routes.ts';
import * as suppliers from './supplier.service.ts';

/** The inventory group's operations on suppliers (supplier.routes.ts). */
export const supplierOperations = {
  createSupplier: async ({ params: p, body }) => {
    const created = await suppliers.createSupplier(p.tenantUid, body);
    const { headers } = withEtag(created);
    const location = `/v2/tenants/${p.tenantUid}/suppliers/${created.body.supplierUid}`;
    return { body: created.body, headers: { ...headers, Location: location } };
  },
  listSuppliers: async ({ params: p, query }) => ({
    body: await suppliers.listSupplierPage(p.tenantUid, query),
  }),
  getSupplier: async ({ params: p }) => withEtag(await suppliers.readSupplier(p.tenantUid, p.supplierUid)),
  updateSupplier: async ({ params: p, body, headers }) =>
    withEtag(
      await suppliers.updateSupplier(
        p.tenantUid,
        p.supplierUid,
        body,
        ifMatchVersion(headers['if-match'], 'supplier'),
      ),
    ),
  deleteSupplier: async ({ params: p }) => {
    await suppliers.deleteSupplier(p.tenantUid, p.supplierUid);
    return {};
  },
} satisfies Partial<Operations<typeof routes>>;
