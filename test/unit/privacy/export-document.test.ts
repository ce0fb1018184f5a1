import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLLECTIONS,
  type ExportHead,
  exportDocumentText,
} from '#functions/privacy/export-document.ts';
import type { ExportPage, ExportSection } from '#functions/privacy/export-sections.ts';

const subject = { tenantUid: 't', customerUid: 'c', recipients: [] };
const head: ExportHead = {
  format: 'retail-commerce-customer-export/1',
  exportedAt: '2026-11-25T10:00:00.000Z',
  tenantUid: 't',
  customerUid: 'c',
  erasure: null,
  customer: { customerUid: 'c' } as ExportHead['customer'],
  addresses: [],
  consents: [{ name: 'NEWSLETTER' }],
  contacts: [],
  contactLinks: [],
};

const section = (name: string, pages: ExportPage[], fail?: Error): ExportSection => ({
  name,
  pages: async function* () {
    for (const page of pages) yield page;
    if (fail) throw fail;
  },
});

const collect = async (sections: ExportSection[]) => {
  let text = '';
  for await (const chunk of exportDocumentText(head, sections, subject)) text += chunk;
  return text;
};

// The spools go to a directory of this file's own (os.tmpdir() follows TMPDIR), so that what is
// left there is this file's doing.
let spoolDir = '';
const tmpBefore = process.env.TMPDIR;
beforeAll(async () => {
  spoolDir = await mkdtemp(join(tmpdir(), 'export-document-test-'));
  process.env.TMPDIR = spoolDir;
});
afterAll(async () => {
  process.env.TMPDIR = tmpBefore;
  await rm(spoolDir, { recursive: true, force: true });
});
const exportSpools = async () => readdir(spoolDir);

describe('the export document', () => {
  it('is one JSON object with every collection in one array, whatever order the pages interleave them', async () => {
    const sales = section('sales', [
      { orders: [{ o: 1 }], receipts: [{ r: 1 }], settlements: [{ s: 1 }], deliveries: [] },
      { orders: [{ o: 2 }, { o: 3 }], receipts: [{ r: 2 }], settlements: [], deliveries: [{ d: 1 }] },
      { orders: [], receipts: [{ r: 3, text: 'a "quoted" ] , text' }] },
    ]);
    const text = await collect([
      section('accounting', [{ ledgerNumbers: [{ l: 1 }] }]),
      sales,
      { name: 'serviceOrders', note: { collection: 'serviceOrders', text: 'none yet' } },
      section('loyalty', []),
    ]);
    const doc = JSON.parse(text);
    expect(Object.keys(doc).sort()).toEqual(
      [...Object.keys(head), ...EXPORT_COLLECTIONS, 'notes'].filter((k, i, a) => a.indexOf(k) === i).sort(),
    );
    expect(doc).toMatchObject({
      consents: [{ name: 'NEWSLETTER' }],
      ledgerNumbers: [{ l: 1 }],
      orders: [{ o: 1 }, { o: 2 }, { o: 3 }],
      receipts: [{ r: 1 }, { r: 2 }, { r: 3, text: 'a "quoted" ] , text' }],
      settlements: [{ s: 1 }],
      deliveries: [{ d: 1 }],
      notifications: [],
      serviceOrders: [],
      loyalty: [],
      notes: { serviceOrders: 'none yet' },
    });
    // The spools of the receipts, settlements and deliveries are gone once the section is written.
    expect(await exportSpools()).toEqual([]);
  });

  it('writes the first collection of a section as its pages come, before the section is read to the end', async () => {
    let pagesRead = 0;
    const slow: ExportSection = {
      name: 'orders',
      pages: async function* () {
        for (let i = 0; i < 3; i++) {
          pagesRead += 1;
          yield { orders: [{ i }] };
        }
      },
    };
    const seen: number[] = [];
    for await (const chunk of exportDocumentText(head, [slow], subject)) {
      if (chunk.includes('"i":')) seen.push(pagesRead);
    }
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops with the error of a failing section, leaving text that does not parse, and removes its spools', async () => {
    const broken = section(
      'sales',
      [{ orders: [{ o: 1 }], receipts: [{ r: 1 }] }],
      new Error('the table went away'),
    );
    let text = '';
    await expect(async () => {
      for await (const chunk of exportDocumentText(head, [broken], subject)) text += chunk;
    }).rejects.toThrow('the table went away');
    expect(text).toContain('"orders":[{"o":1}');
    expect(() => JSON.parse(text)).toThrow();
    expect(await exportSpools()).toEqual([]);
  });

  it('refuses a section that writes a collection another section has already written', async () => {
    await expect(
      collect([section('a', [{ orders: [{ o: 1 }] }]), section('b', [{ orders: [{ o: 2 }] }])]),
    ).rejects.toThrow(/orders, which is already written/);
  });
});
