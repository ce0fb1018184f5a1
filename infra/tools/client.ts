import { writeFile } from 'node:fs/promises';
import { CLIENT_TYPES_FILE, generateClientTypes } from '#infra/client-types.ts';

await writeFile(CLIENT_TYPES_FILE, await generateClientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
