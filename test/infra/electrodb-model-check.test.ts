import { createRequire } from 'node:module';
import { Entity } from 'electrodb';
import { Validator as RealValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { Validator as BundledValidator } from '#infra/bundle-shims/electrodb-model-check.ts';

// ElectroDB's own check, as the tests run it (real jsonschema), and with the bundles' stand-in.
const require = createRequire(import.meta.url);
const validationsPath = require.resolve('electrodb/src/validations.js');
const { testModel } = require(validationsPath) as { testModel: (m: unknown) => [boolean, string] };

const model = {
  model: { entity: 'thing', version: '1', service: 'rcs' },
  attributes: { tenantUid: { type: 'string', required: true }, thingUid: { type: 'string' } },
  indexes: {
    primary: {
      pk: {
        field: 'pk',
        composite: ['tenantUid', 'thingUid'],
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'THING', casing: 'none' },
    },
  },
} as const;

// The shape of ElectroDB's two model schemas (v1 and beta) as far as the top level goes.
const MODEL_SCHEMAS = [
  { type: 'object', required: ['model', 'attributes', 'indexes'] },
  { type: 'object', required: ['attributes', 'indexes'] },
  { required: ['attributes'] },
];

describe('the bundles’ stand-in for jsonschema', () => {
  const entity = new Entity(model, { table: 'table' });
  const cases: Array<[string, unknown]> = [
    ['a model', model],
    ['an entity instance', entity],
    ['an empty object', {}],
    ['a model without indexes', { model: model.model, attributes: model.attributes }],
    ['a string', 'thing'],
  ];

  it('tells models from other values exactly as jsonschema does for ElectroDB', () => {
    const real = new RealValidator();
    const bundled = new BundledValidator();
    for (const [name, value] of cases) {
      for (const schema of MODEL_SCHEMAS) {
        const expected = real.validate(value, schema).errors.length === 0;
        expect(bundled.validate(value, schema).errors.length === 0, name).toBe(expected);
      }
    }
  });

  it('agrees with ElectroDB’s own verdict (tests run the full check)', () => {
    expect(testModel(model)[0]).toBe(true);
    expect(testModel(entity)[0]).toBe(false);
    expect(testModel({})[0]).toBe(false);
  });

  it('accepts the custom formats ElectroDB registers on the prototype', () => {
    expect(BundledValidator.prototype.customFormats).toEqual(expect.any(Object));
  });
});
