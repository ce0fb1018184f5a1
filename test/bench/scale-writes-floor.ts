import pg from 'pg';
import { QueryCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import type { Row } from './report.ts';
import type { Figures } from './scale-writes-load.ts';
import type { BenchResponse, BenchStack } from './stack.ts';

/** A call timed alone from the bench process, shaped as a probe's answer. */
export const timed = async (run: () => Promise<unknown>): Promise<BenchResponse> => {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  return { status: 200, body: undefined, ms, db: { roundTrips: 1, readUnits: 0, writeUnits: 0 } };
};

/**
 * The floor under the reader's lists: the two shared services alone, called from the bench
 * process without the API. When they slow down under the writer's load as much as the lists do,
 * the lists' extra time is the services' (DynamoDB Local and PostgreSQL on the same two cores as
 * everything else), not the API's or read-your-writes'.
 */
export const floorProbes = async (bench: BenchStack) => {
  // Imported once the stack is up: the table's name and endpoint come from it.
  const { documentClient, tableName } = await import('#shared/db/client.ts');
  const pool = new pg.Pool({ connectionString: bench.stack.search.readerUrl, max: 1 });
  pool.on('error', () => undefined);
  return {
    probes: {
      'DynamoDB Local: a strongly consistent Query of an empty key': () =>
        timed(() =>
          documentClient.send(
            new QueryCommand({
              TableName: tableName(),
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': 'T#t-floor#PENDING#none' },
              ConsistentRead: true,
            }),
          ),
        ),
      // Every API request writes one item before its operation: the tenant's rate-limit bucket.
      'DynamoDB Local: an UpdateItem of an item of its own': () =>
        timed(() =>
          documentClient.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { pk: 'T#t-floor#FLOOR', sk: 'FLOOR' },
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': 1 },
            }),
          ),
        ),
      'PostgreSQL: SELECT 1 as the reader': () => timed(() => pool.query('SELECT 1')),
    },
    close: () => pool.end(),
  };
};

/** The floor's row of one phase: p50 and p95, no target (it explains the others). */
export const floorRow = (phase: string, name: string, f: Figures, quiet?: Figures): Row => ({
  name: `${phase}: ${name} p50`,
  value: Math.round(f.p50 * 10) / 10,
  unit: 'ms',
  note: `p95 ${f.p95.toFixed(1)} ms${quiet ? `; ${(f.p50 / quiet.p50).toFixed(2)}x of quiet` : ''}`,
});
