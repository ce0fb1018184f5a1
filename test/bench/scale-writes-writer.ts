import { type ChildProcess, fork } from 'node:child_process';
import { inParallel } from './scale-measure.ts';
import { newCustomer, steadyWriter, type Write } from './scale-writes-load.ts';
import type { BenchStack } from './stack.ts';

/**
 * The other client of the lists-under-writes section, in a process of its own. On the local
 * stack every function runs in the bench's Node process: a writer calling that stack made its
 * handlers' CPU the reader's, which in AWS it never is (each concurrent request has a Lambda
 * instance of its own). This child writes to the same DynamoDB Local and PostgreSQL as the
 * reader's stack; the stream indexer stays in that stack (its worker thread), as in AWS the
 * indexer is its own function beside the API's.
 *
 * - `customers`: the child runs its own local API (same handlers, own port, no stream worker or
 *   pollers) and creates customers through it over HTTP with the writer's credential.
 * - `receipts`: the child writes each receipt's items (the receipt and its search item, built by
 *   the area's repository ops, test/bench/receipts-seed.ts) with one BatchWriteItem, as a till's
 *   settle does in its transaction; the indexer takes them from the stream.
 */

/** What the writer writes. */
export type WriterKind = 'customers' | 'receipts';

type Setup = { env: Record<string, string>; tenant: string; bearer: string; kind: WriterKind };
type Command =
  | { op: 'steady'; rate: number }
  | { op: 'answered' }
  | { op: 'stop' }
  | { op: 'burst'; count: number; inFlight: number };
type Reply = { id: number; result?: unknown; error?: string };

/** Receipt numbers of the steady load and of the burst: apart from each other and from the seed. */
const STEADY_FROM = 1_000_000;
const BURST_FROM = 2_000_000;
/** Distinct customers of the written receipts (receipts-seed.ts). */
const RECEIPT_CUSTOMERS = 2_000;

export type IsolatedWriter = {
  steady: (rate: number) => Promise<void>;
  answered: () => Promise<number>;
  /** Ends the steady load; what it wrote, and the child's CPU time since it started. */
  stop: () => Promise<{ answered: number; failed: number; cpuMs: number }>;
  burst: (count: number, inFlight: number) => Promise<{ failed: number; cpuMs: number }>;
  close: () => Promise<void>;
};

/** Starts the writer's process for `tenant` with the bench stack's environment. */
export const isolatedWriter = async (
  bench: BenchStack,
  tenant: string,
  kind: WriterKind,
): Promise<IsolatedWriter> => {
  const child: ChildProcess = fork(new URL(import.meta.url), [], {
    env: { ...process.env, BENCH_WRITER_CHILD: '1' },
    serialization: 'advanced',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let next = 0;
  const waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();
  child.on('message', (m: Reply) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.fail(new Error(`writer process: ${m.error}`));
    else w?.ok(m.result);
  });
  void exited.then(() => {
    for (const w of waiting.values()) w.fail(new Error('writer process ended'));
  });
  const ask = <T>(message: Command | Setup): Promise<T> =>
    new Promise<T>((ok, fail) => {
      const id = next++;
      waiting.set(id, { ok: ok as (v: unknown) => void, fail });
      child.send({ id, ...message });
    });
  const bearer = await bench.token(tenant, { sub: 'importer' });
  await ask({ env: bench.stack.env, tenant, bearer, kind });
  return {
    steady: (rate) => ask({ op: 'steady', rate }),
    answered: () => ask({ op: 'answered' }),
    stop: () => ask({ op: 'stop' }),
    burst: (count, inFlight) => ask({ op: 'burst', count, inFlight }),
    close: async () => {
      child.kill();
      await exited;
    },
  };
};

/** The child's write of number `i`, with the environment handed over by the parent. */
const writerOf = async (setup: Setup): Promise<Write> => {
  const { provideEnvironment } = await import('#shared/config.ts');
  provideEnvironment(setup.env);
  if (setup.kind === 'receipts') {
    const { seedReceipts } = await import('./receipts-seed.ts');
    const nowMs = Date.now();
    return async (i) => {
      await seedReceipts(setup.tenant, i, i + 1, RECEIPT_CUSTOMERS, nowMs);
      return true;
    };
  }
  const { httpFunctions } = await import('#functions/registry.ts');
  const { startApiServer } = await import('#infra/local/api-server.ts');
  const { freePort } = await import('#infra/local/services.ts');
  const port = await freePort();
  await startApiServer({ port, functions: httpFunctions(), authorizerCacheSeconds: 300 });
  const url = `http://127.0.0.1:${port}/v2/tenants/${setup.tenant}/customers`;
  return async (i) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${setup.bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(newCustomer(i)),
    });
    await res.arrayBuffer();
    return res.status < 300;
  };
};

/** The child: answers the parent's commands until it is killed. */
const serve = () => {
  const cpuMs = () => {
    const u = process.cpuUsage();
    return Math.round((u.user + u.system) / 1000);
  };
  let write: Write | undefined;
  let load: ReturnType<typeof steadyWriter> | undefined;
  const handle = async (m: Command | Setup): Promise<unknown> => {
    if ('env' in m) {
      write = await writerOf(m);
      return undefined;
    }
    const w = write!;
    switch (m.op) {
      case 'steady':
        load = steadyWriter((i) => w(STEADY_FROM + i), m.rate);
        return undefined;
      case 'answered':
        return load?.answered() ?? 0;
      case 'stop':
        return { ...(await load!.stop()), cpuMs: cpuMs() };
      case 'burst': {
        let failed = 0;
        await inParallel(
          Array.from({ length: m.count }, (_, i) => BURST_FROM + i),
          m.inFlight,
          async (i) => {
            if (!(await w(i).catch(() => false))) failed++;
          },
        );
        return { failed, cpuMs: cpuMs() };
      }
    }
  };
  process.on('message', (m: (Command | Setup) & { id: number }) => {
    handle(m).then(
      (result) => process.send!({ id: m.id, result }),
      (e: Error) => process.send!({ id: m.id, error: e.message }),
    );
  });
};

if (process.env.BENCH_WRITER_CHILD === '1' && process.send) serve();
