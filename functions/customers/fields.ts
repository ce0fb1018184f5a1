import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import { phoneMetadata } from '#shared/phone-metadata.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * Input field rules shared by customers and contacts: phone numbers, e-mail and name parts. Pure;
 * no I/O. Only request schemas import this module (it pulls in libphonenumber-js); name and
 * search-text rules live in text-match.ts.
 */

/** Region assumed for a phone number written without a leading `+` (docs/decisions/customers.md). */
export const DEFAULT_PHONE_REGION = 'NO';

/** The number in E.164 (`+4791234567`), or undefined when it is not a valid phone number. */
export const toE164 = (input: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(input, DEFAULT_PHONE_REGION, phoneMetadata());
  return parsed?.isValid() ? parsed.number : undefined;
};

/** A phone number in any common notation, stored as E.164. '' means "none". */
export const Mobile = withMeta(
  z.string().check(
    z.trim(),
    z.maxLength(32),
    z.refine((v) => v === '' || toE164(v) !== undefined, {
      message: `must be a valid phone number (E.164, or national for region ${DEFAULT_PHONE_REGION})`,
    }),
    z.overwrite((v) => (v === '' ? '' : (toE164(v) ?? v))),
  ),
  {
    description: `Phone number; stored as E.164. Numbers without + are read as ${DEFAULT_PHONE_REGION}.`,
  },
);

const isEmail = (v: string) => z.email().safeParse(v).success;

/** An e-mail address. '' means "none". */
export const Email = z.string().check(
  z.trim(),
  z.maxLength(254),
  z.refine((v) => v === '' || isEmail(v), { message: 'must be a valid e-mail address' }),
);

/** A required person name part: trimmed, 1..100 characters. */
export const NamePart = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100));
