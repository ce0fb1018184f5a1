import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';

/** What the integration tests learn about the stack they run against. */
export type StackInfo = Omit<LocalStack, 'stop'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Starts one local stack for the whole integration run (fresh in-memory table, fresh keys) and
 * stops it afterwards, Java included. Backoffs and the transport disable window are shortened so
 * that retry and endpoint-health tests take seconds.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rcs-test-'));
  const stack = await startLocalStack({
    port: 0,
    // Keys only: without `dataDir` the table stays in memory.
    keysDir: dataDir,
    env: {
      WEBHOOK_BACKOFF_BASE_SECONDS: '1',
      WEBHOOK_BACKOFF_MAX_SECONDS: '1',
      WEBHOOK_TIMEOUT_MS: '2000',
      // A transport is disabled at its 4th failed delivery in a row, with no window to wait for.
      WEBHOOK_DISABLE_AFTER_SECONDS: '0',
      WEBHOOK_DISABLE_MIN_FAILED: '4',
      INTEGRATION_TOKEN_TOUCH_SECONDS: '0',
      NOTIFICATION_BACKOFF_BASE_SECONDS: '1',
      NOTIFICATION_BACKOFF_MAX_SECONDS: '2',
      // Changes since answers the writes of the test itself at once (docs/decisions/changes-since.md).
      CHANGES_SETTLE_MS: '0',
    },
    authorizerCacheSeconds: 0,
    queueConcurrency: 4,
  }).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { stop, postgres: _postgres, dynamodb: _dynamodb, sqs: _sqs, ...info } = stack;
  project.provide('stack', info);
  return async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
