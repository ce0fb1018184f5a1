import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES } from '#functions/notifications/templates/catalogue.ts';
import * as unbundled from '#functions/notifications/templates/render.ts';
import { esbuildOptions } from '#infra/bundling.ts';

// The renderer built with the functions' esbuild options (source-map stand-in included) must
// render exactly what the unbundled renderer (real source-map) renders.
const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
let bundled: typeof unbundled;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-render-'));
  const outfile = join(dir, 'render.mjs');
  const result = await build({
    ...esbuildOptions(resolve(ROOT, 'functions/notifications/templates/render.ts')),
    outfile,
    sourcemap: false,
    metafile: true,
  });
  expect(Object.keys(result.metafile.inputs).some((f) => f.includes('node_modules/source-map/'))).toBe(false);
  bundled = (await import(outfile)) as typeof unbundled;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('templates in the bundles', () => {
  const context = {
    data: {
      customerName: 'Ada <b>',
      orderNumber: '42',
      total: 'NOK 10',
      receiptUrl: 'https://x.example/r?a=1&b=2',
    },
    orderUid: 'o-1',
    customerUid: 'c-1',
    storeUid: 's-1',
  };

  it('render every catalogue template as the unbundled renderer does, without source-map', () => {
    for (const type of TEMPLATE_TYPES) {
      for (const channel of ['EMAIL', 'SMS'] as const) {
        const expected = unbundled.renderTemplate(type, channel, context);
        expect(bundled.renderTemplate(type, channel, context), `${type} ${channel}`).toEqual(expected);
      }
    }
  });
});
