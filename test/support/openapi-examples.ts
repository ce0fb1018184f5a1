/** One example of an OpenAPI document: where it is, the schema it illustrates and its value. */
export type DocumentExample = {
  /** JSON pointer of the example in the document. */
  at: string;
  /** JSON pointer of the schema the example must satisfy. */
  schema: string;
  value: unknown;
  kind: 'schema' | 'parameter' | 'media type' | 'header';
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (pointer: string, ...keys: (string | number)[]) =>
  [pointer, ...keys.map((k) => String(k).replaceAll('~', '~0').replaceAll('/', '~1'))].join('/');

// The keywords under which a JSON Schema holds schemas: one, a list, or a map of them.
const ONE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/** Examples of a schema and of every schema inside it: OpenAPI's `example` and JSON Schema's `examples`. */
const schemaExamples = (
  schema: unknown,
  pointer: string,
  out: DocumentExample[],
  kind: DocumentExample['kind'] = 'schema',
) => {
  if (!isObject(schema)) return;
  if ('example' in schema)
    out.push({ at: child(pointer, 'example'), schema: pointer, value: schema.example, kind });
  if (Array.isArray(schema.examples))
    for (const [i, value] of schema.examples.entries())
      out.push({ at: child(pointer, 'examples', i), schema: pointer, value, kind });
  const inner = (s: unknown, at: string) => schemaExamples(s, at, out, kind);
  for (const k of ONE) inner(schema[k], child(pointer, k));
  for (const k of LIST)
    if (Array.isArray(schema[k])) for (const [i, s] of schema[k].entries()) inner(s, child(pointer, k, i));
  for (const k of MAP)
    if (isObject(schema[k]))
      for (const [name, s] of Object.entries(schema[k])) inner(s, child(pointer, k, name));
};

/** A parameter, header or media type: its schema's examples and its own `example` or `examples` map. */
const holderExamples = (
  holder: unknown,
  pointer: string,
  kind: DocumentExample['kind'],
  out: DocumentExample[],
) => {
  if (!isObject(holder) || !isObject(holder.schema)) return;
  const schema = child(pointer, 'schema');
  schemaExamples(holder.schema, schema, out, kind);
  if ('example' in holder) out.push({ at: child(pointer, 'example'), schema, value: holder.example, kind });
  if (isObject(holder.examples))
    for (const [name, example] of Object.entries(holder.examples))
      if (isObject(example) && 'value' in example)
        out.push({ at: child(pointer, 'examples', name, 'value'), schema, value: example.value, kind });
};

const contentExamples = (content: unknown, pointer: string, out: DocumentExample[]) => {
  if (isObject(content))
    for (const [media, m] of Object.entries(content))
      holderExamples(m, child(pointer, media), 'media type', out);
};

const operationExamples = (operation: unknown, pointer: string, out: DocumentExample[]) => {
  if (!isObject(operation)) return;
  if (Array.isArray(operation.parameters))
    for (const [i, p] of operation.parameters.entries())
      holderExamples(p, child(pointer, 'parameters', i), 'parameter', out);
  if (isObject(operation.requestBody))
    contentExamples(operation.requestBody.content, child(pointer, 'requestBody', 'content'), out);
  if (isObject(operation.responses))
    for (const [status, r] of Object.entries(operation.responses)) {
      if (!isObject(r)) continue;
      contentExamples(r.content, child(pointer, 'responses', status, 'content'), out);
      if (isObject(r.headers))
        for (const [name, h] of Object.entries(r.headers))
          holderExamples(h, child(pointer, 'responses', status, 'headers', name), 'header', out);
    }
};

/**
 * Every example an OpenAPI 3.1 document gives, with the schema it must satisfy: examples of
 * component schemas (and of the schemas inside them), of parameters and headers, and of request
 * and response bodies, under `paths` and `webhooks` alike.
 */
export const documentExamples = (document: Json): DocumentExample[] => {
  const out: DocumentExample[] = [];
  const components = isObject(document.components) ? document.components : {};
  for (const [name, s] of Object.entries(isObject(components.schemas) ? components.schemas : {}))
    schemaExamples(s, child('#/components/schemas', name), out);
  for (const [name, p] of Object.entries(isObject(components.parameters) ? components.parameters : {}))
    holderExamples(p, child('#/components/parameters', name), 'parameter', out);
  for (const [name, h] of Object.entries(isObject(components.headers) ? components.headers : {}))
    holderExamples(h, child('#/components/headers', name), 'header', out);
  for (const area of ['paths', 'webhooks'] as const) {
    const items = isObject(document[area]) ? (document[area] as Json) : {};
    for (const [path, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      if (Array.isArray(item.parameters))
        for (const [i, p] of item.parameters.entries())
          holderExamples(p, child(`#/${area}`, path, 'parameters', i), 'parameter', out);
      for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])
        operationExamples(item[method], child(`#/${area}`, path, method), out);
    }
  }
  return out;
};
