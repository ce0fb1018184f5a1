import type { Operations } from '#shared/http/handler.ts';
import { listReceivements, receive } from './receivement.service.ts';
import type { routes } from './routes.ts';

/** The inventory group's operations on a purchase order's receivements (receivement.routes.ts). */
export const receivementOperations = {
  createReceivement: async ({ params: p, body, auth }) => ({
    body: await receive(auth, p.purchaseOrderUid, body),
  }),
  listReceivements: async ({ params: p }) => ({
    body: await listReceivements(p.tenantUid, p.purchaseOrderUid),
  }),
} satisfies Partial<Operations<typeof routes>>;
