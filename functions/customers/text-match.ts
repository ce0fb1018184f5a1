/**
 * Name and search-text rules shared by customers and contacts: display names and the text the
 * read model matches the fuzzy query against (shared/search/query.ts `containsAll`; the word rule
 * of both is shared/search/words.ts). Pure, and free of phone-number parsing, so read-only paths
 * (and other groups that read customers) do not bundle libphonenumber-js.
 */

import { wordsIn } from '#shared/search/words.ts';

/** `firstname lastname`, skipping empty parts. */
export const personName = (firstname?: string, lastname?: string): string =>
  [firstname, lastname]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** Lower-case search text of the given values: their words (wordsIn), single-spaced. */
export const searchTextOf = (...values: Array<string | undefined>): string =>
  wordsIn(values.filter(Boolean).join(' ')).join(' ');
