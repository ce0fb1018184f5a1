import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const ROOT = resolve(import.meta.dirname, '..');
/** The typed client's generated types (clients/typescript), from the committed OpenAPI document. */
export const CLIENT_TYPES_FILE = resolve(ROOT, 'clients/typescript/src/schema.d.ts');

/** The types of docs/openapi.json as openapi-typescript writes them, with a header that says so. */
export const generateClientTypes = async (): Promise<string> => {
  const document = JSON.parse(await readFile(resolve(ROOT, 'docs/openapi.json'), 'utf8'));
  const ast = await openapiTS(document, { alphabetize: false });
  return `/**\n * Generated from docs/openapi.json by \`npm run client\` (openapi-typescript). Do not edit.\n */\n\n${astToString(ast)}`;
};
