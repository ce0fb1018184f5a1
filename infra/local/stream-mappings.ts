import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { STREAM_RETRY_ATTEMPTS } from '#functions/function-def.ts';
import { type StreamFunctionDef, streamRecordMatches } from '#functions/registry.ts';
import { invoke } from './lambda.ts';
import type { Poller } from './pollers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records read ahead for one function and shard before the reader waits for it to catch up. */
const READ_AHEAD = 10_000;

export type StreamMappingsOptions = {
  endpoint: string;
  streamArn: string;
  /** The functions with an event source mapping on this stream. */
  fns: readonly StreamFunctionDef[];
  /** Shards that exist at start begin at LATEST (data persisted from an earlier run). */
  fromLatest: boolean;
};

/** What one function has read of one shard and not yet processed. */
type Lane = { fn: StreamFunctionDef; records: _Record[]; done: Promise<void> };

/**
 * Emulates the DynamoDB stream event source mappings of every function on one stream. Each
 * function gets every shard's records in order, filtered by its criteria (streamRecordMatches),
 * in batches of up to its batchSize with one batch in flight per shard, as in AWS; failed items
 * (ReportBatchItemFailures) are retried as the AWS mapping retries them, then logged as dropped.
 *
 * One reader serves all the functions: in AWS every mapping reads the shard on its own, but here
 * each GetRecords costs DynamoDB Local (the Java process the API's writes also wait on) the
 * serialisation of up to 1,000 records, and three mappings reading the same records tripled
 * that work under a burst of writes.
 */
export const startStreamMappings = (options: StreamMappingsOptions): Poller => {
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const shards = new Map<string, { iterator: string | undefined; lanes: Lane[] }>();
  const closed = new Set<string>();
  let running = true;
  let startAtLatest = options.fromLatest;
  // Lanes wait on this when idle; the reader (or stop) wakes them all.
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => {
    wake = r;
  });
  const wakeAll = () => {
    const previous = wake;
    woken = new Promise<void>((r) => {
      wake = r;
    });
    previous();
  };

  /** Invokes one batch and retries its failed records; AWS holds the shard meanwhile, so does this. */
  const deliver = async (fn: StreamFunctionDef, batch: _Record[]) => {
    let pending = batch as unknown as DynamoDBRecord[];
    // As the mapping in AWS: retried until the records expire, or STREAM_RETRY_ATTEMPTS times
    // (there the batch is then parked on the failure queue; here it is logged as dropped).
    const attempts = fn.retryUntilExpired ? Number.POSITIVE_INFINITY : 1 + STREAM_RETRY_ATTEMPTS;
    for (let attempt = 1; running && pending.length > 0 && attempt <= attempts; attempt++) {
      try {
        const response = (await invoke(fn.entry, fn.name, { Records: pending })) as
          | { batchItemFailures?: Array<{ itemIdentifier: string }> }
          | undefined;
        const failed = new Set(response?.batchItemFailures?.map((f) => f.itemIdentifier) ?? []);
        pending = pending.filter((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
      } catch (error) {
        console.error(`local stream: ${fn.name} failed`, error);
      }
      if (pending.length > 0) await sleep(Math.min(200 * attempt, 2000));
    }
    if (pending.length > 0) console.error(`local stream: ${pending.length} record(s) dropped after retries`);
  };

  const runLane = async (lane: Lane, shardId: string) => {
    while (running) {
      if (lane.records.length === 0) {
        if (closed.has(shardId)) return;
        await woken;
        continue;
      }
      await deliver(lane.fn, lane.records.splice(0, lane.fn.batchSize));
    }
  };

  const refreshShards = async () => {
    const { StreamDescription } = await client.send(
      new DescribeStreamCommand({ StreamArn: options.streamArn }),
    );
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (shards.has(id)) continue;
      const { ShardIterator } = await client.send(
        new GetShardIteratorCommand({
          StreamArn: options.streamArn,
          ShardId: id,
          ShardIteratorType: startAtLatest ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      // A child shard (after a split or a roll-over) waits until its parent is processed, as in
      // AWS, so that the records of one item stay in order; shards without lineage run side by side.
      const parent = shards.get(shard.ParentShardId ?? '');
      const lanes = options.fns.map((fn, i) => {
        const lane: Lane = { fn, records: [], done: Promise.resolve() };
        lane.done = (parent?.lanes[i]?.done ?? Promise.resolve()).then(() => runLane(lane, id));
        return lane;
      });
      shards.set(id, { iterator: ShardIterator, lanes });
    }
  };

  /** Reads one shard once; returns how many records it read. */
  const readShard = async (id: string, shard: { iterator: string | undefined; lanes: Lane[] }) => {
    if (!shard.iterator || shard.lanes.some((l) => l.records.length >= READ_AHEAD)) return 0;
    const { Records = [], NextShardIterator } = await client.send(
      new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: 1000 }),
    );
    shard.iterator = NextShardIterator;
    if (!NextShardIterator) closed.add(id);
    for (const lane of shard.lanes) {
      lane.records.push(...Records.filter((r) => streamRecordMatches(lane.fn, r as never)));
    }
    if (Records.length > 0 || !NextShardIterator) wakeAll();
    return Records.length;
  };

  const reader = (async () => {
    let lastRefresh = 0;
    while (running) {
      try {
        if (Date.now() - lastRefresh > 1000) {
          await refreshShards();
          startAtLatest = false;
          lastRefresh = Date.now();
        }
        let got = 0;
        for (const [id, shard] of shards) got += await readShard(id, shard);
        // Read again at once while records come in (as AWS does), else idle a little.
        if (got === 0) await sleep(50);
      } catch (error) {
        if (running) console.error('local stream poller error', (error as Error).message);
        await sleep(500);
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      wakeAll();
      await reader;
      await Promise.all([...shards.values()].flatMap((s) => s.lanes.map((l) => l.done)));
      client.destroy();
    },
  };
};
