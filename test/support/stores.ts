import { call, token } from '#test/support/api.ts';

/**
 * Creates the store `storeUid` of `tenant` (a NOK store in Europe/Oslo unless `fields` say
 * otherwise) with a token of its own, so a fixture whose token may not create stores can still
 * file records under a store that exists: routes under a store answer 404 for one that does not.
 * Idempotent: a store that already exists is left as it is. Stores of one tenant are created one
 * at a time: two creates in flight can conflict (409) and leave neither.
 */
export const ensureStore = async (
  tenant: string,
  storeUid: string,
  fields: Record<string, unknown> = {},
): Promise<string> => {
  const admin = await token({ tenant, permissions: 'all', access: 'ADMIN' });
  const res = await call('POST', `/tenants/${tenant}/stores`, {
    token: admin,
    body: {
      storeUid,
      name: `Store ${storeUid}`,
      number: storeUid.slice(-32),
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      ...fields,
    },
  });
  if (res.status === 201) return storeUid;
  // A 409 is a store that already exists, or a conflict that created nothing: the read tells.
  const found =
    res.status === 409 ? await call('GET', `/tenants/${tenant}/stores/${storeUid}`, { token: admin }) : res;
  if (found.status !== 200) throw new Error(`store ${storeUid}: ${res.status} ${res.text}`);
  return storeUid;
};
