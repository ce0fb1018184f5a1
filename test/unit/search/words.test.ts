import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTextOf } from '#functions/customers/text-match.ts';
import { queryTokens, wordsOf } from '#functions/sales/search-text.ts';
import { termsOf } from '#shared/search/query.ts';
import { wordsIn } from '#shared/search/words.ts';

/** Text with white space of several kinds and letters that change with case. */
const text = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    'Æ',
    'ø',
    'İ',
    'ß',
    '%',
    '_',
    '1',
    '+',
    ' ',
    '\t',
    '\n',
    '\u00a0',
    '\u2028',
  ),
  maxLength: 40,
});
/** Tokens that are not phone-like: queryTokens leaves those as they are. */
const notPhoneLike = (t: string) => !(/^[+\d()-]+$/.test(t) && /\d/.test(t));

describe('the word rule of free-text search', () => {
  it('splits on any white space and lower-cases', () => {
    expect(wordsIn('  Kari\tNORD\u00a0mann\n')).toEqual(['kari', 'nord', 'mann']);
    expect(wordsIn(' \n ')).toEqual([]);
  });

  it('is the rule of the stored text and of the query terms alike, for customers and receipts', () => {
    fc.assert(
      fc.property(text, (t) => {
        const words = wordsIn(t);
        // Customers and contacts store the words single-spaced; a query's terms are the same words.
        expect(searchTextOf(t)).toBe(words.join(' '));
        expect(termsOf(t)).toEqual(words);
        // Receipts store each word once; their query tokens differ only for phone-like tokens.
        expect(wordsOf([t]).split(' ').filter(Boolean)).toEqual([...new Set(words)]);
        expect(queryTokens(t).filter((_, i) => notPhoneLike(words[i]!))).toEqual(words.filter(notPhoneLike));
      }),
    );
  });

  it('finds a stored text by any of its own words, as they were written', () => {
    fc.assert(
      fc.property(text, (t) => {
        const stored = searchTextOf(t);
        for (const term of termsOf(t)) expect(stored.includes(term)).toBe(true);
      }),
    );
  });
});
