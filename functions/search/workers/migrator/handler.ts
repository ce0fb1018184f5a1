import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { prepareReadModel } from '#functions/search/workers/indexer/prepare.ts';
import { MIGRATIONS } from '#functions/search/workers/indexer/projections.ts';
import { logger } from '#shared/observability.ts';
import { isUnavailable, searchDb } from '#shared/search/search-db.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { migrationsDigest } from './digest.ts';
import { readerPassword } from './reader-password.ts';

/** One physical resource for the life of the stack: an update never replaces (and so never deletes) it. */
export const PHYSICAL_RESOURCE_ID = 'search-read-model';
/** How long a deploy waits for a cluster that is resuming from zero capacity or still starting. */
const AVAILABLE_WITHIN_MS = 5 * 60 * 1000;
const RETRY_EVERY_MS = 10 * 1000;

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };

/**
 * A copy of an error (and its causes) with a secret masked: a failed query's error quotes the
 * statement, and ALTER ROLE ... PASSWORD would otherwise reach the logs and the stack events.
 * Name and code are kept, so the copy still tells "unavailable" from "wrong statement".
 */
export const withoutSecret = (error: unknown, secret: string, depth = 0): Error => {
  const source = (error ?? {}) as ErrorLike;
  const mask = (text: unknown) => String(text ?? '').replaceAll(secret, '***');
  const copy = new Error(mask(source.message)) as Error & { code?: unknown };
  if (typeof source.name === 'string') copy.name = source.name;
  if (source.code !== undefined) copy.code = source.code;
  if (source.cause !== undefined && depth < 5) copy.cause = withoutSecret(source.cause, secret, depth + 1);
  return copy;
};

export type MigratorResult = { PhysicalResourceId: string; Data?: Record<string, string> };

/**
 * Runs `work`, retrying while the database cannot be reached (a paused Serverless v2 cluster answers
 * DatabaseResumingException until it has resumed); any other error fails at once.
 */
export const whenAvailable = async <T>(
  work: () => Promise<T>,
  { withinMs = AVAILABLE_WITHIN_MS, everyMs = RETRY_EVERY_MS } = {},
): Promise<T> => {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isUnavailable(error) || Date.now() + everyMs > until) throw error;
      logger.info('search database not available yet; retrying', { error: error as Error });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
};

/**
 * Deploy-time migrator of the search read model (a CloudFormation custom resource, see
 * infra/constructs/search-migrator.ts). Create and Update apply the migrations not yet applied and
 * set the reader role's password from its secret; Delete leaves the database alone (it goes, or
 * stays, with the cluster). An Update asking for another migration list than this code's is a
 * rollback of a failed deploy (CloudFormation sends it before restoring the old code): it does
 * nothing, since migrations only add and the old code runs on the newer schema. Re-running the
 * failed migration there would fail the rollback too.
 */
export const handler = createWorkerHandler(
  async (event: CloudFormationCustomResourceEvent): Promise<MigratorResult> => {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    // Absent when an operator invokes the function by hand (docs/decisions/search-infra.md).
    const requested = (event.ResourceProperties as { MigrationsDigest?: unknown } | undefined)
      ?.MigrationsDigest;
    if (requested !== undefined && requested !== migrationsDigest(MIGRATIONS)) {
      logger.warn('the request names another migration list than this code (a rollback): nothing to do');
      return { PhysicalResourceId: PHYSICAL_RESOURCE_ID, Data: { Applied: '0' } };
    }
    const password = await readerPassword();
    const applied = await whenAvailable(async () => {
      try {
        return await prepareReadModel(await searchDb('writer'), password);
      } catch (error) {
        throw withoutSecret(error, password);
      }
    });
    logger.info('search read model prepared', { applied });
    return { PhysicalResourceId: PHYSICAL_RESOURCE_ID, Data: { Applied: String(applied.length) } };
  },
);
