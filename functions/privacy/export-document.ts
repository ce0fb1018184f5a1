import type { ExportSection, ExportSubject } from './export-sections.ts';
import { ExportSpool } from './export-spool.ts';
import type { CustomerExportValue, ExportCollection } from './privacy.schema.ts';

/**
 * Writes the export document as JSON text, section by section and page by page as the sections
 * read them: memory holds one page, never the history. The text is one JSON object with the
 * members of CustomerExport (their order in the text follows the reading; JSON objects are
 * unordered). Each collection is one array: the first collection a section yields is written as
 * it comes, the others of the same section wait in a spool file (ExportSpool) and follow when the
 * section ends; a collection no section filled is written empty, before `notes`.
 */

/** What is known before any section is read: the customer's own records and the erase. */
export type ExportHead = Omit<CustomerExportValue, ExportCollection | 'notes'> &
  Partial<Pick<CustomerExportValue, ExportCollection>>;

/** Every collection of the document, in the order the document lists them (privacy.schema.ts). */
export const EXPORT_COLLECTIONS = [
  'addresses',
  'consents',
  'contacts',
  'contactLinks',
  'ledgerNumbers',
  'orders',
  'receipts',
  'settlements',
  'notifications',
  'serviceOrders',
  'loyalty',
  'deliveries',
  'shipments',
  'prePayments',
] as const satisfies readonly ExportCollection[];

const member = (name: string, value: unknown) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;
const rowsText = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join(',');

/** Writes one section: its first collection as it comes, the others from their spools after it. */
async function* sectionText(
  section: ExportSection,
  subject: ExportSubject,
  written: Set<ExportCollection>,
): AsyncGenerator<string> {
  if (!section.pages) return;
  let open: ExportCollection | undefined;
  let openRows = 0;
  const spools = new Map<ExportCollection, ExportSpool>();
  try {
    for await (const page of section.pages(subject)) {
      for (const name of EXPORT_COLLECTIONS) {
        const rows = page[name];
        if (!rows) continue;
        if (written.has(name) && name !== open) {
          throw new Error(`export section ${section.name} yields ${name}, which is already written`);
        }
        open ??= name;
        if (name !== open) {
          if (!spools.has(name)) spools.set(name, new ExportSpool());
          await spools.get(name)!.add(rows);
          continue;
        }
        if (!written.has(name)) {
          written.add(name);
          yield `,${JSON.stringify(name)}:[`;
        }
        if (rows.length === 0) continue;
        yield `${openRows === 0 ? '' : ','}${rowsText(rows)}`;
        openRows += rows.length;
      }
    }
    if (open) yield ']';
    for (const name of EXPORT_COLLECTIONS) {
      const spool = spools.get(name);
      if (!spool) continue;
      written.add(name);
      yield `,${JSON.stringify(name)}:[`;
      yield* spool.text();
      yield ']';
    }
  } finally {
    await Promise.all([...spools.values()].map((s) => s.dispose()));
  }
}

/** The export document's JSON text, in chunks of about a page. */
export async function* exportDocumentText(
  head: ExportHead,
  sections: readonly ExportSection[],
  subject: ExportSubject,
): AsyncGenerator<string> {
  const written = new Set<ExportCollection>();
  const known = Object.entries(head).filter(([, value]) => value !== undefined);
  yield `{${known.map(([name, value]) => member(name, value)).join(',')}`;
  for (const [name] of known) written.add(name as ExportCollection);
  const notes: Record<string, string> = {};
  for (const section of sections) {
    if (section.note) notes[section.note.collection] = section.note.text;
    yield* sectionText(section, subject, written);
  }
  const empty = EXPORT_COLLECTIONS.filter((name) => !written.has(name));
  yield `${empty.map((name) => `,${member(name, [])}`).join('')},${member('notes', notes)}}`;
}
