/**
 * Name and search-text rules shared by customers and contacts: display names and the fuzzy word
 * match. Pure, and free of phone-number parsing, so read-only paths (and other groups that read
 * customers) do not bundle libphonenumber-js.
 */

/** `firstname lastname`, skipping empty parts. */
export const personName = (firstname?: string, lastname?: string): string =>
  [firstname, lastname]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** Lower-case search text of the given values, one word per whitespace-separated token. */
export const searchTextOf = (...values: Array<string | undefined>): string =>
  values.filter(Boolean).join(' ').toLowerCase().split(/\s+/).filter(Boolean).join(' ');

/**
 * Fuzzy match of spec 4.1, applied to customers and contacts: case-insensitive, each
 * whitespace-separated term of `query` must be contained in some word of `text`. Returns a
 * relevance score (0 = no match): per term 3 for a whole word, 2 for a word prefix, 1 inside a word.
 */
export const matchScore = (text: string, query: string): number => {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return 1;
  const words = text.split(' ');
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (const word of words) {
      const s = word === term ? 3 : word.startsWith(term) ? 2 : word.includes(term) ? 1 : 0;
      if (s > best) best = s;
      if (best === 3) break;
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
};
