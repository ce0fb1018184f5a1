import { config } from '#shared/config.ts';
import { dynamodbCall } from '#shared/db/client.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { sqs } from '#shared/sqs.ts';
import { checkHealth } from './health.ts';
import { rateLimitStatus } from './rate-limit.service.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, {
  getHealth: async () => {
    const report = await checkHealth({
      dynamodb: dynamodbCall,
      sqs,
      tableName: config.tableName,
      queues: { webhookDelivery: config.queues.webhookDelivery, notifications: config.queues.notifications },
    });
    return { status: report.status === 'ok' ? 200 : 503, body: { ...report, stage: config.stage } };
  },
  whoAmI: async ({ auth }) => ({
    body: {
      tenantUid: auth.tenantUid,
      sub: auth.sub,
      scheme: auth.scheme,
      access: auth.access,
      permissions: auth.permissions,
    },
  }),
  getRateLimit: async ({ params }) => ({ body: await rateLimitStatus(params.tenantUid) }),
});
