import { type ChildProcess, spawn } from 'node:child_process';

/** A long-running command (a tool, `npm start`) whose output is read as it comes. */
export type CliProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the output matches `pattern` (or rejects after `timeoutMs`). */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
};

export const startCli = (
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): CliProcess => {
  // Its own process group, so that stop() ends what it started too (npm start's children).
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    for (const l of listeners) l();
  });
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) {
          finish();
          resolve(match);
        } else if (child.exitCode !== null) {
          finish();
          reject(new Error(`exited with ${child.exitCode} before ${pattern}:\n${text}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  return {
    child,
    output: () => text,
    waitFor,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
};
