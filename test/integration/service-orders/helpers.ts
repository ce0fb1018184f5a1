import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/**
 * A tenant with two stores, a customer and a product, an admin client for the setup and a counter
 * client that holds SERVICE_ORDER only (what a service desk has).
 */
export const serviceWorld = async () => {
  const tenant = uniqueTenant('so');
  const admin = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const counter = client(
    await token({ tenant, permissions: ['SERVICE_ORDER'], access: 'STORE', sub: 'desk-1' }),
  );
  const store = async (name: string) => {
    const res = await admin.post(`/tenants/${tenant}/stores`, {
      name,
      number: uniqueUid('n'),
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    if (res.status >= 300) throw new Error(`store: ${res.status} ${res.text}`);
    return res.body.storeUid as string;
  };
  const customer = async (extra: Record<string, unknown> = {}) => {
    const res = await admin.post(`/tenants/${tenant}/customers`, {
      firstname: 'Kari',
      lastname: uniqueUid('Nordmann'),
      email: `${uniqueUid('kari')}@example.com`,
      mobile: '+4791234567',
      ...extra,
    });
    if (res.status >= 300) throw new Error(`customer: ${res.status} ${res.text}`);
    return res.body as { customerUid: string; lastname: string; email: string; displayName: string };
  };
  const product = async () => {
    const productUid = uniqueUid('p');
    const res = await admin.post(`/tenants/${tenant}/products`, {
      productUid,
      sku: `SKU-${productUid}`,
      name: 'Grinder',
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${res.text}`);
    return productUid;
  };
  const [storeA, storeB, kari] = await Promise.all([store('Oslo'), store('Bergen'), customer()]);
  const base = (storeUid: string) => `/tenants/${tenant}/stores/${storeUid}/service-orders`;
  const intake = (body: Record<string, unknown> = {}, storeUid = storeA) =>
    counter.post(base(storeUid), {
      customerUid: kari.customerUid,
      items: [{ description: 'Espresso machine', serialNumber: 'EM2-99812', accessories: ['Portafilter'] }],
      problemDescription: 'Leaks water when heating up',
      ...body,
    });
  const search = (body: Record<string, unknown>, query = '') =>
    counter.post(`/tenants/${tenant}/service-orders/search${query}`, body);
  return { tenant, admin, counter, storeA, storeB, kari, customer, product, base, intake, search };
};
