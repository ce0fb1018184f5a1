/**
 * The word rule of every free-text search (spec 4.1): case-insensitive, word by word, a word being
 * what white space separates. The text a projection stores for matching and the terms of a query
 * both go through it, so that they agree on what a word is and on its case. Pure and free of
 * imports: write paths that build search text bundle it without the query builder.
 */

/** The lower-case words of `text`, in order, repeats kept. */
export const wordsIn = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);
