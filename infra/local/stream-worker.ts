import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Poller } from './pollers.ts';
import type { StreamMappingsOptions } from './stream-mappings.ts';

/** How long a stop waits for the in-flight invokes before the thread is terminated. */
const STOP_GRACE_MS = 70_000;

/**
 * Runs the stream event source mappings (and so the stream functions) in a worker thread of
 * their own, as in AWS where each function has its own containers: the API handlers' event loop,
 * module state and DynamoDB connection pool no longer hold back the indexer's batches, nor the
 * other way round. The thread's environment is `env` over this process's own (its own copy:
 * this process's stays as it is), and it imports the handlers itself; `ready` resolves once they are loaded. `stop()` lets the current invokes
 * finish, closes the thread's search pools and ends the thread. An error in a function is logged
 * there and retried as before.
 */
export const startStreamWorker = (
  options: StreamMappingsOptions,
  env: Readonly<Record<string, string>>,
): Poller & { ready: Promise<void> } => {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: options,
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  worker.on('error', (error) => console.error('local stream worker failed', error));
  return {
    ready: new Promise<void>((done) => {
      worker.once('message', () => done());
      void exited.then(done);
    }),
    stop: async () => {
      worker.postMessage('stop');
      const grace = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
};

if (!isMainThread && parentPort && (workerData as { streamArn?: string } | null)?.streamArn) {
  const port = parentPort;
  const options = workerData as StreamMappingsOptions;
  const { startStreamMappings } = await import('./stream-mappings.ts');
  const { loadHandler } = await import('./lambda.ts');
  const mappings = startStreamMappings(options);
  port.once('message', async () => {
    await mappings.stop();
    const { closeSearchDb } = await import('#shared/search/search-db.ts');
    await closeSearchDb();
    // Idle keep-alive sockets and timers of the handlers' clients must not keep the thread up.
    port.close();
    process.exit(0);
  });
  // Warm containers before the stack reports ready: importing the handlers takes seconds on a busy
  // machine, and the first batch after a start would wait for it (a failure shows at its invoke).
  await Promise.all(options.fns.map((fn) => loadHandler(fn.entry).catch(() => undefined)));
  port.postMessage('ready');
}
