import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it; `started` (clock ticks after boot) tells a reused pid apart. */
export type RunningProcess = { pid: number; command: string; started: string };

type Stat = { state: string; ppid: number; started: string };

const statOf = (pid: number): Stat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (second field) may hold spaces and parentheses: fields follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]), started: fields[19]! };
  } catch {
    return undefined;
  }
};

const pids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

const entryOf = (pid: number, stat: Stat): RunningProcess[] => {
  try {
    return [{ pid, command: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), started: stat.started }];
  } catch {
    return [];
  }
};

/**
 * The processes still running (a zombie has ended) whose environment holds `name=value`, and
 * every process below them. A process inherits its environment from the one that started it, so
 * marking one marks all it starts, even after they were re-parented because it is gone; the
 * processes below are added because a server may overwrite its own environment (PostgreSQL's
 * backends write their status there). Reads /proc (Linux).
 */
export const markedProcesses = (name: string, value: string): RunningProcess[] => {
  const mark = `${name}=${value}`;
  const stats = new Map(
    pids().flatMap((pid) => {
      const stat = statOf(pid);
      return stat ? [[pid, stat] as const] : [];
    }),
  );
  const found = new Set<number>();
  for (const [pid, stat] of stats) {
    if (stat.state === 'Z') continue;
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark)) found.add(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, stat] of stats) {
      if (stat.state !== 'Z' && !found.has(pid) && found.has(stat.ppid)) {
        found.add(pid);
        grown = true;
      }
    }
  }
  return [...found].flatMap((pid) => entryOf(pid, stats.get(pid)!));
};

/** Those of `processes` still running: same pid and start time, not a zombie. */
export const stillRunning = (processes: readonly RunningProcess[]): RunningProcess[] =>
  processes.filter((p) => {
    const stat = statOf(p.pid);
    return stat !== undefined && stat.state !== 'Z' && stat.started === p.started;
  });
