import { createHttpHandler } from '#shared/http/handler.ts';
import { deliveryOperations } from './delivery.operations.ts';
import { eventOperations } from './event.operations.ts';
import { replayOperations } from './replay.operations.ts';
import { routes } from './routes.ts';
import { transportOperations } from './transport.operations.ts';
import { webhookOperations } from './webhook.operations.ts';

/**
 * The webhooks group's operations, one slice per resource beside its services; createHttpHandler
 * checks that together they name every route.
 */
export const handler = createHttpHandler(routes, {
  ...eventOperations,
  ...replayOperations,
  ...transportOperations,
  ...webhookOperations,
  ...deliveryOperations,
});
