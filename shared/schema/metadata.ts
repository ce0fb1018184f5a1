import * as z from 'zod/mini';
import { ValidationError } from '#shared/errors.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The integrator's own key-value pairs on customers, products, orders, receipts, stores and
 * suppliers, with Stripe's limits: at most METADATA_MAX_KEYS keys of at most METADATA_KEY_MAX
 * characters, each value a string of at most METADATA_VALUE_MAX characters. The service never
 * reads them; customers and orders can be searched by exact pairs (docs/decisions/metadata.md).
 */
export const METADATA_MAX_KEYS = 50;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;

/** A stored set of pairs: keys to non-empty values. */
export type MetadataValue = Record<string, string>;

const EXAMPLE = { erpId: 'K-100234', channel: 'shopify' };

// A key is never empty: DynamoDB refuses an empty map key, and '' could not be named in a path.
const Key = withMeta(
  z
    .string()
    .check(
      z.minLength(1, 'a metadata key must not be empty'),
      z.maxLength(METADATA_KEY_MAX, `a metadata key is at most ${METADATA_KEY_MAX} characters`),
    ),
  { id: 'MetadataKey' },
);
const Value = z
  .string()
  .check(z.maxLength(METADATA_VALUE_MAX, `a metadata value is at most ${METADATA_VALUE_MAX} characters`));

/** Names the first key past the limit, so the 400 says which pair did not fit. */
const refuseTooMany = (pairs: MetadataValue, ctx: z.core.$RefinementCtx) => {
  const keys = Object.keys(pairs);
  if (keys.length > METADATA_MAX_KEYS) {
    ctx.addIssue({
      code: 'custom',
      path: [keys[METADATA_MAX_KEYS] as string],
      message: `metadata holds at most ${METADATA_MAX_KEYS} keys`,
    });
  }
};

const pairs = (id: string, description: string) =>
  withMeta(
    z
      .record(Key, Value, {
        error: (issue) =>
          issue.code === 'invalid_key' ? `a metadata key is 1 to ${METADATA_KEY_MAX} characters` : undefined,
      })
      .check(z.superRefine(refuseTooMany)),
    { id, maxProperties: METADATA_MAX_KEYS, description, example: EXAMPLE },
  );

/** The metadata of a resource as the API answers it: `{}` when it has none. */
export const Metadata = withMeta(z.record(z.string(), z.string()), {
  id: 'Metadata',
  description: `Your own key-value pairs: at most ${METADATA_MAX_KEYS} keys of at most ${METADATA_KEY_MAX} characters, values of at most ${METADATA_VALUE_MAX}`,
  example: EXAMPLE,
});

/** The metadata of a create: the pairs to store ('' values are left out). */
export const MetadataInput = pairs(
  'MetadataInput',
  `Your own key-value pairs: at most ${METADATA_MAX_KEYS} keys of at most ${METADATA_KEY_MAX} characters, values of at most ${METADATA_VALUE_MAX}; a key with '' is not stored`,
);

/** The metadata of an update: each given key is set, '' removes it, keys not given are kept. */
export const MetadataPatch = pairs(
  'MetadataPatch',
  `Keys to set; a key with '' is removed and keys not given keep their value (Stripe's rule); at most ${METADATA_MAX_KEYS} keys in all after the change`,
);

/** Metadata search: every given pair must be on the record with exactly that value. */
export const MetadataFilter = withMeta(
  z
    .record(Key, Value.check(z.minLength(1, 'a metadata value to match must not be empty')))
    .check(z.superRefine(refuseTooMany)),
  {
    id: 'MetadataFilter',
    maxProperties: METADATA_MAX_KEYS,
    description: 'Pairs the record must hold, each with exactly this value (all must match)',
    example: { erpId: 'K-100234' },
  },
);

/**
 * `current` with `patch` applied: a key with '' is removed, any other given key is set, the rest
 * kept. Undefined when no pair is left, so a record without metadata stores none. A result over
 * METADATA_MAX_KEYS is a 400 naming the first added key that did not fit (`<path>.<key>`).
 */
export const mergeMetadata = (
  current: MetadataValue | undefined,
  patch: Readonly<Record<string, string>> | undefined,
  path = 'body.metadata',
): MetadataValue | undefined => {
  if (patch === undefined) return current && Object.keys(current).length > 0 ? current : undefined;
  const next: MetadataValue = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  const keys = Object.keys(next);
  if (keys.length > METADATA_MAX_KEYS) {
    const overflow = keys[METADATA_MAX_KEYS] as string;
    throw ValidationError.field(
      `${path}.${overflow}`,
      `metadata holds at most ${METADATA_MAX_KEYS} keys; ${keys.length - METADATA_MAX_KEYS} too many after this change`,
    );
  }
  return keys.length > 0 ? next : undefined;
};

/** The metadata a response carries: the stored pairs, `{}` when there are none. */
export const metadataOf = (stored: MetadataValue | undefined): MetadataValue => stored ?? {};

/** Whether two stored sets hold the same pairs (absent and empty are the same). */
export const sameMetadata = (a: MetadataValue | undefined, b: MetadataValue | undefined): boolean => {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b ?? {}).length && left.every(([k, v]) => b?.[k] === v);
};
