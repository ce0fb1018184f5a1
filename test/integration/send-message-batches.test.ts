import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_BATCH_MAX, sendMessageBatches, sqs } from '#shared/sqs.ts';
import { uniqueUid } from '#test/support/api.ts';

/**
 * sendMessageBatches against the stack's SQS emulator, on a queue of its own: one whose messages
 * may be at most 1 KiB, so that SQS refuses single entries of a batch (InvalidParameterValue)
 * while it takes the others.
 */
let queueUrl: string;
beforeAll(async () => {
  const out = await sqs<{ QueueUrl: string }>('CreateQueue', {
    QueueName: uniqueUid('batches'),
    Attributes: { MaximumMessageSize: '1024' },
  });
  queueUrl = out.QueueUrl;
});
afterAll(() => sqs('DeleteQueue', { QueueUrl: queueUrl }));

/** Every message body on the queue, parsed, until it has none left. */
const drain = async (): Promise<unknown[]> => {
  const bodies: unknown[] = [];
  for (;;) {
    const out = await sqs<{ Messages?: { Body: string }[] }>('ReceiveMessage', {
      QueueUrl: queueUrl,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 0,
    });
    if (!out.Messages?.length) return bodies;
    bodies.push(...out.Messages.map((m) => JSON.parse(m.Body)));
  }
};

describe('sendMessageBatches', () => {
  it('queues more than one batch of items and returns exactly the entries SQS refused', async () => {
    const items = Array.from({ length: 2 * SEND_BATCH_MAX + 3 }, (_, n) => ({
      n,
      // A character SQS refuses in a body: escaped, it arrives as it was sent.
      text: n === 4 ? 'x\uffff' : 'ok',
      // Over the queue's 1 KiB: refused alone, its batch goes through.
      pad: n === 7 || n === 21 ? 'p'.repeat(2000) : '',
    }));
    const failed = await sendMessageBatches(queueUrl, items);
    // The very objects given, in their order, so that a caller can map them back.
    expect(failed).toEqual([items[7], items[21]]);
    expect(failed[0]).toBe(items[7]);
    const queued = (await drain()) as typeof items;
    expect(queued.map((m) => m.n).sort((a, b) => a - b)).toEqual(
      items.map((m) => m.n).filter((n) => n !== 7 && n !== 21),
    );
    expect(queued.find((m) => m.n === 4)?.text).toBe('x\uffff');
  });

  it('sends the body that bodyOf gives for each item', async () => {
    const items = [
      { id: 'a', msg: { uid: 'n1' } },
      { id: 'b', msg: { uid: 'n2' } },
    ];
    expect(await sendMessageBatches(queueUrl, items, (i) => i.msg)).toEqual([]);
    expect(((await drain()) as Array<{ uid: string }>).map((m) => m.uid).sort()).toEqual(['n1', 'n2']);
  });

  it('returns every item of every batch when the calls fail', async () => {
    const missing = queueUrl.replace(/[^/]+$/, uniqueUid('missing'));
    const items = Array.from({ length: SEND_BATCH_MAX + 1 }, (_, n) => ({ n }));
    expect(await sendMessageBatches(missing, items)).toEqual(items);
  });
});
