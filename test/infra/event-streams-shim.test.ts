import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZER, FUNCTIONS } from '#functions/registry.ts';
import { EventStreamSerde, eventStreamSerdeProvider } from '#infra/bundle-shims/smithy-event-streams.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { nodejsBundling, REPO_ROOT } from '#infra/constructs/service-function.ts';

// Bundles carry a stand-in for the SDK's event-stream serde: that holds only while no bundled
// client has an event-stream operation (such a client's code names `eventStream`).
const ENTRIES = [...new Set([...FUNCTIONS, AUTHORIZER].map((fn) => fn.entry))];

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );

let inputs: string[];
beforeAll(async () => {
  const { metafile } = await build({
    ...esbuildOptions(''),
    entryPoints: ENTRIES.map((entry) => resolve(REPO_ROOT, entry)),
    outdir: resolve(REPO_ROOT, 'cdk.out/event-streams-test'),
    write: false,
    sourcemap: false,
    minify: false,
    metafile: true,
  });
  inputs = Object.keys(metafile.inputs);
}, 120_000);

describe('the event-stream stand-in', () => {
  it('replaces the serde in every bundle', () => {
    expect(inputs).toContain('infra/bundle-shims/smithy-event-streams.ts');
    expect(inputs.filter((file) => file.includes('@smithy/core/dist-es/submodules/event-streams/'))).toEqual(
      [],
    );
  });

  it('holds: no bundled AWS client has an event-stream operation', () => {
    const clients = [
      ...new Set(inputs.flatMap((file) => /node_modules\/@aws-sdk\/(client-[^/]+)\//.exec(file)?.[1] ?? [])),
    ];
    expect(clients).toContain('client-dynamodb');
    for (const client of clients) {
      const dir = resolve(REPO_ROOT, 'node_modules/@aws-sdk', client, 'dist-es');
      const streaming = filesOf(dir).filter((file) => /eventStream/.test(readFileSync(file, 'utf8')));
      expect(streaming, client).toEqual([]);
    }
    // The check can see one: S3's SelectObjectContent streams its events.
    const s3 = resolve(REPO_ROOT, 'node_modules/@aws-sdk/client-s3/dist-es');
    expect(filesOf(s3).some((file) => /eventStream/.test(readFileSync(file, 'utf8')))).toBe(true);
  });

  it('fails loudly if an operation ever needs it', () => {
    expect(() => new EventStreamSerde()).toThrow(/event streams are not part of function bundles/);
    expect(() => eventStreamSerdeProvider()).toThrow(/event streams/);
  });

  it('deploys with the same alias (NodejsFunction options)', () => {
    const aliases = (nodejsBundling().esbuildArgs?.['--alias'] ?? []) as string[];
    expect(
      aliases.some(
        (a) => a.startsWith('@smithy/core/event-streams=') && a.endsWith('smithy-event-streams.ts'),
      ),
    ).toBe(true);
  });
});
