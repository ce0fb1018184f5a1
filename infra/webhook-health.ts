/**
 * The endpoint-health rule of a stage (docs/decisions/webhooks.md): a transport is disabled once at
 * least `minFailed` deliveries in a row ended FAILED and none was delivered for `afterSeconds`.
 * The stack passes it to the delivery queue's consumer, the one function that judges health.
 */
export type WebhookHealth = { minFailed: number; afterSeconds: number };

/** Svix's five days, and a count so that a quiet endpoint is not disabled on one failure. */
export const WEBHOOK_HEALTH_DEFAULT: WebhookHealth = { minFailed: 5, afterSeconds: 432_000 };

type Context = { tryGetContext: (key: string) => unknown };

const wholeNumber = (value: unknown, key: string, min: number): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`context ${key} must be a whole number of at least ${min}`);
  return n;
};

/**
 * The stage's rule: `-c webhookDisableMinFailed` / `-c webhookDisableAfterSeconds`, else the
 * stage's entry in the `webhookHealth` map of cdk.json, else the default.
 */
export const webhookHealthOf = (node: Context, stage: string): WebhookHealth => {
  const raw: unknown = node.tryGetContext('webhookHealth');
  const map = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<string, unknown>;
  const own = (map[stage] ?? {}) as Record<string, unknown>;
  const minFailed =
    wholeNumber(node.tryGetContext('webhookDisableMinFailed'), 'webhookDisableMinFailed', 1) ??
    wholeNumber(own.minFailed, `webhookHealth.${stage}.minFailed`, 1);
  const afterSeconds =
    wholeNumber(node.tryGetContext('webhookDisableAfterSeconds'), 'webhookDisableAfterSeconds', 0) ??
    wholeNumber(own.afterSeconds, `webhookHealth.${stage}.afterSeconds`, 0);
  return {
    minFailed: minFailed ?? WEBHOOK_HEALTH_DEFAULT.minFailed,
    afterSeconds: afterSeconds ?? WEBHOOK_HEALTH_DEFAULT.afterSeconds,
  };
};
