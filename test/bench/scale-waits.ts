import { setTimeout as sleep } from 'node:timers/promises';
import type { SeedDb } from './scale-seed.ts';

const SAMPLE_MS = 100;

/**
 * Samples what PostgreSQL's backends are doing while the index lag is measured: every SAMPLE_MS,
 * each active backend (API readers, the indexer, autovacuum, the checkpointer) with its wait
 * event and the start of its statement; background processes idling in their main loop (wait
 * type Activity) and connections waiting for their client are left out. A stall of the first
 * writes of a burst then shows as the wait that filled those seconds (a lock, WAL or data-file
 * I/O, a GIN pending-list merge).
 */
export const watchBackends = (db: SeedDb) => {
  const started = performance.now();
  const seen = new Map<string, { samples: number; first: number; last: number }>();
  let running = true;
  let samples = 0;
  const loop = (async () => {
    while (running) {
      const at = (performance.now() - started) / 1000;
      const { rows } = await db.query<{ what: string }>(
        `SELECT backend_type || ' ' || coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' ' ||
                left(regexp_replace(coalesce(query, ''), '\\s+', ' ', 'g'), 48) AS what
           FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND state IS DISTINCT FROM 'idle'
            AND coalesce(wait_event_type, '') <> 'Activity' AND coalesce(wait_event, '') <> 'ClientRead'`,
      );
      samples++;
      for (const { what } of rows) {
        const s = seen.get(what) ?? { samples: 0, first: at, last: at };
        s.samples++;
        s.last = at;
        seen.set(what, s);
      }
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    /** Stops sampling; returns the most frequent activities, with when they were seen. */
    stop: async (top = 10): Promise<string[]> => {
      running = false;
      await loop;
      return [...seen]
        .sort((a, b) => b[1].samples - a[1].samples)
        .slice(0, top)
        .map(
          ([what, s]) =>
            `${s.samples}/${samples} samples, ${s.first.toFixed(1)}-${s.last.toFixed(1)} s: ${what}`,
        );
    },
  };
};
