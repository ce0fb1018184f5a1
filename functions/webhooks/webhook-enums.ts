/** Value lists shared by the entities (storage) and the schemas (API); no imports, so routes may load it. */

/** Security types of an HTTP transport (spec 2.9 names NONE; BASIC and BEARER are ours). */
export const SECURITY_TYPES = ['NONE', 'BASIC', 'BEARER'] as const;

/**
 * Delivery states: PENDING (claimed, not yet tried), RETRYING, DELIVERED, FAILED (final), SKIPPED
 * (final: not sent because its transport is disabled; kept in the log so that it can be replayed).
 */
export const DELIVERY_STATES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why an attempt did not deliver. */
export const ERROR_CLASSES = [
  'CLIENT_ERROR',
  'REDIRECT',
  'SERVER_ERROR',
  'TIMEOUT',
  'CONNECTION_ERROR',
  'BLOCKED_ADDRESS',
  'SUBSCRIPTION_DELETED',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

/** Why a delivery was not sent at all (state SKIPPED). */
export const SKIP_REASONS = ['TRANSPORT_DISABLED'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A transport's state: DISABLED when its deliveries kept failing (docs/decisions/webhooks.md). */
export const TRANSPORT_STATUSES = ['ENABLED', 'DISABLED'] as const;
