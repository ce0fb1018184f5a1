/**
 * Limits of webhook replays (docs/decisions/webhooks.md, "Replays"). A replay queues at most
 * `maxEventsPerSecond` deliveries a second (the request may ask for fewer), and a tenant runs at
 * most `runningPerTenant` replays at once: more is a 409 with Retry-After, as the running ones
 * finish by themselves.
 */
export const REPLAY_LIMITS = {
  runningPerTenant: 3,
  maxEventsPerSecond: 1000,
  defaultEventsPerSecond: 200,
  /** Events a worker step reads and queues at most (one checkpoint each). */
  chunk: 500,
  /**
   * Query pages of Select COUNT a step reads at most while it counts the range (5,000 events
   * each): a range of millions of events is counted over several steps, each well within the
   * function's timeout, not in one.
   */
  countPagesPerStep: 20,
  /** Failed steps in a row after which the replay is FAILED. */
  failuresMax: 5,
} as const;

export const REPLAY_STATES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type ReplayState = (typeof REPLAY_STATES)[number];
export const isFinal = (state: ReplayState): boolean => state === 'COMPLETED' || state === 'FAILED';

/**
 * The delivery uid of an event in a replay: derived from both, so the worker that queues a chunk
 * again after a crash queues the same deliveries, which the delivery worker's claim drops
 * (a replay delivers each event once), while another replay delivers it again.
 */
export const replayDeliveryUid = (replayUid: string, eventId: string): string =>
  `dlv_${replayUid}_${eventId.replace(/^evt_/, '')}`;

/** Events a step takes: about one second's worth at the replay's rate, at most a chunk. */
export const stepSize = (eventsPerSecond: number): number => Math.min(REPLAY_LIMITS.chunk, eventsPerSecond);

/** How long a step of `queued` events must last so that the replay keeps to its rate. */
export const stepMillis = (queued: number, eventsPerSecond: number): number =>
  Math.ceil((queued * 1000) / eventsPerSecond);

/**
 * The checkpoint of a counting step: the count so far and where it goes on, or, at the end of the
 * range, the total (the next step starts queuing).
 */
export const countProgress = (
  before: { counted?: number | undefined },
  part: { count: number; next: string | null },
): { counted: number; countedThrough: string | null; total?: number } => {
  const counted = (before.counted ?? 0) + part.count;
  return part.next === null
    ? { counted, countedThrough: null, total: counted }
    : { counted, countedThrough: part.next };
};
