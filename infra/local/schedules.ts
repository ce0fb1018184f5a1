import type { ScheduleFunctionDef } from '#functions/registry.ts';
import { invoke } from './lambda.ts';
import type { Poller } from './pollers.ts';

/**
 * Emulates a schedule rule: invokes the function every `rateMinutes` with a scheduled event
 * (tests invoke the handler directly to run it now). A run never overlaps the previous one.
 */
export const startSchedule = (fn: ScheduleFunctionDef): Poller => {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    const event = { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() };
    running = invoke(fn.entry, fn.name, event, fn.timeoutSeconds)
      .catch((error) => console.error(`local schedule: ${fn.name} failed`, error))
      .finally(() => {
        running = undefined;
      });
  }, fn.rateMinutes * 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
