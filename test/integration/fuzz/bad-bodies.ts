import fc from 'fast-check';

/** Bodies that are not JSON at all, or JSON with a trailing or leading defect. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    '[1,]',
    "{'a':1}",
    '{"a":1}garbage',
    'nul',
    'undefined',
    '\u0000',
    '\ufeff{}',
    '{"a":"\\ud800"',
    '{"a":"\\x41"}',
    '{"a":01}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a" 1}',
    '"unterminated',
    '{{}}',
    '['.repeat(5000),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return s.trim() !== '';
    }
  }),
);

/** Valid JSON texts that parse to odd numbers or deep nesting rather than to the expected object. */
export const oddJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '1e999',
  '-0',
  '123456789012345678901234567890',
  'null',
  'true',
  '"string"',
  '[]',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
  '{"__proto__":{"admin":true}}',
  '{"a":1,"a":2}',
);

/** Content types other than JSON, and JSON with a charset the API refuses. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=',
  '*/*',
  'application/octet-stream',
);
