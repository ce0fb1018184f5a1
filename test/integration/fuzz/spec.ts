import { readFileSync } from 'node:fs';

/** A JSON Schema node of the OpenAPI document, with every `$ref` already resolved. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** One named path or query parameter. */
export type Param = { name: string; required: boolean; schema: Schema };

/** One operation of the document, reduced to what the fuzzer needs. */
export type Operation = {
  method: string;
  /** The path template, e.g. `/tenants/{tenantUid}/customers/{customerUid}`. */
  path: string;
  pathParams: Param[];
  query: Param[];
  body: Schema | undefined;
  bodyRequired: boolean;
  /** False for the public routes (health, docs, provider callbacks). */
  secured: boolean;
};

type Doc = {
  paths: Record<string, Record<string, any>>;
  components: Record<string, Record<string, unknown>>;
};

const doc = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as Doc;

/**
 * Inlines `$ref`s to the document's components. The zod-generated components are acyclic today;
 * the depth cap keeps a future recursive schema from hanging the suite (it is then cut to an
 * untyped node).
 */
const deref = (node: unknown, depth = 0): any => {
  if (depth > 40 || node === null || typeof node !== 'object') return depth > 40 ? {} : node;
  if (Array.isArray(node)) return node.map((n) => deref(n, depth + 1));
  const ref = (node as { $ref?: string }).$ref;
  if (typeof ref === 'string') {
    // Any component: schemas, and parameters such as the shared Consistency-Token header.
    const [kind, name] = ref.replace('#/components/', '').split('/') as [string, string];
    return deref(doc.components[kind]?.[name], depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, depth + 1)]));
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of docs/openapi.json, in document order (so that a seed replays the same run). */
export const operations: readonly Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((m) => item[m]).map((m): Operation => {
    const op = item[m];
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref) as Array<{
      in: string;
      name: string;
      required?: boolean;
      schema?: Schema;
    }>;
    const of = (location: string): Param[] =>
      params
        .filter((p) => p.in === location)
        .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
    const body = op.requestBody?.content?.['application/json']?.schema;
    return {
      method: m.toUpperCase(),
      path,
      pathParams: of('path'),
      query: of('query'),
      body: body ? (deref(body) as Schema) : undefined,
      bodyRequired: op.requestBody?.required === true,
      secured: Array.isArray(op.security) && op.security.length > 0,
    };
  }),
);

/** The schema types of a node (`type` may be a list, e.g. `["string", "null"]`). */
export const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
