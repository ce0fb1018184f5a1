import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '#infra/openapi.ts';

/**
 * The CustomerExport example the reference page shows is a document a reader could get: valid
 * against the schema the OpenAPI document gives it, `$ref`s into the components resolved (the
 * setup of test/support/openapi-validator.ts: JSON Schema 2020-12, formats, not strict).
 */
const DOCUMENT_ID = 'urn:retail-commerce:openapi';
const document = JSON.parse(JSON.stringify(buildOpenApi()));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('media-range', true);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });
const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/CustomerExport` });
const errorsOf = (value: unknown) =>
  validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('the CustomerExport example', () => {
  const schema = document.components.schemas.CustomerExport;

  it('matches its schema, every required member present', () => {
    expect(schema.example).toBeDefined();
    expect(errorsOf(schema.example)).toEqual([]);
  });

  it('has every collection, shipments and pre-payments with an item each', () => {
    expect(Object.keys(schema.example).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.example.shipments).toHaveLength(1);
    expect(schema.example.prePayments).toHaveLength(1);
  });

  it('is checked: an example without a required member of the customer is refused', () => {
    const { email: _e, ...customer } = schema.example.customer;
    expect(errorsOf({ ...schema.example, customer })).toEqual([
      "/customer must have required property 'email'",
    ]);
  });
});
