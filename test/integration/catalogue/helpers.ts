import type { AccessLevel } from '#shared/auth/model.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/** A fresh tenant with an ADMIN client (no named permission: the catalogue asks for none). */
export const catalogueTenant = async () => {
  const tenant = uniqueTenant('cat');
  const api = client(await token({ tenant, permissions: [], access: 'ADMIN' }));
  const as = async (access: AccessLevel) => client(await token({ tenant, permissions: [], access }));
  const base = `/tenants/${tenant}`;
  return { tenant, api, as, groups: `${base}/productGroups`, products: `${base}/products` };
};
export type CatalogueTenant = Awaited<ReturnType<typeof catalogueTenant>>;

/** Creates a product group and returns its uid. */
export const newGroup = async (t: CatalogueTenant, body: Record<string, unknown> = {}) => {
  const res = await t.api.post(t.groups, { productGroupUid: uniqueUid('pg'), name: 'Group', ...body });
  if (res.status !== 201) throw new Error(`group: ${res.status} ${res.text}`);
  return res.body.productGroupUid as string;
};

/** Creates a product and returns the response body. */
export const newProduct = async (t: CatalogueTenant, body: Record<string, unknown> = {}) => {
  const productUid = uniqueUid('p');
  const res = await t.api.post(t.products, {
    productUid,
    sku: `SKU-${productUid}`,
    name: 'Espresso cup',
    ...body,
  });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${res.text}`);
  return res.body;
};

/** A random GTIN-13 (the check digit is not verified). */
export const gtin13 = () => String(Math.floor(Math.random() * 1e13)).padStart(13, '7');
