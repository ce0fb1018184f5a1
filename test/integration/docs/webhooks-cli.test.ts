import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '#events/actions.ts';
import { examplePayloads } from '#events/example-payloads.ts';
import { EXAMPLE_PAYLOADS } from '#functions/webhooks/test-event-examples.ts';
import { client, stack, token, uniqueTenant } from '#test/support/api.ts';
import { type CliProcess, startCli } from '#test/support/cli-process.ts';

/**
 * `npm run webhooks -- listen | trigger` (infra/tools/webhooks.ts) end to end against the test
 * stack: listen registers its receiver and subscriptions, trigger publishes through the outbox,
 * the fan-out and the delivery queue, and listen prints each delivery with a verified signature.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const TOOL = resolve(ROOT, 'infra/tools/webhooks.ts');
const cli = (...args: string[]) => [TOOL, ...args, '--data', stack().keysDir];
const run = promisify(execFile);
const tenant = uniqueTenant('listen');
const running: CliProcess[] = [];
afterAll(() => Promise.all(running.map((p) => p.stop())));

const listen = async (...args: string[]) => {
  const p = startCli(process.execPath, cli('listen', '--tenant', tenant, '--port', '0', ...args), ROOT);
  running.push(p);
  await p.waitFor(/^ready$/m);
  return p;
};

/**
 * The payload `listen` printed after the line announcing `eventId`. Any attempt: the delivery
 * worker caches a transport for a short while, so right after a second `listen` moved the reused
 * transport to its new port, a delivery may first try the old one and succeed on a retry.
 */
const printed = async (p: CliProcess, eventId: string) => {
  const match = await p.waitFor(
    new RegExp(
      `^\\S+ (\\w+) ${eventId} attempt (\\d+) \\(test\\): signature verified\\n(\\{[\\s\\S]*?\\n\\})$`,
      'm',
    ),
  );
  return { action: match[1], payload: JSON.parse(match[3]!) };
};

describe('npm run webhooks -- listen / trigger', () => {
  it('bundles every catalogued example for the test events', () => {
    expect(Object.keys(EXAMPLE_PAYLOADS).sort()).toEqual(Object.keys(examplePayloads().byAction).sort());
  });

  it('trigger ORDER_SETTLED: listen prints the signed example, marked as a test event', async () => {
    const listener = await listen('--actions', 'ORDER_SETTLED,ORDER_LINE_RESERVATION_CHANGE');
    const { stdout } = await run(process.execPath, cli('trigger', 'ORDER_SETTLED', '--tenant', tenant));
    const eventId = /published ORDER_SETTLED (evt_[0-9a-f]+) \(test\)/.exec(stdout)![1]!;
    const { action, payload } = await printed(listener, eventId);
    expect(action).toBe('ORDER_SETTLED');
    const example = examplePayloads().byAction.ORDER_SETTLED!;
    expect(payload).toMatchObject({
      id: eventId,
      action: 'ORDER_SETTLED',
      test: true,
      attempt: 1,
      tenant: { uid: tenant },
      order: example.order,
    });
    // Its delivery record says so too.
    const admin = client(await token({ tenant }));
    const transport = (await admin.get(`/tenants/${tenant}/httptransports`)).body.items[0].httpTransportUid;
    const listed = await admin.get(`/tenants/${tenant}/webhooks?pageSize=100`);
    expect(listed.status, listed.text).toBe(200);
    const settled = listed.body.items.find((w: { action: string }) => w.action === 'ORDER_SETTLED');
    const log = await admin.get(
      `/tenants/${tenant}/httptransports/${transport}/webhooks/${settled.webhookUid}/deliveries`,
    );
    expect(log.status, log.text).toBe(200);
    expect(log.body.items.find((d: { eventId: string }) => d.eventId === eventId)).toMatchObject({
      test: true,
    });
    // A second action of the listener, with its own catalogued example.
    const till = await run(
      process.execPath,
      cli('trigger', 'ORDER_LINE_RESERVATION_CHANGE', '--tenant', tenant),
    );
    const tillId = /(evt_[0-9a-f]+)/.exec(till.stdout)![1]!;
    expect((await printed(listener, tillId)).payload).toMatchObject({
      action: 'ORDER_LINE_RESERVATION_CHANGE',
      test: true,
    });
    await listener.stop();
  });

  it('a second listen reuses its transport, subscribes every action, and receives all 21', async () => {
    const listener = await listen();
    const admin = client(await token({ tenant }));
    const transports = (await admin.get(`/tenants/${tenant}/httptransports`)).body.items;
    expect(transports).toHaveLength(1);
    const webhooks = (await admin.get(`/tenants/${tenant}/webhooks?pageSize=100`)).body.items;
    expect(webhooks.map((w: { action: string }) => w.action).sort()).toEqual([...ACTIONS].sort());
    const published = await Promise.all(
      ACTIONS.map(async (action) => {
        const res = await admin.post(`/tenants/${tenant}/webhooks/test-events`, { action });
        expect(res.status).toBe(202);
        return res.body.eventId as string;
      }),
    );
    for (const [i, eventId] of published.entries())
      expect((await printed(listener, eventId)).action).toBe(ACTIONS[i]);
  });

  it('refuses an unknown action, naming the field', async () => {
    const admin = client(await token({ tenant }));
    const res = await admin.post(`/tenants/${tenant}/webhooks/test-events`, { action: 'NOPE' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('body.action');
    const cliRun = run(process.execPath, cli('trigger', 'NOPE', '--tenant', tenant));
    await expect(cliRun).rejects.toMatchObject({ code: 2 });
  });
});
