/**
 * Stand-in for `jsonschema` in function bundles (esbuild alias in infra/bundling.ts). ElectroDB
 * uses jsonschema only to check an entity's model when the entity is constructed, which in a
 * bundle happens at cold start: the library (28 KB minified) and the full model check cost 15-40 ms
 * of every cold start. Our models are constants; the real check runs on every one of them in the
 * unit and integration tests (they run unbundled, with jsonschema), so a malformed model never
 * reaches a bundle. What stays here is the part ElectroDB relies on to tell a model from an entity
 * or service instance (util.getInstanceType): an object that has the schema's required members.
 */
type Schema = { type?: unknown; required?: string[] | boolean };
type Issue = { property: string; message: string; argument?: string };

export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(instance: unknown, schema: Schema): { errors: Issue[] } {
    if (typeof instance !== 'object' || instance === null || Array.isArray(instance)) {
      const errors =
        schema.type === 'object' ? [{ property: 'instance', message: 'is not of a type(s) object' }] : [];
      return { errors };
    }
    const required = Array.isArray(schema.required) ? schema.required : [];
    const missing = required.filter((name) => !(name in instance));
    return {
      errors: missing.map((name) => ({ property: 'instance', message: `requires property "${name}"` })),
    };
  }
}
// ElectroDB registers its custom formats on the prototype.
Validator.prototype.customFormats = {};
