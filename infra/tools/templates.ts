import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { compiledModule } from '#functions/notifications/templates/precompile.ts';

const file = resolve(import.meta.dirname, '../../functions/notifications/templates/compiled.ts');
await writeFile(file, compiledModule());
console.log(`wrote ${file}`);
