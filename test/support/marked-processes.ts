import { readdirSync, readFileSync } from 'node:fs';

/** A running process: its pid and command name. */
export type RunningProcess = { pid: number; command: string };

/**
 * The processes still running (not exited: a zombie has ended) whose environment holds
 * `name=value`. A process inherits its environment from the one that started it, so marking a
 * process's environment marks everything it starts, and their children, even after they were
 * re-parented because it is gone. Reads /proc (Linux).
 */
export const markedProcesses = (name: string, value: string): RunningProcess[] => {
  const mark = `${name}=${value}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return [];
        const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
        if (!environ.includes(mark)) return [];
        return [{ pid: Number(entry), command: readFileSync(`/proc/${entry}/comm`, 'utf8').trim() }];
      } catch {
        // Gone meanwhile.
        return [];
      }
    });
};
