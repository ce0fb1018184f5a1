import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterRecord } from '#functions/printers/printer.schema.ts';
import { renderPdf } from '#functions/printers/render-pdf.ts';
import { TEST_PAGE_TITLE, type TestPage } from '#functions/printers/test-page.ts';
import { FUNCTIONS } from '#functions/registry.ts';
import { localProvider } from '#functions/shipping/local.provider.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';
import { request } from '#test/unit/shipping/shipment-request.ts';

/**
 * Chunks (FunctionDef.chunks) as they are deployed: the module that loads one is bundled with the
 * bundle's options, the chunks are built next to it by the tool the deployment's bundling hook
 * runs, and a fresh Node process draws a PDF through them. It must equal the one the sources draw,
 * and the function bundles must not carry what their chunks hold.
 */
const run = promisify(execFile);
const chunked = FUNCTIONS.filter((fn) => fn.chunks?.length);
const CONTEXT = { reserveSerials: async () => 41, credentials: async () => undefined };
const PRINTER = { language: 'PDF', type: 'A4', paperWidthMm: 210, dpi: 203 } as unknown as PrinterRecord;
const AT = '2026-11-25T09:00:00.000Z';
const PAGE: TestPage = {
  title: TEST_PAGE_TITLE,
  rows: [['Store', 'Ålesund Sentrum']],
  footer: 'If you can read this, the printer works.',
  code: 'j0000000001-abcdef',
};

// Draws a label (shipping) or a test page (printers) with the bundled module, prints it as base64.
const PROBE = `const [file, input] = process.argv.slice(2); const m = await import(file); const a = JSON.parse(input);
const bytes = m.localProvider ? (await m.localProvider.book(a.request, { reserveSerials: async () => 41, credentials: async () => undefined })).pdf : await m.renderFor(a.printer, a.page, new Date(a.at));
process.stdout.write(Buffer.from(bytes).toString('base64'));`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-chunks-'));
  await writeFile(join(dir, 'probe.mjs'), PROBE);
  await build({
    ...esbuildOptions(''),
    entryPoints: {
      shipping: resolve(REPO_ROOT, 'functions/shipping/local.provider.ts'),
      printers: resolve(REPO_ROOT, 'functions/printers/print-job.service.ts'),
    },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    sourcemap: false,
  });
  const chunks = chunked.flatMap((fn) => fn.chunks ?? []);
  await run(process.execPath, [resolve(REPO_ROOT, 'infra/tools/bundle-chunks.ts'), dir, ...chunks]);
}, 180_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const bundled = async (name: string, input: unknown) => {
  const env = {
    PATH: process.env.PATH,
    TABLE_NAME: 'table',
    AWS_REGION: 'eu-north-1',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
  const { stdout } = await run(
    process.execPath,
    [join(dir, 'probe.mjs'), join(dir, `${name}.mjs`), JSON.stringify(input)],
    {
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return Buffer.from(stdout, 'base64');
};

describe('function chunks', () => {
  it('are declared by the functions that draw PDFs and by the webhook delivery', () => {
    expect(chunked.map((fn) => [fn.name, fn.chunks])).toEqual(
      expect.arrayContaining([
        ['webhook-delivery', ['functions/webhooks/transport-notice.ts']],
        ['receipts', ['functions/sales/receipts/receipt-pdf.ts']],
        ['shipping', ['functions/shipping/label-pdf.ts']],
        ['tills', ['functions/tills/till-report-pdf.ts']],
        ['printers', ['functions/printers/render-pdf.ts']],
      ]),
    );
    expect(chunked).toHaveLength(5);
  });

  it('shipping: the bundled provider draws through its chunk the label the sources draw', async () => {
    const label = await bundled('shipping', { request: request(2) });
    const expected = (await localProvider.book(request(2), CONTEXT)).pdf!;
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.equals(Buffer.from(expected))).toBe(true);
  });

  it('printers: the bundled service draws through its chunk the test page the sources draw', async () => {
    const page = await bundled('printers', { printer: PRINTER, page: PAGE, at: AT });
    // print-job.service.ts reads the table's name as it loads; renderFor draws an A4 printer's page so.
    const expected = await renderPdf(PAGE, { ...PRINTER, sheet: 'A4', createdAt: new Date(AT) });
    expect(page.subarray(0, 5).toString()).toBe('%PDF-');
    expect(page.equals(Buffer.from(expected))).toBe(true);
  });

  it('webhook-delivery: the bundle holds no admin notices, zod nor ElectroDB, the chunk holds the notices', async () => {
    const inputs = async (entry: string) =>
      Object.keys(
        (
          await build({
            ...esbuildOptions(resolve(REPO_ROOT, entry)),
            outfile: join(dir, 'inputs.mjs'),
            write: false,
            sourcemap: false,
            metafile: true,
          })
        ).metafile.inputs,
      );
    const notices =
      /functions\/(notifications|users)\/|node_modules\/(libphonenumber-js|handlebars|drizzle-orm)\//;
    const bundle = await inputs('functions/webhooks/workers/delivery/handler.ts');
    expect(bundle.some((file) => file.includes('functions/webhooks/transport-health.service.ts'))).toBe(true);
    expect(bundle.filter((file) => notices.test(file))).toEqual([]);
    // Nor zod: the enable use case, whose view reaches the paging schemas, is apart from the health.
    expect(bundle.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
    // Nor ElectroDB (nor its shims): the claim, the outcome writes, the targets and the health
    // counters are plain DocumentClient calls (delivery-item.ts, transport-item.ts).
    expect(bundle.filter((file) => file.includes('electrodb'))).toEqual([]);
    const chunk = await inputs('functions/webhooks/transport-notice.ts');
    expect(chunk.some((file) => file.includes('functions/notifications/notification.service.ts'))).toBe(true);
  });

  it.each(chunked.filter((fn) => fn.name !== 'webhook-delivery').map((fn) => [fn.name, fn.entry] as const))(
    '%s: the bundle holds no pdf-lib',
    async (_n, entry) => {
      const { metafile } = await build({
        ...esbuildOptions(resolve(REPO_ROOT, entry)),
        outfile: join(dir, 'inputs.mjs'),
        write: false,
        minify: false,
        sourcemap: false,
        metafile: true,
      });
      const inputs = Object.keys(metafile.inputs);
      expect(inputs.some((file) => file.includes('functions/'))).toBe(true);
      expect(inputs.filter((file) => /node_modules\/(pdf-lib|@pdf-lib)\//.test(file))).toEqual([]);
    },
  );
});
