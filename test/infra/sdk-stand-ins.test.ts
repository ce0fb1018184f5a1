import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/bundling.ts';
import { nodejsBundling } from '#infra/constructs/service-function.ts';

// Bundles replace the SDK's settings loader (no INI files, no instance metadata) and its
// endpoint-discovery settings (no cache): the clients of the functions must resolve exactly
// what they resolve from source under Lambda's environment, whatever it sets.
const run = promisify(execFile);
const PROBE = join(import.meta.dirname, 'sdk-config-probe.ts');
const LAMBDA_ENV = {
  AWS_REGION: 'eu-north-1',
  AWS_ACCESS_KEY_ID: 'AKIDPROBE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  AWS_SESSION_TOKEN: 'session',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  TABLE_NAME: 'table',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};
const OVERRIDES = {
  AWS_MAX_ATTEMPTS: '5',
  AWS_RETRY_MODE: 'adaptive',
  AWS_USE_FIPS_ENDPOINT: 'true',
  AWS_USE_DUALSTACK_ENDPOINT: 'true',
  AWS_DEFAULTS_MODE: 'auto',
  AWS_SDK_UA_APP_ID: 'shop',
  AWS_ENABLE_ENDPOINT_DISCOVERY: 'true',
};

let dir: string;
let home: string;
let bundle: string;
let inputs: string[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-sdk-stand-ins-'));
  home = join(dir, 'home');
  bundle = join(dir, 'probe.mjs');
  const result = await build({ ...esbuildOptions(PROBE), outfile: bundle, sourcemap: false, metafile: true });
  // The files with code in the bundle (metafile.inputs also lists what tree shaking dropped).
  inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const probe = async (file: string, env: Record<string, string>) => {
  const { stdout } = await run(process.execPath, [file, 'print'], {
    env: { PATH: process.env.PATH, HOME: home, ...LAMBDA_ENV, ...env },
  });
  return JSON.parse(stdout) as Record<string, Record<string, unknown>>;
};

describe('the SDK stand-ins of the bundles', () => {
  it('leave out the INI files loader, the metadata region lookup and the endpoint cache', () => {
    expect(inputs).toContain('infra/bundle-shims/smithy-config.mjs');
    const gone = inputs.filter((file) =>
      /shared-ini-file-loader|getInstanceMetadataRegion|fromSharedConfigFiles|endpoint-cache|mnemonist/.test(
        file,
      ),
    );
    expect(gone).toEqual([]);
  });

  it.each([
    ['Lambda environment', {}],
    ['every setting from the environment', OVERRIDES],
  ])('resolve what the source resolves: %s', async (_case, env) => {
    const fromSource = await probe(PROBE, env);
    expect(await probe(bundle, env)).toEqual(fromSource);
    expect(fromSource.rdsData).toMatchObject({
      region: 'eu-north-1',
      credential: expect.stringMatching(/^AKIDPROBE /),
    });
    if (env === OVERRIDES)
      expect(fromSource.ses).toMatchObject({ maxAttempts: 5, hostname: 'email-fips.eu-north-1.api.aws' });
  });

  it('read no shared config file, which a Lambda function does not have', async () => {
    await mkdir(join(home, '.aws'), { recursive: true });
    await writeFile(join(home, '.aws/config'), '[default]\nmax_attempts = 7\n');
    try {
      expect((await probe(PROBE, {})).ses?.maxAttempts).toBe(7);
      expect((await probe(bundle, {})).ses?.maxAttempts).toBe(3);
    } finally {
      await rm(join(home, '.aws'), { recursive: true, force: true });
    }
  });

  it('deploy with the same aliases (NodejsFunction options)', () => {
    const aliases = (nodejsBundling().esbuildArgs?.['--alias'] ?? []) as string[];
    expect(aliases).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^@smithy\/core\/config=.*smithy-config\.mjs$/),
        expect.stringMatching(/^@aws-sdk\/middleware-endpoint-discovery=.*endpoint-discovery\.mjs$/),
      ]),
    );
  });
});
