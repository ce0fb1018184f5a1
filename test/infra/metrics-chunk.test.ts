import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkFile, esbuildOptions, METRICS_CHUNK } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';

/**
 * Powertools Metrics as deployed: a worker on the shared middy stack bundled with the bundle's
 * options, the Metrics chunk built next to it by the deployment's bundling tool, and a fresh Node
 * process invoking it with metrics on. The bundle must not carry Metrics, and the invocation must
 * write its EMF lines through the chunk, or go on without metrics when the chunk is missing.
 */
const run = promisify(execFile);
const ENTRY = `import { createWorkerHandler } from '${resolve(REPO_ROOT, 'shared/worker.ts')}';
import { addMetric, METRICS } from '${resolve(REPO_ROOT, 'shared/metrics.ts')}';
export const handler = createWorkerHandler(async () => { addMetric(METRICS.webhookDelivered); return 'ok'; });`;
const PROBE = `const { handler } = await import(process.argv[2]);
const context = { functionName: 'retail-commerce-prod-probe', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 };
process.stdout.write('result ' + (await handler({}, context)) + '\\n');`;

let withChunk: string;
let without: string;
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'rcs-metrics-'));
  withChunk = join(root, 'with');
  without = join(root, 'without');
  await writeFile(join(root, 'entry.ts'), ENTRY);
  await writeFile(join(root, 'probe.mjs'), PROBE);
  for (const outdir of [withChunk, without])
    await build({
      ...esbuildOptions(join(root, 'entry.ts')),
      outfile: join(outdir, 'index.mjs'),
      sourcemap: false,
    });
  await run(process.execPath, [resolve(REPO_ROOT, 'infra/tools/bundle-chunks.ts'), withChunk, METRICS_CHUNK]);
}, 120_000);
afterAll(() => rm(resolve(withChunk, '..'), { recursive: true, force: true }));

const invoke = async (dir: string): Promise<string> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STAGE: 'prod',
    AWS_REGION: 'eu-north-1',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  };
  delete env.POWERTOOLS_METRICS_DISABLED;
  // Both streams: the logger writes warnings to stderr, EMF lines to stdout.
  const { stdout, stderr } = await run(
    process.execPath,
    [join(dir, '..', 'probe.mjs'), join(dir, 'index.mjs')],
    {
      env,
    },
  );
  return `${stdout}${stderr}`;
};

describe('Powertools Metrics as a chunk', () => {
  it('is not in the bundle; the bundle writes the cold start and its metrics through the chunk', async () => {
    expect(await readFile(join(withChunk, 'index.mjs'), 'utf8')).not.toMatch(
      /captureColdStartMetric\(\w*\)\{/,
    );
    expect(await readFile(join(withChunk, chunkFile(METRICS_CHUNK)), 'utf8')).toMatch(
      /captureColdStartMetric\(\w*\)\{/,
    );
    const out = await invoke(withChunk);
    const emf = out
      .split('\n')
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(emf).toEqual([
      expect.objectContaining({ ColdStart: 1, function_name: 'retail-commerce-prod-probe' }),
      expect.objectContaining({ WebhookDelivered: 1, service: 'retail-commerce-api' }),
    ]);
    expect(out).toContain('result ok');
  }, 30_000);

  it('answers without metrics, and says so, when the chunk is missing', async () => {
    const out = await invoke(without);
    expect(out).not.toContain('"_aws"');
    expect(out).toContain('metrics not loaded');
    expect(out).toContain('result ok');
  }, 30_000);
});
