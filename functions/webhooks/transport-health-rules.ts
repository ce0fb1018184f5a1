/**
 * The disable rule of an HTTP transport, as pure functions of its health counters
 * (docs/decisions/webhooks.md): a transport is disabled when at least `minFailed` deliveries in a
 * row ended FAILED (all retries used, or a final refusal) and none was delivered for `afterSeconds`.
 * The count keeps a busy endpoint that fails for a minute from being disabled after a short
 * window; the window keeps a quiet endpoint (a few events a week) from being disabled by a short
 * outage, and still disables it once it has been gone for the whole window.
 */

/** The counters the delivery worker keeps on the transport item. */
export type TransportHealth = {
  status?: 'ENABLED' | 'DISABLED' | undefined;
  lastSuccessAt?: string | undefined;
  failingSince?: string | undefined;
  failedInRow?: number | undefined;
};

export type DisableRule = { afterSeconds: number; minFailed: number };

/**
 * A healthy transport's success is written at most once per this many milliseconds per
 * container (a busy endpoint costs no write per delivery); a success after a failure always is.
 */
export const SUCCESS_HEARTBEAT_MS = 60_000;

/** The time before which the last success (and the first failure of the run) must lie. */
export const windowStart = (now: Date, rule: DisableRule): string =>
  new Date(now.getTime() - rule.afterSeconds * 1000).toISOString();

/** True when the counters, just after a failure was counted, call for disabling the transport. */
export const shouldDisable = (health: TransportHealth, now: Date, rule: DisableRule): boolean => {
  if (health.status === 'DISABLED' || !health.failingSince) return false;
  const start = windowStart(now, rule);
  return (
    (health.failedInRow ?? 0) >= rule.minFailed &&
    health.failingSince <= start &&
    (!health.lastSuccessAt || health.lastSuccessAt <= start)
  );
};

/**
 * True when a delivered attempt must be written to the transport: a run of failures is to be
 * reset, or the stored last success is older than the heartbeat. `health` may be a few seconds
 * old (the worker's cached transport); the disable condition re-checks on the stored item.
 */
export const successNeedsWrite = (health: TransportHealth, now: Date): boolean =>
  Boolean(health.failingSince) ||
  (health.failedInRow ?? 0) > 0 ||
  !health.lastSuccessAt ||
  now.getTime() - Date.parse(health.lastSuccessAt) >= SUCCESS_HEARTBEAT_MS;

/**
 * The time a counted failure is judged at: after the count was stored, and never before the run's
 * first failure. The run start was stamped by whichever delivery counted first, with the time it
 * sent its update; a delivery whose clock read earlier can be stored later (containers race, and
 * their clocks differ by milliseconds). Judged at its own earlier time, the delivery that counts the
 * threshold would see the run start ahead of it and never disable.
 */
export const judgedAt = (health: TransportHealth, now: Date): Date =>
  health.failingSince && Date.parse(health.failingSince) > now.getTime()
    ? new Date(health.failingSince)
    : now;

/** The reason shown on a disabled transport. */
export const disabledReasonOf = (health: TransportHealth, rule: DisableRule): string =>
  `${health.failedInRow ?? 0} deliveries in a row failed since ${health.failingSince}` +
  ` and none was delivered for ${rule.afterSeconds} s` +
  (health.lastSuccessAt ? ` (last delivered ${health.lastSuccessAt})` : ' (none delivered yet)');
