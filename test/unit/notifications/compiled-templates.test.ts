import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES, TEMPLATES } from '#functions/notifications/templates/catalogue.ts';
import {
  compiledModule,
  compileOptions,
  TEMPLATE_PARTS,
} from '#functions/notifications/templates/precompile.ts';
import { renderTemplate } from '#functions/notifications/templates/render.ts';

const COMPILED_FILE = resolve(import.meta.dirname, '../../../functions/notifications/templates/compiled.ts');

// What the renderer produced when it compiled the catalogue at run time.
const compiledNow = (source: string, html: boolean) =>
  Handlebars.create().compile(source, compileOptions(html));

const contexts = [
  { data: {} },
  {
    data: Object.fromEntries(
      TEMPLATE_TYPES.flatMap((t) => TEMPLATES[t].dataKeys.map((k) => [k.key, `<${k.key}> & "x"`])),
    ),
    orderUid: 'o-1',
    customerUid: 'c-1',
    storeUid: 's-1',
  },
];

describe('precompiled templates', () => {
  it('are up to date with the catalogue (`npm run templates` writes them)', () => {
    expect(readFileSync(COMPILED_FILE, 'utf8')).toBe(compiledModule());
  });

  it.each(TEMPLATE_TYPES)('%s renders what compiling its source renders', (type) => {
    for (const context of contexts) {
      const email = renderTemplate(type, 'EMAIL', context);
      const def = TEMPLATES[type];
      expect(email.subject).toBe(compiledNow(def.subject, false)(context).replace(/\s+/g, ' ').trim());
      expect(email.html).toContain(compiledNow(def.html, true)(context));
      expect(email.text).toBe(compiledNow(def.text, false)(context).trim());
      expect(renderTemplate(type, 'SMS', context).text).toBe(compiledNow(def.sms, false)(context).trim());
    }
    expect(TEMPLATE_PARTS).toEqual(['subject', 'html', 'text', 'sms']);
  });
});
