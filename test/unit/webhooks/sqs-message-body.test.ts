import { describe, expect, it } from 'vitest';
import { toMessageBody } from '#shared/sqs.ts';

/** Characters SQS accepts in a message body (fauxqs's check, astral characters included). */
const SQS_VALID = /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD]*$/;

describe('toMessageBody', () => {
  // Found by the OpenAPI fuzz: a customer name with U+FFFF (or an astral character, locally) made
  // every webhook fan-out of the event fail with InvalidMessageContents until the record dropped.
  it('escapes what SQS refuses and parses back to the same value', () => {
    const value = { name: 'x\uffff\ufffe𝔘\ud800', tab: '\t\n\r', list: ['\udfff', 'ok'] };
    const body = toMessageBody(value);
    expect(body).toMatch(SQS_VALID);
    expect(JSON.parse(body)).toEqual(value);
  });

  it('leaves ordinary JSON as JSON.stringify writes it', () => {
    const value = { a: 'Ærøskøbing €', b: 1 };
    expect(toMessageBody(value)).toBe(JSON.stringify(value));
  });
});
