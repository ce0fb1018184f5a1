/**
 * Per-tenant caps on HTTP transports and webhooks. They bound what every event costs (one
 * message per subscription of its action) and what the unpaged list Queries read. A plain module:
 * the route declarations quote them, the quota repository enforces them.
 */
export const WEBHOOK_LIMITS = { transports: 50, webhooks: 200 } as const;
