import { join } from 'node:path';
import { startLocalStack } from '#infra/local/stack.ts';
import { ENV } from '#shared/config.ts';
import { markedProcesses } from '#test/support/marked-processes.ts';

/**
 * A process that owns a local stack, for stack-children.test.ts: started with a directory and a
 * mode. `run` starts the stack as the integration tests do (in memory) and prints `ready` with
 * whether the stack wrote its environment into this process's, then runs until it is signalled.
 * `fail` starts one whose PostgreSQL cannot start (its data directory is a file) and prints the
 * marked processes still running once the start has failed, then exits 1.
 */
const [dir, mode] = process.argv.slice(2) as [string, 'run' | 'fail'];

if (mode === 'run') {
  await startLocalStack({ port: 0, keysDir: dir, authorizerCacheSeconds: 0 });
  console.log(`ready ${JSON.stringify({ tableNameInEnv: process.env[ENV.tableName] ?? null })}`);
} else {
  const dataDir = join(dir, 'data');
  await startLocalStack({ port: 0, dataDir }).then(
    () => {
      throw new Error('the stack started, though its PostgreSQL directory is a file');
    },
    (error: Error) => {
      const survivors = markedProcesses('RCS_STACK_OWNER', process.env.RCS_STACK_OWNER!).filter(
        (p) => p.pid !== process.pid,
      );
      console.log(`failed ${JSON.stringify({ error: error.message.slice(0, 200), survivors })}`);
      process.exit(1);
    },
  );
}
