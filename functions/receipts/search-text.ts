/**
 * Fuzzy text matching of the receipt search (spec 4.1): case-insensitive, a query matches a word
 * that contains it. A query of several words needs every one of them to be contained in some
 * word. Phone numbers are also indexed as digits only, so "912 34" and "+47 91234" both match.
 */

/** Lower-case, de-duplicated words of the given texts, joined by spaces (stored compactly). */
export const wordsOf = (texts: readonly (string | undefined)[], phones: readonly string[] = []): string => {
  const words = new Set<string>();
  for (const t of texts) {
    for (const w of (t ?? '').toLowerCase().split(/\s+/)) if (w) words.add(w);
  }
  for (const p of phones) {
    const digits = p.replace(/\D/g, '');
    if (digits) words.add(digits);
    for (const w of p.toLowerCase().split(/\s+/)) if (w) words.add(w);
  }
  return [...words].join(' ');
};

/** Query tokens: lower-case words; digits-only for tokens made of phone characters. */
export const queryTokens = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => (/^[+\d()-]+$/.test(t) && /\d/.test(t) ? t.replace(/\D/g, '') : t));

/** True when every token is contained in at least one word of `words` (a wordsOf string). */
export const fuzzyMatches = (words: string, tokens: readonly string[]): boolean => {
  if (tokens.length === 0) return true;
  const list = words.split(' ');
  return tokens.every((t) => list.some((w) => w.includes(t)));
};
