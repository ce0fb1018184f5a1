import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildOpenApi } from '#infra/openapi.ts';

const file = resolve(import.meta.dirname, '../../docs/openapi.json');
await writeFile(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
