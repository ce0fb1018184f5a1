import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentExamples } from '#test/support/openapi-examples.ts';
import { openApiValidator } from '#test/support/openapi-validator.ts';

const document = JSON.parse(
  await readFile(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
);

/** Each example (of those `only` keeps) that its schema refuses, with the first of ajv's reasons. */
const invalidExamples = (doc: Record<string, unknown>, only = (_at: string) => true) => {
  const validator = openApiValidator(doc);
  return documentExamples(doc)
    .filter((e) => only(e.at))
    .flatMap((e) => {
      const errors = validator.schemaErrors(e.schema, e.value);
      const first = errors[0];
      return first
        ? [`${e.at}: ${first.instancePath || '/'} ${first.message} (${errors.length} errors)`]
        : [];
    });
};

describe('examples of the OpenAPI document', () => {
  const examples = documentExamples(document);

  it('finds the examples of schemas, parameters, headers and bodies, webhook payloads included', () => {
    const kinds = new Set(examples.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['header', 'media type', 'parameter', 'schema']);
    expect(examples.some((e) => e.at.startsWith('#/components/headers/RateLimit/schema'))).toBe(true);
    expect(examples.some((e) => e.at.startsWith('#/webhooks/STOCK_CHANGE/post/requestBody'))).toBe(true);
    expect(examples.some((e) => e.at.startsWith('#/components/parameters/WebhookId/schema'))).toBe(true);
    expect(examples.some((e) => e.at === '#/components/schemas/StockMovement/example')).toBe(true);
  });

  // Compiles a validator for each of 92 examples, through the schemas they reference: 2 s alone.
  it('each satisfies the schema it illustrates', { timeout: 20_000 }, () => {
    expect(invalidExamples(document)).toEqual([]);
  });

  it('refuses an example its schema does not accept', () => {
    const broken = structuredClone(document);
    broken.components.schemas.StockMovement.example.pk = 'T#t#STOCKLOG#w#p';
    broken.webhooks.STOCK_CHANGE.post.requestBody.content['application/json'].examples.STOCK_CHANGE.value =
      {};
    // Only the two examples broken here: compiling every schema of the document twice is slow.
    const touched = (at: string) =>
      at.startsWith('#/components/schemas/StockMovement/') || at.startsWith('#/webhooks/STOCK_CHANGE/');
    expect(invalidExamples(broken, touched)).toEqual([
      expect.stringMatching(/^#\/components\/schemas\/StockMovement\/example: \/ must NOT have additional/),
      expect.stringMatching(
        /^#\/webhooks\/STOCK_CHANGE\/post\/requestBody\/content\/application~1json\/examples\/STOCK_CHANGE\/value: \/ must have required property/,
      ),
    ]);
  });
});
