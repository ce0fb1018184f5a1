import type { DynamoDBRecord, SQSRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { eachMessage, eachStreamRecord, RetryLater, wholeStreamBatch } from '#shared/batch.ts';
import { logger } from '#shared/observability.ts';

const message = (id: string) => ({ messageId: id, body: id }) as SQSRecord;
const change = (sequence: string, created?: number) =>
  ({
    eventName: 'INSERT',
    dynamodb: { SequenceNumber: sequence, ...(created ? { ApproximateCreationDateTime: created } : {}) },
  }) as DynamoDBRecord;

describe('the batch processor of the workers (shared/batch.ts)', () => {
  it('reports the messages whose handler threw, logging all but those handed back on purpose', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const out = await eachMessage(
      { Records: ['a', 'b', 'c'].map(message) },
      async (record) => {
        if (record.body === 'b') throw new RetryLater();
        if (record.body === 'c') throw new Error('broken');
      },
      { failure: 'message failed' },
    );
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }, { itemIdentifier: 'c' }] });
    expect(error.mock.calls.map(([text]) => text)).toEqual(['message failed']);
    error.mockRestore();
  });

  it('answers a batch that failed whole with every record instead of throwing', async () => {
    const out = await eachStreamRecord({ Records: [change('1'), change('2')] }, async () => {
      throw new Error('down');
    });
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: '1' }, { itemIdentifier: '2' }]);
  });

  it('tells the failures of a batch worked as a whole per record, and fails them all when it rejects', async () => {
    const records = [change('10'), change('11'), change('12')];
    let runs = 0;
    const partial = await wholeStreamBatch({ Records: records }, async (all) => {
      runs++;
      return new Map([[all[1]!, new Error('not queued')]]);
    });
    expect(runs).toBe(1);
    expect(partial.batchItemFailures).toEqual([{ itemIdentifier: '11' }]);
    const whole = await wholeStreamBatch({ Records: records }, async () => {
      throw new Error('database down');
    });
    expect(whole.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['10', '11', '12']);
  });

  it('runs the handlers of one call apart from those of another running beside it', async () => {
    const slow = eachMessage({ Records: [message('x')] }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('x failed');
    });
    const fast = eachMessage({ Records: [message('y')] }, async () => undefined);
    expect(await Promise.all([slow, fast])).toEqual([
      { batchItemFailures: [{ itemIdentifier: 'x' }] },
      { batchItemFailures: [] },
    ]);
  });
});
