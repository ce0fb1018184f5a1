import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, generateClientTypes } from '#infra/client-types.ts';

describe('typed client drift', () => {
  it('the committed types are those of docs/openapi.json (else run npm run client)', async () => {
    expect(await readFile(CLIENT_TYPES_FILE, 'utf8')).toBe(await generateClientTypes());
  });
});
