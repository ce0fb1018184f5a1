import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliProcess, startCli } from '#test/support/cli-process.ts';

/**
 * The README's quickstart, exactly: its lines are read from the README section between the
 * `<!-- quickstart -->` markers. Lines marked "keeps running" start in the background, each waited
 * for until it prints `ready`; the others run in order in one shell, as a reader would type them.
 * `npm start` brings up a second local stack of its own on a free port (PORT).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

const quickstart = async () => {
  const readme = await readFile(resolve(ROOT, 'README.md'), 'utf8');
  const section = /<!-- quickstart -->\n```sh\n([\s\S]*?)\n```\n<!-- \/quickstart -->/.exec(readme);
  if (!section) throw new Error('README has no quickstart section');
  const lines = section[1]!.split('\n').filter((l) => l.trim());
  const keepsRunning = (l: string) => /#\s*keeps running/.test(l);
  const command = (l: string) => l.replace(/\s+#.*$/, '');
  return {
    count: lines.length,
    background: lines.filter(keepsRunning).map(command),
    foreground: lines.filter((l) => !keepsRunning(l)).map(command),
  };
};

const freePort = () =>
  new Promise<number>((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

// npm start writes .local/stack.json for the tools; a developer's own running stack keeps its file.
const STACK_FILE = resolve(ROOT, '.local/stack.json');
const saved = readFile(STACK_FILE, 'utf8').catch(() => undefined);
const running: CliProcess[] = [];
afterAll(async () => {
  for (const p of running.reverse()) await p.stop();
  const previous = await saved;
  if (previous === undefined) await rm(STACK_FILE, { force: true });
  else await writeFile(STACK_FILE, previous);
}, 120_000);

describe('README quickstart', () => {
  it('goes from npm start to a settled receipt and a verified ORDER_SETTLED webhook in under 10 commands', async () => {
    const { count, background, foreground } = await quickstart();
    expect(count).toBeLessThan(10);
    expect(background[0]).toBe('npm start');
    const env = { ...process.env, PORT: String(await freePort()) };
    for (const line of background) {
      const p = startCli('bash', ['-c', line], ROOT, env);
      running.push(p);
      await p.waitFor(/^ready$/m, 180_000);
    }
    const { stdout } = await run('bash', ['-e', '-o', 'pipefail', '-c', foreground.join('\n')], {
      cwd: ROOT,
      env,
    });
    const receipt = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(receipt).toMatchObject({ orderReceiptUid: 'receipt-1', settleState: 'COMPLETE' });
    const listener = running[1]!;
    const [, payload] = await listener.waitFor(
      /ORDER_SETTLED evt_[0-9a-f]+ attempt 1: signature verified\n(\{[\s\S]*?\n\})$/m,
    );
    expect(JSON.parse(payload!)).toMatchObject({
      action: 'ORDER_SETTLED',
      tenant: { uid: 'demo' },
      order: { uid: 'order-1', status: 'SETTLED' },
    });
  }, 300_000);
});
