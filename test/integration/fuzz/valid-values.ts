import fc from 'fast-check';
import { type Schema, typesOf } from './spec.ts';

/** Strings stay short: valid-ish values are meant to reach deeper validation, not to be large. */
const MAX_STRING = 24;
const MAX_ITEMS = 3;

const patternCache = new Map<string, fc.Arbitrary<string>>();

/**
 * Fields whose format lives in zod refinements the document cannot express; a plausible value
 * gets the rest of the body past them.
 */
const BY_NAME: Array<[RegExp, fc.Arbitrary<string>]> = [
  [/e-?mail/i, fc.constantFrom('ada@example.com', 'grace.hopper@example.org')],
  [/mobile|phone/i, fc.constantFrom('+4791234567', '+4722334455')],
];

/** A string matching the schema's pattern and length bounds, or a plain short string. */
const stringOf = (schema: Schema, name: string): fc.Arbitrary<string> => {
  const byName = !schema.pattern && BY_NAME.find(([re]) => re.test(name));
  if (byName) return byName[1];
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const key = `${schema.pattern}|${min}|${max}`;
    let arb = patternCache.get(key);
    if (!arb) {
      // stringMatching ignores length bounds, so cut and re-check rather than filter (a filter on
      // an unbounded pattern could reject most samples).
      const re = new RegExp(schema.pattern);
      arb = fc
        .stringMatching(re)
        .map((s) => (s.length > max ? s.slice(0, max) : s))
        .map((s) => (s.length >= min && re.test(s) ? s : 'a1'.repeat(Math.max(1, Math.ceil(min / 2)))));
      patternCache.set(key, arb);
    }
    return arb;
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
};

const numberOf = (schema: Schema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) {
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
};

/**
 * A value that satisfies (most of) the schema: enums, bounds, patterns, required keys. Formats the
 * document does not describe (e-mail syntax, phone numbers, cross-field rules) are not modelled, so
 * some samples are refused by the API; that is wanted, it reaches the refinements behind zod.
 */
export const validValue = (schema: Schema, depth = 0, name = ''): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => validValue(s, depth + 1, name)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, depth, name)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema, name);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(validValue(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = schema.properties ?? {};
      const required = (schema.required ?? []).filter((k) => k in props);
      if (Object.keys(props).length === 0) {
        // A map (extensions, metadata): a few string entries.
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme-ascii' }), fc.string(), {
          maxKeys: 2,
        });
      }
      const shape = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, validValue(s, depth + 1, k)]),
      );
      return fc.record(shape, { requiredKeys: required });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
};
