import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';
import { sourceMappedStack } from '#shared/source-mapped-stack.ts';

/**
 * Deployed functions run without --enable-source-maps (its parse of the map costs every cold
 * start); the logger maps a logged error's stack instead (shared/source-mapped-stack.ts). Here a
 * bundle built with the functions' options and its linked map logs an error with a cause in a
 * fresh Node process, and the log names the sources.
 */
const run = promisify(execFile);
const ENTRY = `import { config } from '${resolve(REPO_ROOT, 'shared/config.ts')}';
import { logger } from '${resolve(REPO_ROOT, 'shared/observability.ts')}';

const readTable = () => config.tableName;
const start = () => {
  try {
    readTable();
  } catch (cause) {
    return new Error('could not start', { cause });
  }
};
logger.error('request failed', { error: start() });
`;
const ERROR_LINE = 9; // `new Error('could not start', ...)` in ENTRY
// The cause is thrown by shared/config.ts, TABLE_NAME being unset.
const THROW_LINE =
  readFileSync(resolve(REPO_ROOT, 'shared/config.ts'), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('throw new ConfigError(') && line.includes('is required')) + 1;

let dir: string;
let logged: { error: { location: string; stack: string; cause: { location: string; stack: string } } };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-stacks-'));
  await writeFile(join(dir, 'entry.ts'), ENTRY);
  await build({
    ...esbuildOptions(join(dir, 'entry.ts')),
    outfile: join(dir, 'out', 'index.mjs'),
    sourcemap: 'linked',
  });
  const { stderr } = await run(process.execPath, [join(dir, 'out', 'index.mjs')], {
    env: { PATH: process.env.PATH, AWS_REGION: 'eu-north-1' },
  });
  // Errors are logged to stderr.
  logged = JSON.parse(stderr.trim().split('\n').pop()!);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stacks of a bundled function, as logged', () => {
  it('name the source file, line and column of each frame, and the location of the error', () => {
    expect(logged.error.stack).toMatch(
      new RegExp(`^Error: could not start\\n    at \\S+ \\(\\S*entry\\.ts:${ERROR_LINE}:\\d+\\)`),
    );
    expect(logged.error.stack).not.toMatch(/index\.mjs:\d+:\d+/);
    expect(logged.error.location).toMatch(new RegExp(`entry\\.ts:${ERROR_LINE}$`));
  });

  it("map the cause's stack too, to the repository's paths", () => {
    expect(THROW_LINE).toBeGreaterThan(0);
    expect(logged.error.cause.stack).toMatch(new RegExp(`\\(shared/config\\.ts:${THROW_LINE}:\\d+\\)`));
    expect(logged.error.cause.location).toBe(`shared/config.ts:${THROW_LINE}`);
    expect(logged.error.cause.stack).not.toMatch(/index\.mjs:\d+:\d+/);
  });

  it('leave frames without a map beside their file as they are', async () => {
    const bare = join(dir, 'bare.mjs');
    await writeFile(bare, 'export {};');
    const stack = `Error: x\n    at f (file://${bare}:1:5)\n    at g (${join(dir, 'entry.ts')}:3:1)`;
    expect(sourceMappedStack(stack)).toBe(stack);
    expect(await readFile(join(dir, 'out', 'index.mjs.map'), 'utf8')).toContain('"mappings"');
  });
});
