import { availableParallelism, loadavg } from 'node:os';

/**
 * One reading of the process's memory, in bytes, `at` ms after the sampler started, with the
 * machine's 1-minute load average (other processes on the machine slow the stack down too).
 */
export type MemorySample = { at: number; heapUsed: number; rss: number; load: number };

/** Memory over the run: the reference after warm-up, the last reading and the maxima. */
export type MemoryFigures = {
  start: MemorySample;
  end: MemorySample;
  maxHeap: number;
  maxRss: number;
  maxLoad: number;
  cores: number;
  samples: number;
  /** True when start and end were read right after a full collection (node --expose-gc). */
  collected: boolean;
};

const collect = (): boolean => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return gc !== undefined;
};

const read = (t0: number): MemorySample => {
  const m = process.memoryUsage();
  return { at: performance.now() - t0, heapUsed: m.heapUsed, rss: m.rss, load: loadavg()[0]! };
};

/**
 * Samples heapUsed and RSS every `everyMs`. The stack's handlers, pollers and emulators run in
 * this process, so these are the service's figures (plus the small soak client). The reference
 * (`markStart`) and the final reading (`stop`) follow a full collection when the script runs with
 * --expose-gc: one sample of a heap between collections says little about what is retained,
 * and two forced collections in ten minutes do not disturb the latencies measured.
 */
export const startMemorySampler = (everyMs = 10_000) => {
  const t0 = performance.now();
  const samples: MemorySample[] = [];
  let start: MemorySample | undefined;
  let collected = false;
  const timer = setInterval(() => samples.push(read(t0)), everyMs);
  timer.unref();
  return {
    /** Takes the reference reading (call after the warm-up). */
    markStart: () => {
      collected = collect();
      start = read(t0);
      samples.push(start);
    },
    /** Stops sampling and returns the figures, the final reading being taken now. */
    stop: (): MemoryFigures => {
      clearInterval(timer);
      collected &&= collect();
      const end = read(t0);
      samples.push(end);
      const from = samples.filter((s) => s.at >= (start?.at ?? 0));
      return {
        start: start ?? samples[0]!,
        end,
        maxHeap: Math.max(...from.map((s) => s.heapUsed)),
        maxRss: Math.max(...from.map((s) => s.rss)),
        maxLoad: Math.max(...from.map((s) => s.load)),
        cores: availableParallelism(),
        samples: from.length,
        collected,
      };
    },
  };
};
