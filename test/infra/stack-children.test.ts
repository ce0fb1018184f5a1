import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markedProcesses, stillRunning } from '#test/support/marked-processes.ts';

const FIXTURE = resolve(import.meta.dirname, 'stack-owner-fixture.ts');
const MARK = 'RCS_STACK_OWNER';

type Owner = {
  child: ChildProcess;
  mark: string;
  dir: string;
  /** Resolves with the first output line that starts with `word`, parsed after it. */
  line: (word: string) => Promise<any>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const owners: Owner[] = [];

/**
 * Starts the fixture in a directory of its own, its environment marked with a fresh value, which
 * every process it starts inherits: those still running are found by the mark, wherever they
 * were re-parented to. TMPDIR is that directory too, so PostgreSQL's temporary cluster is there.
 */
const startOwner = async (mode: 'run' | 'fail', prepare?: (dir: string) => Promise<void>): Promise<Owner> => {
  const dir = await mkdtemp(join(tmpdir(), 'rcs-owner-'));
  // The stack's PostgreSQL runs as the postgres user when root, which must pass through it.
  await chmod(dir, 0o711);
  await prepare?.(dir);
  const mark = randomUUID();
  const child = spawn(process.execPath, [FIXTURE, dir, mode], {
    env: { ...process.env, [MARK]: mark, TMPDIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const line = (word: string) =>
    new Promise<any>((done, fail) => {
      const look = () => {
        const found = output.split('\n').find((l) => l.startsWith(`${word} `));
        if (found) done(JSON.parse(found.slice(word.length + 1)));
      };
      child.stdout!.on('data', look);
      look();
      void exited.then(() => {
        look();
        fail(new Error(`the owner exited before "${word}":\n${output}`));
      });
    });
  const owner = { child, mark, dir, line, exited };
  owners.push(owner);
  return owner;
};

afterEach(async () => {
  for (const owner of owners.splice(0)) {
    // Whatever a failed assertion left: this file must not leave processes behind itself.
    for (const { pid } of markedProcesses(MARK, owner.mark)) process.kill(pid, 'SIGKILL');
    owner.child.kill('SIGKILL');
    await owner.exited;
    await rm(owner.dir, { recursive: true, force: true });
  }
});

describe("the local stack's processes end with the process that started them", () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when it gets %s: no Java, no PostgreSQL left, and its environment untouched',
    async (signal) => {
      const owner = await startOwner('run');
      const ready = await owner.line('ready');
      expect(ready).toEqual({ tableNameInEnv: null });
      const started = markedProcesses(MARK, owner.mark);
      const commands = started.map((p) => p.command);
      expect(commands).toContain('java');
      // The postmaster and the processes it started (checkpointer, writers, connections).
      expect(commands.filter((c) => c === 'postgres').length).toBeGreaterThan(1);

      // The owner alone is signalled, as `kill <pid>` does: its children must be ended by it.
      owner.child.kill(signal);
      const { code } = await owner.exited;
      expect(code).not.toBe(0);
      expect(stillRunning(started)).toEqual([]);
      expect(markedProcesses(MARK, owner.mark)).toEqual([]);
    },
  );

  it('when its start fails while DynamoDB Local is still starting: nothing left once the failure is thrown', async () => {
    const owner = await startOwner('fail', async (dir) => {
      await mkdir(join(dir, 'data'));
      await writeFile(join(dir, 'data', 'postgres'), 'not a directory');
    });
    const failed = await owner.line('failed');
    expect(failed.error).toMatch(/PostgreSQL did not start/);
    expect(failed.survivors).toEqual([]);
    expect((await owner.exited).code).toBe(1);
    expect(markedProcesses(MARK, owner.mark)).toEqual([]);
    // DynamoDB Local did run: it answered on its data directory before it was stopped.
    expect(await readdir(join(owner.dir, 'data', 'dynamodb'))).toContain('shared-local-instance.db');
  });
});
