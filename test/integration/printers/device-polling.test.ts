import { describe, expect, it } from 'vitest';
import { call, client, token } from '#test/support/api.ts';
import { printersWorld } from './helpers.ts';

const lease = (api: ReturnType<typeof client>, body: object = {}) => api.post('/device/jobs/lease', body);
const ack = (api: ReturnType<typeof client>, jobUid: string, outcome = 'PRINTED') =>
  api.post(`/device/jobs/${jobUid}/ack`, { outcome });

describe('device polling', () => {
  it('registers a device whose token reads its store and printers, shown once and stored hashed', async () => {
    const w = await printersWorld();
    const storeUid = await w.store('Oslo Sentrum');
    const other = await w.store('Bergen');
    const printer = await w.printer(storeUid, { name: 'Till 1' });
    await w.printer(other, { name: 'Not mine' });
    const device = await w.device(storeUid, 'Till 1 terminal');
    expect(device.token).toMatch(/^rcs_dt_/);
    const self = await device.api.get('/device');
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      tenantUid: w.tenant,
      device: { deviceUid: device.deviceUid, storeUid, name: 'Till 1 terminal', hasToken: true },
      store: { storeUid, name: 'Oslo Sentrum' },
    });
    expect(self.body.printers).toEqual([printer]);
    const read = await w.api.get(`/tenants/${w.tenant}/devices/${device.deviceUid}`);
    expect(read.body).toMatchObject({ hasToken: true, tokenHint: device.token.slice(-4) });
    expect(read.text).not.toContain(device.token);
  });

  it('leases a job, acknowledges it, and never serves an acknowledged job again', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const printer = await w.printer(storeUid);
    const device = await w.device(storeUid);
    expect((await lease(device.api)).body.items).toEqual([]);
    const queued = (await w.api.post(`/tenants/${w.tenant}/printers/${printer.printerUid}/test`)).body;
    const first = await lease(device.api);
    expect(first.body.items.map((j: { jobUid: string }) => j.jobUid)).toEqual([queued.jobUid]);
    expect(first.body.items[0]).toMatchObject({ attempts: 1, leasedBy: device.deviceUid });
    // Leased: the next poll, even of the same device, does not get it again.
    expect((await lease(device.api)).body.items).toEqual([]);
    const done = await ack(device.api, queued.jobUid);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      jobUid: queued.jobUid,
      state: 'PRINTED',
      completedAt: expect.any(String),
    });
    expect((await ack(device.api, queued.jobUid)).body.state).toBe('PRINTED');
    expect((await lease(device.api)).body.items).toEqual([]);
    const status = await w.api.get(
      `/tenants/${w.tenant}/printers/${printer.printerUid}/jobs/${queued.jobUid}`,
    );
    expect(status.body).toMatchObject({ state: 'PRINTED', attempts: 1 });
    expect(status.body.content).toBeUndefined();
    expect((await ack(device.api, 'j-no-such-job')).status).toBe(404);
  });

  it('records a failure the device reports, and serves jobs oldest first within the limit', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const p1 = await w.printer(storeUid, { name: 'One' });
    const p2 = await w.printer(storeUid, { name: 'Two', type: 'A4', language: 'PDF' });
    const device = await w.device(storeUid);
    const test = async (p: { printerUid: string }) =>
      (await w.api.post(`/tenants/${w.tenant}/printers/${p.printerUid}/test`)).body.jobUid as string;
    const jobs = [await test(p1), await test(p2), await test(p1)];
    const onlyTwo = await lease(device.api, { printerUids: [p2.printerUid] });
    expect(onlyTwo.body.items.map((j: { jobUid: string }) => j.jobUid)).toEqual([jobs[1]]);
    const one = await lease(device.api, { limit: 1 });
    expect(one.body.items.map((j: { jobUid: string }) => j.jobUid)).toEqual([jobs[0]]);
    const failed = await device.api.post(`/device/jobs/${jobs[1]}/ack`, {
      outcome: 'FAILED',
      message: 'paper out',
    });
    expect(failed.body).toMatchObject({ state: 'FAILED', message: 'paper out' });
    expect((await lease(device.api)).body.items.map((j: { jobUid: string }) => j.jobUid)).toEqual([jobs[2]]);
    expect((await device.api.post(`/device/jobs/${jobs[2]}/ack`, { outcome: 'LOST' })).status).toBe(400);
  });

  it('gives a job to exactly one of many concurrent polls', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const printer = await w.printer(storeUid);
    const devices = await Promise.all([1, 2, 3, 4].map((n) => w.device(storeUid, `Till ${n}`)));
    const queued = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await w.api.post(`/tenants/${w.tenant}/printers/${printer.printerUid}/test`)).body.jobUid,
      ),
    );
    // Every device polls twice at once: eight polls race for three jobs.
    const polls = await Promise.all([...devices, ...devices].map((d) => lease(d.api, { limit: 3 })));
    expect(polls.every((p) => p.status === 200)).toBe(true);
    const served = polls.flatMap((p) => p.body.items.map((j: { jobUid: string }) => j.jobUid));
    expect([...served].sort()).toEqual([...queued].sort());
    // The device that holds a job is the only one that may acknowledge it.
    const holder = devices.find((d) => d.deviceUid === polls.flatMap((p) => p.body.items)[0].leasedBy)!;
    const stranger = devices.find((d) => d !== holder)!;
    const jobUid = polls.flatMap((p) => p.body.items)[0].jobUid;
    expect((await ack(stranger.api, jobUid)).status).toBe(409);
    expect((await ack(holder.api, jobUid)).status).toBe(200);
  });

  it("never shows a job to another store's device", async () => {
    const w = await printersWorld();
    const [oslo, bergen] = [await w.store('Oslo'), await w.store('Bergen')];
    const printer = await w.printer(oslo);
    const bergenDevice = await w.device(bergen);
    const osloDevice = await w.device(oslo);
    const { jobUid } = (await w.api.post(`/tenants/${w.tenant}/printers/${printer.printerUid}/test`)).body;
    expect((await lease(bergenDevice.api)).body.items).toEqual([]);
    expect((await ack(bergenDevice.api, jobUid)).status).toBe(404);
    expect((await lease(bergenDevice.api, { printerUids: [printer.printerUid] })).body.items).toEqual([]);
    expect((await lease(osloDevice.api)).body.items.map((j: { jobUid: string }) => j.jobUid)).toEqual([
      jobUid,
    ]);
  });

  it('lists devices, by store too (spec 9), and isolates tenants', async () => {
    const w = await printersWorld();
    const [oslo, bergen] = [await w.store('Oslo'), await w.store('Bergen')];
    await w.device(oslo, 'B till');
    await w.device(oslo, 'A till');
    await w.device(bergen, 'C till');
    const names = async (query: string) =>
      (await w.api.get(`/tenants/${w.tenant}/devices${query}`)).body.items.map(
        (d: { name: string }) => d.name,
      );
    expect(await names('')).toEqual(['A till', 'B till', 'C till']);
    expect(await names(`?storeUid=${oslo}`)).toEqual(['A till', 'B till']);
    expect(await names(`?storeUid=${bergen}`)).toEqual(['C till']);
    const b = await printersWorld();
    expect((await b.api.get(`/tenants/${b.tenant}/devices`)).body.items).toEqual([]);
    expect((await b.api.post(`/tenants/${b.tenant}/devices`, { storeUid: oslo, name: 'x' })).status).toBe(
      404,
    );
  });

  it('refuses a rotated, revoked or deleted device token at once', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const device = await w.device(storeUid);
    const path = `/tenants/${w.tenant}/devices/${device.deviceUid}`;
    expect((await device.api.get('/device')).status).toBe(200);
    const rotated = await w.api.post(`${path}/token`);
    expect(rotated.status).toBe(201);
    expect(rotated.body.token).not.toBe(device.token);
    expect((await device.api.get('/device')).status).toBe(401);
    const renewed = client(rotated.body.token);
    expect((await renewed.get('/device')).status).toBe(200);
    expect((await w.api.delete(`${path}/token`)).status).toBe(204);
    expect((await w.api.get(path)).body).toMatchObject({ hasToken: false, tokenHint: '' });
    expect((await renewed.get('/device')).status).toBe(401);
    const again = client((await w.api.post(`${path}/token`)).body.token);
    expect((await again.get('/device')).status).toBe(200);
    expect((await w.api.delete(path)).status).toBe(204);
    expect((await again.get('/device')).status).toBe(401);
  });

  it('accepts the device token on the device routes only, and no user token there', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const device = await w.device(storeUid);
    expect((await device.api.get(`/tenants/${w.tenant}/whoami`)).status).toBe(403);
    expect((await device.api.post(`/tenants/${w.tenant}/printers/search`, {})).status).toBe(403);
    expect((await device.api.get(`/tenants/${w.tenant}/devices`)).status).toBe(403);
    const admin = await token({ tenant: w.tenant, permissions: 'all', access: 'ADMIN' });
    expect((await call('GET', '/device', { token: admin })).status).toBe(403);
    expect((await call('GET', '/device', { token: `rcs_dt_${'A'.repeat(43)}` })).status).toBe(401);
    expect((await call('GET', '/device')).status).toBe(401);
  });
});
