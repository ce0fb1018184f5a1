import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { AUTHORIZER, FUNCTIONS } from '#functions/registry.ts';
import { chunkFile, chunkOptions, esbuildOptions, ownChunks } from '#infra/bundling.ts';
import { median, type Section } from './report.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BUNDLE_MAX_KB = 250;
const INIT_MAX_MS = 50;
const INIT_RUNS = 15;

// Configuration a handler module may read at import time; no network is used by importing.
const IMPORT_ENV = {
  STAGE: 'stage',
  AWS_REGION: 'eu-north-1',
  TABLE_NAME: 'bench',
  WEBHOOK_QUEUE_URL: 'https://sqs.eu-north-1.amazonaws.com/000000000000/bench',
  NOTIFICATION_QUEUE_URL: 'https://sqs.eu-north-1.amazonaws.com/000000000000/bench',
  JWT_ISSUER: 'https://issuer.example',
  JWT_AUDIENCE: 'retail-commerce-api',
  JWKS_JSON: '{"keys":[]}',
  MAILPROVIDER_CALLBACK_AUTH: 'user:secret',
  POWERTOOLS_METRICS_DISABLED: 'true',
};

// Lambda's Node.js runtime gives modules the awslambda global, whose streamifyResponse a streamed
// handler (privacy-export) calls as it loads.
// With a chunk as second argument, the time to load it once the bundle is loaded.
const PROBE = `globalThis.awslambda = { streamifyResponse: (h) => h }; let t = performance.now(); await import(process.argv[2]); if (process.argv[3]) { t = performance.now(); await import(process.argv[3]); } console.log(performance.now() - t);`;

/** Minified KB per package of a bundle (our own code as one entry). */
const packages = (metafile: Metafile): Map<string, number> => {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const kb = new Map<string, number>();
  for (const [file, input] of Object.entries(output?.inputs ?? {})) {
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file.endsWith('.json') ? file : 'own code');
    kb.set(pkg, (kb.get(pkg) ?? 0) + input.bytesInOutput / 1024);
  }
  return kb;
};

/** The largest entries of a KB-per-package map, `min` KB and above, largest first. */
const largest = (kb: ReadonlyMap<string, number>, min: number, count = Infinity): string =>
  [...kb]
    .filter(([, size]) => size >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([pkg, size]) => `${pkg} ${Math.round(size)}`)
    .join(', ');

/** A timing to take: the probe's arguments and the report row its median goes into. */
type Timing = { args: string[]; row: Section['rows'][number]; times: number[] };

/**
 * Runs every timing `INIT_RUNS` times, one fresh node process each, in rounds over all of them
 * rather than ten in a row per function: a busy spell of the shared machine then spreads over
 * every function instead of lifting the few measured during it. Sets each row to its median.
 */
const runTimings = (probe: string, timings: readonly Timing[]): void => {
  for (let round = 0; round < INIT_RUNS; round++) {
    for (const timing of timings) {
      const out = execFileSync(process.execPath, [probe, ...timing.args], {
        env: { ...process.env, ...IMPORT_ENV },
      });
      timing.times.push(Number(out.toString().trim().split('\n').pop()));
    }
  }
  for (const timing of timings) timing.row.value = median(timing.times);
};

/**
 * Minified bundle size and cold init (median of fresh node processes importing the bundle) of
 * every function, then each chunk (FunctionDef.chunks): its size and the time to load it on the
 * path that needs it. A chunk is not part of the cold init, so it counts apart from the bundle.
 */
export const benchBundles = async (): Promise<Section> => {
  const dir = await mkdtemp(join(tmpdir(), 'rcs-bundles-'));
  const rows: Section['rows'] = [];
  const perPackage = new Map<string, number>();
  const sums = { kb: 0, chunkKb: 0 };
  const timings: Timing[] = [];
  const inits: Timing[] = [];
  const load = loadavg().map((l) => l.toFixed(1));
  try {
    const probe = join(dir, 'probe.mjs');
    await writeFile(probe, PROBE);
    // The machine's own pace, in the same rounds: a module that loads node:https (TLS, HTTP,
    // crypto), which every function with an AWS client loads too and which no change of ours
    // moves. A run whose control reads high was taken in a slow spell of this shared machine.
    const control = { name: 'control: node:https alone', value: 0, unit: 'ms' };
    const reference = join(dir, 'control.mjs');
    await writeFile(reference, "import 'node:https';");
    for (const fn of [...FUNCTIONS, AUTHORIZER]) {
      const outdir = join(dir, fn.name);
      await mkdir(outdir);
      const outfile = join(outdir, 'index.mjs');
      const { metafile } = await build({
        ...esbuildOptions(resolve(ROOT, fn.entry)),
        outfile,
        // As deployed: the map beside the bundle, which Node does not read at import (no
        // --enable-source-maps; test/infra/api-stack.test.ts), so its size is not in the figure.
        sourcemap: 'linked',
        metafile: true,
      });
      const kb = (await stat(outfile)).size / 1024; // the bundle alone, not its map
      const pkgs = packages(metafile);
      for (const [pkg, size] of pkgs) perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + size);
      sums.kb += kb;
      rows.push({
        name: `${fn.name} bundle`,
        value: Math.round(kb),
        unit: 'KB',
        target: { max: BUNDLE_MAX_KB },
        note: largest(pkgs, 15),
      });
      const init = { name: `${fn.name} cold init`, value: 0, unit: 'ms', target: { max: INIT_MAX_MS } };
      rows.push(init);
      inits.push({ args: [outfile], row: init, times: [] });
      for (const chunk of ownChunks(fn)) {
        const chunkOut = join(outdir, chunkFile(chunk));
        const built = await build({ ...chunkOptions(ROOT, chunk, outdir), metafile: true });
        const chunkKb = (await stat(chunkOut)).size / 1024;
        sums.chunkKb += chunkKb;
        rows.push({
          name: `${fn.name} chunk ${chunkFile(chunk)}`,
          value: Math.round(chunkKb),
          unit: 'KB',
          note: `loaded on first use, not at cold start: ${largest(packages(built.metafile), 15)}`,
        });
        const firstLoad = { name: `${fn.name} chunk first load`, value: 0, unit: 'ms' };
        rows.push(firstLoad);
        timings.push({ args: [outfile, chunkOut], row: firstLoad, times: [] });
      }
    }
    runTimings(probe, [{ args: [reference], row: control, times: [] }, ...inits, ...timings]);
    rows.push(control);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const count = FUNCTIONS.length + 1;
  rows.push({ name: `sum of ${count} bundles`, value: Math.round(sums.kb), unit: 'KB' });
  rows.push({
    name: 'sum with their chunks',
    value: Math.round(sums.kb + sums.chunkKb),
    unit: 'KB',
    note: `largest packages over all bundles: ${largest(perPackage, 0, 3)}`,
  });
  const initMs = inits.reduce((sum, timing) => sum + timing.row.value, 0);
  rows.push({ name: `sum of ${count} cold inits`, value: Math.round(initMs), unit: 'ms' });
  return {
    title: `Function bundles (minified, everything bundled in) and cold init (median of ${INIT_RUNS} processes, in rounds over all functions)`,
    rows,
    notes: [
      'KB per package >= 15 KB after each bundle; breakdown and decisions in docs/decisions/bundles.md.',
      'A chunk (FunctionDef.chunks, and the Data API driver where a function has the read model) is loaded only ' +
        'on the path that needs it (PDFs, the first read-model query): it counts apart from its bundle; "first ' +
        'load" is the time that path adds once.',
      'No bundle holds the AWS SDK (AWS is called through shared/aws/aws-json-client.ts, about 25 KB with aws4 ' +
        'and util-dynamodb) nor ElectroDB. Floor of an HTTP function: Powertools logger ~21 KB, the HTTP kernel ' +
        '~40 KB, zod/mini ~30-35 KB, and about 15 ms of Node itself; where the margin is thin and what would ' +
        'widen it: docs/decisions/bundles.md, "What remains".',
      'Built as deployed (linked source map beside each bundle) and run as deployed, without NODE_OPTIONS: ' +
        '--enable-source-maps would parse the map at import (shared/source-mapped-stack.ts maps logged stacks).',
      `Load average while measuring (1, 5, 15 min): ${load.join(', ')}. The machine is shared: compare ` +
        'medians and ratios between runs made close together.',
    ],
  };
};
