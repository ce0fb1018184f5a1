import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/** A tenant with a BACKOFFICE client and a way to add stores, printers and devices through the API. */
export const printersWorld = async (tenant = uniqueTenant('prn')) => {
  const api = client(await token({ tenant, permissions: [], access: 'BACKOFFICE' }));
  const created = async (path: string, body: unknown) => {
    const res = await api.post(path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const store = async (name = 'Oslo Sentrum') => {
    const storeUid = uniqueUid('store');
    await created(`/tenants/${tenant}/stores`, {
      storeUid,
      name,
      number: storeUid,
      currency: 'NOK',
      timezone: 'Europe/Oslo',
    });
    return storeUid;
  };
  const printer = async (storeUid: string, fields: Record<string, unknown> = {}) =>
    created(`/tenants/${tenant}/printers`, {
      storeUid,
      name: 'Till 1 receipt',
      type: 'RECEIPT',
      language: 'ESCPOS',
      connection: { type: 'NETWORK', address: '192.168.10.31', port: 9100 },
      ...fields,
    });
  /** Registers a device of the store; answers its uid, a client bound to its token, and the token. */
  const device = async (storeUid: string, name = 'Till 1') => {
    const body = await created(`/tenants/${tenant}/devices`, { storeUid, name });
    return {
      deviceUid: body.device.deviceUid as string,
      token: body.token as string,
      api: client(body.token),
    };
  };
  return { tenant, api, store, printer, device };
};

/** A real device token of a tenant (a store and a device registered through the API). */
export const deviceToken = async (tenant: string): Promise<string> => {
  const world = await printersWorld(tenant);
  return (await world.device(await world.store())).token;
};
