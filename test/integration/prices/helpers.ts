import type { AccessLevel } from '#shared/auth/model.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/** A fresh tenant with an ADMIN client and helpers for its paths. */
export const priceTenant = async () => {
  const tenant = uniqueTenant('pr');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const as = async (access: AccessLevel) => client(await token({ tenant, permissions: [], access }));
  const base = `/tenants/${tenant}`;
  return { tenant, api, as, base, pricelists: `${base}/pricelists`, stores: `${base}/stores` };
};
export type PriceTenant = Awaited<ReturnType<typeof priceTenant>>;

export const newPricelist = async (t: PriceTenant, body: Record<string, unknown> = {}) => {
  const res = await t.api.post(t.pricelists, { name: 'Retail', currency: 'NOK', ...body });
  if (res.status !== 201) throw new Error(`pricelist: ${res.status} ${res.text}`);
  return res.body.pricelistUid as string;
};

export const putPrice = async (
  t: PriceTenant,
  pricelistUid: string,
  productUid: string,
  body: Record<string, unknown>,
) => {
  const res = await t.api.put(`${t.pricelists}/${pricelistUid}/prices/${productUid}`, body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`price: ${res.status} ${res.text}`);
  return res;
};

export const newStore = async (t: PriceTenant, body: Record<string, unknown> = {}) => {
  const res = await t.api.post(t.stores, {
    name: 'Sentrum',
    number: uniqueUid('n'),
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    ...body,
  });
  if (res.status !== 201) throw new Error(`store: ${res.status} ${res.text}`);
  return res.body.storeUid as string;
};

/**
 * A product as the catalogue stores it (REFERENCE_KEYS.product, `defaultPrice { amount,
 * currency }`), written straight to the table: the catalogue's API is another area's.
 */
export const seedProduct = async (
  tenantUid: string,
  productUid: string,
  defaultPrice?: { amount: number; currency: string },
) => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...REFERENCE_KEYS.product(tenantUid, productUid),
        tenantUid,
        productUid,
        sku: `SKU-${productUid}`,
        name: `Product ${productUid}`,
        ...(defaultPrice ? { defaultPrice } : {}),
      },
    }),
  );
};
