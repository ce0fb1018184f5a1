import { resolve } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';

/**
 * The input files of each function bundle, by entry (repository-relative, as the registry names
 * it): one esbuild run for all entries, with the deployment's options, nothing written. Not
 * minified: which files are bundled does not depend on it, and skipping it saves most of the time.
 */
export const bundleInputs = async (
  entries: readonly string[],
  name: string,
): Promise<Map<string, string[]>> => {
  const { metafile } = await build({
    ...esbuildOptions(''),
    entryPoints: [...new Set(entries)].map((entry) => resolve(REPO_ROOT, entry)),
    outdir: resolve(REPO_ROOT, `cdk.out/${name}`),
    write: false,
    sourcemap: false,
    minify: false,
    metafile: true,
  });
  return new Map(
    Object.values(metafile.outputs)
      .filter((output) => output.entryPoint)
      .map((output) => [output.entryPoint!, Object.keys(output.inputs)]),
  );
};
