/**
 * The words of the receipt search's fuzzy filters (spec 4.1): case-insensitive, a query matches
 * a word that contains it, and a query of several words needs every one of them to be contained
 * in some word (the SQL is in receipt-search.repository.ts). Phone numbers are also indexed as
 * digits only, so "912 34" and "+47 91234" both match. Words are those of the shared rule
 * (shared/search/words.ts), as for customers, contacts and notifications.
 */

import { wordsIn } from '#shared/search/words.ts';

/** Lower-case, de-duplicated words of the given texts, joined by spaces (stored compactly). */
export const wordsOf = (texts: readonly (string | undefined)[], phones: readonly string[] = []): string => {
  const words = new Set<string>();
  for (const t of texts) {
    for (const w of wordsIn(t ?? '')) words.add(w);
  }
  for (const p of phones) {
    const digits = p.replace(/\D/g, '');
    if (digits) words.add(digits);
    for (const w of wordsIn(p)) words.add(w);
  }
  return [...words].join(' ');
};

/** Query tokens: lower-case words; digits-only for tokens made of phone characters. */
export const queryTokens = (query: string): string[] =>
  wordsIn(query).map((t) => (/^[+\d()-]+$/.test(t) && /\d/.test(t) ? t.replace(/\D/g, '') : t));
