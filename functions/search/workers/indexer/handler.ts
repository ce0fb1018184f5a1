import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { wholeStreamBatch } from '#shared/batch.ts';
import { addMetric, METRICS } from '#shared/metrics.ts';
import { logger } from '#shared/observability.ts';
import { applyChanges, purgeTombstones } from '#shared/search/indexer.ts';
import { searchDb } from '#shared/search/search-db.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { PROJECTIONS } from './projections.ts';
import { changeOf } from './stream-changes.ts';

/** Name, code and message of an error and its cause, without the statement's parameters. */
const describe = (error: unknown) => {
  const e = error as { name?: string; cause?: { name?: string; code?: string; message?: string } };
  return {
    name: e.name,
    cause: e.cause && { name: e.cause.name, code: e.cause.code, message: e.cause.message },
  };
};

/**
 * Milliseconds from the oldest change of a batch (its stream record's creation time, whole
 * seconds) to now: the read model's lag behind the table. Undefined for a batch without times.
 */
export const lagOf = (records: readonly DynamoDBRecord[], now = Date.now()): number | undefined => {
  const times = records.flatMap((r) => r.dynamodb?.ApproximateCreationDateTime ?? []);
  return times.length === 0 ? undefined : Math.max(0, now - Math.min(...times) * 1000);
};

/** Tombstones are purged at most this often per container. */
const PURGE_EVERY_MS = 10 * 60 * 1000;
let lastPurge = 0;

/**
 * Stream consumer of the search read model (filter: every change of the items PROJECTIONS
 * index). A batch is written in a few multi-row upserts; it writes nothing to the table (lists
 * compare the read-your-writes markers with the rows themselves: shared/search/pending.ts). If
 * PostgreSQL cannot take the batch, every record is reported failed (the batch processor,
 * shared/batch.ts) and the stream delivers the batch again (retried until it succeeds or the
 * records expire after 24 h; the iterator-age alarm fires long before that); applying a batch
 * twice changes nothing. A written batch adds its lag (lagOf) to the IndexerLag metric.
 */
export const handler = createWorkerHandler((event: DynamoDBStreamEvent) =>
  wholeStreamBatch(event, async (records) => {
    const changes = records.flatMap((record) => {
      try {
        const change = changeOf(record);
        return change ? [change] : [];
      } catch (error) {
        // A record that cannot be read would block the shard forever: skip it, loudly; a rebuild
        // (npm run reindex) restores its row.
        logger.error('stream record skipped: image does not unmarshall', {
          error: error as Error,
          keys: record.dynamodb?.Keys,
        });
        return [];
      }
    });
    try {
      const db = await searchDb('writer');
      const written = await applyChanges(db, PROJECTIONS, changes, (table, error) =>
        logger.error('item skipped: it does not map to a row', { table, reason: (error as Error).message }),
      );
      logger.debug('indexed', { records: records.length, rows: written });
      const lag = lagOf(records);
      if (lag !== undefined) addMetric(METRICS.indexerLag, lag, 'Milliseconds');
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeTombstones(db, PROJECTIONS);
      }
      return new Map();
    } catch (error) {
      // The query text and parameters hold customer data: log the failure's kind only, once for
      // the batch; the rejection fails every record.
      logger.error('search index write failed; the stream retries the batch', { failure: describe(error) });
      throw error;
    }
  }),
);
