import fc from 'fast-check';

/**
 * Odd strings: control characters, bidi marks, lone surrogates (JSON.stringify writes them as
 * `\udXXX` escapes, which is how a hostile client would send them), huge and empty values.
 */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u200f\u202eevil',
    '\u202d\u2066x\u2069',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '\ufeff',
    '\u001b[31m',
    '\r\n\t',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    // Split so that it reads as the literal text a log4j probe sends, not a template.
    '$' + '{jndi:ldap://x}',
    '{{constructor}}',
    '__proto__',
    'NaN',
    'Infinity',
    '-0',
    '1e999',
    '0x1F',
    'null',
    'true',
  ),
  fc.constantFrom(1000, 10_000, 100_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Boundary and out-of-range numbers, including those JSON.stringify turns into null. */
export const oddNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -1,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  Number.NaN,
  Number.POSITIVE_INFINITY,
);

/** Any JSON value of the wrong shape for most fields. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[]], { '': null }, [null], 0, ''),
  oddNumber,
  oddString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Any odd value, for a field of any type. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(wrongType, oddString, oddNumber);

/** Field names that have broken object handling elsewhere. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '\u0000',
    'pk',
    'sk',
    'tenantUid',
    '$where',
  ),
  fc.constantFrom('k'.repeat(300), '\ud800', '\u202ekey'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Query values, paging first: non-numbers, out of range, fractional, huge, empty, NUL. */
export const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e9',
    '1000001',
    '501',
    'abc',
    '1.5',
    ' 1',
    '1 ',
    '0x10',
    '1e3',
    'NaN',
    'Infinity',
    '-Infinity',
    '9007199254740993',
    '1e308',
    '00000000000000000000000000001',
    '',
    'asc',
    'DESC ',
    'desc',
    '\u0000',
    '\u202e1',
    '\ud800',
    '%',
    '[]',
    '{}',
  ),
  oddString.filter((s) => s.length <= 2000),
);

/**
 * Odd path segments, already percent-encoded as they go on the wire: encoded slashes and dots,
 * malformed escapes, NUL, overlong UTF-8, very long segments. Raw `/`, `?` and `#` are not sent:
 * they change the route or the query, which the router tests cover.
 */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%2F',
    'a%2Fb',
    '%2f..%2f',
    '..',
    '.',
    '%2E%2E',
    '%ZZ',
    '%',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    'a%00b',
    '%20',
    '%252F',
    '%E2%80%AE',
    '%ED%A0%80',
    '%FF',
    'a;b',
    'a,b',
    '~',
    '*',
    'a%3Fb',
    'a%23b',
    '%7B%7D',
  ),
  fc.constantFrom(129, 1000, 4000).map((n) => 'u'.repeat(n)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map((s) => encodeURIComponent(s.toWellFormed())),
);
