import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod';

/**
 * Field rules shared by customers and contacts: phone numbers, e-mail, display names and the
 * fuzzy word match. Pure; no I/O.
 */

/** Region assumed for a phone number written without a leading `+` (docs/decisions/customers.md). */
export const DEFAULT_PHONE_REGION = 'NO';

/** The number in E.164 (`+4791234567`), or undefined when it is not a valid phone number. */
export const toE164 = (input: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(input, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : undefined;
};

/** A phone number in any common notation, stored as E.164. '' means "none". */
export const Mobile = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || toE164(v) !== undefined, {
    message: `must be a valid phone number (E.164, or national for region ${DEFAULT_PHONE_REGION})`,
  })
  .overwrite((v) => (v === '' ? '' : (toE164(v) ?? v)))
  .meta({
    description: `Phone number; stored as E.164. Numbers without + are read as ${DEFAULT_PHONE_REGION}.`,
  });

const isEmail = (v: string) => z.email().safeParse(v).success;

/** An e-mail address. '' means "none". */
export const Email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || isEmail(v), { message: 'must be a valid e-mail address' });

/** A required person name part: trimmed, 1..100 characters. */
export const NamePart = z.string().trim().min(1, 'must not be empty').max(100);

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
