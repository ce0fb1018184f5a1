import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { WebhookAction } from '#events/actions.ts';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/sqs.ts';

/** One message on the delivery queue: one event for one webhook. The event travels with it. */
export type DeliveryMessage = {
  tenantUid: string;
  webhookUid: string;
  httpTransportUid: string;
  deliveryUid: string;
  event: { eventId: string; action: WebhookAction; occurredAt: string; data: Record<string, unknown> };
  test?: boolean;
};

/**
 * Queues messages with SendMessageBatch (10 per call). Returns the messages that could not be
 * queued; the caller decides whether that fails its own work.
 */
export const queueDeliveries = async (messages: readonly DeliveryMessage[]): Promise<DeliveryMessage[]> => {
  const failed: DeliveryMessage[] = [];
  for (let i = 0; i < messages.length; i += 10) {
    const chunk = messages.slice(i, i + 10);
    try {
      const out = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: config.queues.webhookDelivery,
          Entries: chunk.map((m, j) => ({ Id: String(j), MessageBody: JSON.stringify(m) })),
        }),
      );
      for (const f of out.Failed ?? []) failed.push(chunk[Number(f.Id)]!);
    } catch {
      failed.push(...chunk);
    }
  }
  return failed;
};
