import { describe, expect, it } from 'vitest';
import { mailTo, type StoredMail } from '#test/integration/notifications/helpers.ts';
import { client, eventually, stack, token, uniqueUid } from '#test/support/api.ts';
import { deliveriesWhen, emit, subscribe, type Tenant, webhookTenant } from './helpers.ts';
import { startReceiver } from './receiver.ts';

// The local stack disables a transport at its 4th failed delivery in a row, with a window of 0 s
// (WEBHOOK_DISABLE_MIN_FAILED and WEBHOOK_DISABLE_AFTER_SECONDS in test/support/global-setup.ts).
const THRESHOLD = 4;

/** An ADMIN user of the tenant: the admin contact a disabled transport is reported to. */
const addAdmin = async (t: Tenant) => {
  const email = `${uniqueUid('admin')}@example.com`;
  const res = await t.api.post(`${t.base}/users`, {
    displayName: 'Ada Admin',
    userCode: uniqueUid('c').slice(0, 12),
    email,
    role: 'ADMIN',
  });
  expect(res.status).toBe(201);
  return email;
};

/** The transport once `done` holds for it. */
const transportWhen = async (t: Tenant, httpTransportUid: string, done: (body: any) => boolean) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.api.get(`${t.base}/httptransports/${httpTransportUid}`);
    expect(res.status).toBe(200);
    if (done(res.body)) return res;
    if (Date.now() > deadline) throw new Error(`transport never reached the state: ${res.text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Every e-mail aws-ses-v2-local holds for a recipient. */
const mailsTo = async (recipient: string): Promise<StoredMail[]> => {
  const res = await fetch(`${stack().sesUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(recipient));
};

describe('endpoint health: a transport whose deliveries keep failing is disabled', () => {
  it('disables once, e-mails the admins, skips new events, and delivers again once enabled', async () => {
    let failing = true;
    const receiver = await startReceiver(() => ({ status: failing ? 410 : 200 }));
    try {
      const t = await webhookTenant();
      const admin = await addAdmin(t);
      const sub = await subscribe(t, receiver.url);
      const transportPath = `${t.base}/httptransports/${sub.httpTransportUid}`;
      expect((await t.api.get(transportPath)).body.status).toBe('ENABLED');
      // The failures arrive together: the counters and the disable must hold under concurrency.
      await Promise.all(Array.from({ length: THRESHOLD }, () => emit(t.tenant)));
      await receiver.waitFor(THRESHOLD);
      const disabled = await transportWhen(t, sub.httpTransportUid, (b) => b.status === 'DISABLED');
      expect(disabled.body.disabledReason).toMatch(
        /^4 deliveries in a row failed since .* \(none delivered yet\)$/,
      );
      expect(Date.parse(disabled.body.disabledAt)).toBeGreaterThan(Date.now() - 60_000);
      const failed = await deliveriesWhen(
        t,
        sub.path,
        (all) => all.filter((d) => d.state === 'FAILED').length === 4,
      );
      expect(failed).toHaveLength(THRESHOLD);

      const mail = await mailTo(admin);
      expect(mail.subject).toBe('Webhook transport "receiver" was disabled');
      expect(mail.body.text).toContain(`${sub.httpTransportUid}/enable`);
      expect(mail.body.text).toContain(disabled.body.disabledReason);
      // Four failures saw the threshold at about the same time; one disabled and told.
      expect(await mailsTo(admin)).toHaveLength(1);
      const reader = client(await token({ tenant: t.tenant, permissions: ['SALES_ORDER'] }));
      // The notice is a notification of the tenant, filed under `_tenant` (no store of the tenant:
      // store paths answer 404 for it), found by the tenant's search, indexed from the stream.
      const notices = await eventually(async () => {
        const res = await reader.post(`${t.base}/notifications/search`, { storeUid: '_tenant' });
        return res.body.items.length > 0 ? res.body.items : undefined;
      });
      expect(notices).toEqual([expect.objectContaining({ recipient: admin, messageType: 'EMAIL' })]);

      // A new event while disabled: logged as SKIPPED with its reason, never posted.
      const skippedEvent = await emit(t.tenant);
      const [skipped] = await deliveriesWhen(t, sub.path, (all) =>
        all.some((d) => d.eventId === skippedEvent.eventId && d.state === 'SKIPPED'),
      ).then((all) => all.filter((d) => d.eventId === skippedEvent.eventId));
      expect(skipped).toMatchObject({ state: 'SKIPPED', skipReason: 'TRANSPORT_DISABLED', attemptCount: 0 });
      expect(skipped.attempts).toEqual([]);
      expect(receiver.requests).toHaveLength(THRESHOLD);
      const listed = await t.api.get(`${sub.path}/deliveries?state=SKIPPED`);
      expect(listed.body.items.map((d: any) => d.eventId)).toEqual([skippedEvent.eventId]);

      // One call enables it again; the next event is delivered.
      failing = false;
      const enabled = await t.api.post(`${transportPath}/enable`);
      expect(enabled.status).toBe(200);
      expect(enabled.body.status).toBe('ENABLED');
      expect(enabled.body).not.toHaveProperty('disabledReason');
      expect(enabled.body).not.toHaveProperty('disabledAt');
      expect(enabled.headers.get('etag')).not.toBe(disabled.headers.get('etag'));
      const after = await emit(t.tenant);
      const [received] = (await receiver.waitFor(THRESHOLD + 1)).slice(THRESHOLD);
      expect(received!.headers['webhook-id']).toBe(after.eventId);
      await deliveriesWhen(t, sub.path, (all) =>
        all.some((d) => d.eventId === after.eventId && d.state === 'DELIVERED'),
      );
      expect((await t.api.get(transportPath)).body.status).toBe('ENABLED');
    } finally {
      await receiver.close();
    }
  });

  it('a delivered event ends the run: failures on either side of it do not add up', async () => {
    // Three failures, one success, three failures: never four in a row.
    const receiver = await startReceiver((n) => ({ status: n === 4 ? 200 : 410 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url, 'PRODUCT_CREATE');
      for (let i = 1; i <= 7; i++) {
        const { eventId } = await emit(t.tenant);
        await deliveriesWhen(t, sub.path, (all) =>
          all.some((d) => d.eventId === eventId && ['DELIVERED', 'FAILED'].includes(d.state)),
        );
      }
      const log = await t.api.get(`${sub.path}/deliveries?sortBy=createdAt&sortDirection=ASC`);
      expect(log.body.items.map((d: any) => d.state)).toEqual([
        'FAILED',
        'FAILED',
        'FAILED',
        'DELIVERED',
        'FAILED',
        'FAILED',
        'FAILED',
      ]);
      expect((await t.api.get(`${t.base}/httptransports/${sub.httpTransportUid}`)).body.status).toBe(
        'ENABLED',
      );
    } finally {
      await receiver.close();
    }
  });

  it('enable answers 404 for an unknown or another tenant transport and needs WEBHOOK', async () => {
    const t = await webhookTenant();
    const other = await webhookTenant();
    const sub = await subscribe(t, 'http://127.0.0.1:9/hooks');
    const path = (tenant: Tenant, uid: string) => `${tenant.base}/httptransports/${uid}/enable`;
    const unknown = await t.api.post(path(t, 'no-such-transport'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('params.httpTransportUid');
    expect((await other.api.post(path(other, sub.httpTransportUid))).status).toBe(404);
    expect((await other.api.post(path(t, sub.httpTransportUid))).status).toBe(403);
    const adminOnly = client(await token({ tenant: t.tenant, permissions: [], access: 'ADMIN' }));
    expect((await adminOnly.post(path(t, sub.httpTransportUid))).status).toBe(403);
    expect((await t.api.get(`${t.base}/httptransports/${sub.httpTransportUid}`)).body.status).toBe('ENABLED');
  });
});
