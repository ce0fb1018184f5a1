import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** Skatteetaten's schema, as copied into the repository (test/fixtures/saf-t/README.md). */
const XSD_FILE = 'Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd';
const xsd = readFileSync(new URL(`../fixtures/saf-t/${XSD_FILE}`, import.meta.url), 'utf8');

/** A fixture file of test/fixtures/saf-t as text. */
export const safTFixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/saf-t/${name}`, import.meta.url), 'utf8');

/**
 * Validates `xml` against the SAF-T Cash Register schema, offline (xmllint compiled to
 * WebAssembly). Answers the validator's messages; none when the document is valid.
 */
export const safTSchemaErrors = async (xml: string): Promise<string[]> => {
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [{ fileName: XSD_FILE, contents: xsd }],
    // A year's export is tens of MB; the default of 256 pages (16 MB) is too small for it.
    maxMemoryPages: 16_384,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
};
