import type { RatePolicy } from '#shared/rate-limit/gcra-rules.ts';
import type { TakeOutcome } from '#shared/rate-limit/rate-limit.repository.ts';

/** A bucket store in memory that behaves as the conditional writes do. */
export const memoryStore = () => {
  const tats = new Map<string, number>();
  let writes = 0;
  const interval = (p: RatePolicy) => (p.windowSeconds * 1000) / p.quota;
  return {
    get writes() {
      return writes;
    },
    repository: {
      readTenantPolicy: async () => undefined,
      readBucket: async (t: string) => tats.get(t),
      takeFromRunning: async (t: string, p: RatePolicy, now: number, count = 1): Promise<TakeOutcome> => {
        writes++;
        const tat = tats.get(t);
        if (tat === undefined || tat < now || tat > now + p.windowSeconds * 1000 - count * interval(p) + 1e-3)
          return { taken: false, tat };
        tats.set(t, tat + count * interval(p));
        return { taken: true, tat: tat + count * interval(p) };
      },
      takeFromIdle: async (t: string, p: RatePolicy, now: number, count = 1): Promise<TakeOutcome> => {
        writes++;
        const tat = tats.get(t);
        if (tat !== undefined && tat >= now) return { taken: false, tat };
        tats.set(t, now + count * interval(p));
        return { taken: true, tat: now + count * interval(p) };
      },
    },
  };
};
