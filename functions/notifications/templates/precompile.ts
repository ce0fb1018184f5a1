import Handlebars from 'handlebars';
import { TEMPLATE_TYPES, TEMPLATES } from './catalogue.ts';

/**
 * Compile options of every catalogue template: HTML bodies escape values, the other parts do not;
 * only the built-in helpers (`if`, `each`, ...) exist.
 */
export const compileOptions = (html: boolean) => ({ noEscape: !html, strict: false, knownHelpersOnly: true });

export const TEMPLATE_PARTS = ['subject', 'html', 'text', 'sms'] as const;

/**
 * The module templates/compiled.ts as `npm run templates` writes it: every part of every catalogue
 * template precompiled by Handlebars, so that the functions bundle only its runtime (about 18 KB
 * instead of 82 KB with the compiler; docs/decisions/bundles.md). A test fails when it is stale.
 */
export const compiledModule = (): string => {
  const entries = TEMPLATE_TYPES.map((type) => {
    const parts = TEMPLATE_PARTS.map(
      (part) =>
        `    ${part}: ${Handlebars.precompile(TEMPLATES[type][part], compileOptions(part === 'html'))},`,
    );
    return `  ${type}: {\n${parts.join('\n')}\n  },`;
  });
  return [
    '// @ts-nocheck',
    '// Generated from templates/catalogue.ts by `npm run templates` (templates/precompile.ts). Do not edit.',
    '',
    'export const COMPILED = {',
    ...entries,
    '};',
    '',
  ].join('\n');
};
