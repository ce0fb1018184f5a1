import * as z from 'zod/mini';

/**
 * The bounds every input of the API has, whether or not its field names one: a string of a
 * request (path, query, body) is at most INPUT_STRING_MAX characters and an array at most
 * INPUT_ARRAY_MAX items, unless its schema sets its own maximum (a name 200, a code 64, a
 * transaction's lines 90, a message 10,000). The HTTP kernel validates every request with
 * `boundedInput(schema)`, and the OpenAPI generator writes the same defaults into the document
 * (`boundJsonSchemaInputs`), so the document states what the service refuses.
 */
export const INPUT_STRING_MAX = 4000;
export const INPUT_ARRAY_MAX = 1000;

type Def = Record<string, unknown> & { type: string };
type AnySchema = z.ZodMiniType & { _zod: { def: Def } };

const bounded = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

const clone = (schema: AnySchema, changes: Record<string, unknown>): z.ZodMiniType =>
  (schema as unknown as { clone: (def: Def) => z.ZodMiniType }).clone({ ...schema._zod.def, ...changes });

/** Whether a string or array schema has a maximum length of its own (a `max_length` check). */
const hasMaximum = (schema: AnySchema) =>
  ((schema._zod.def.checks ?? []) as Array<{ _zod: { def: { check?: string } } }>).some((c) =>
    ['max_length', 'length_equals'].includes(c._zod.def.check ?? ''),
  );

/** The schema with the default bound on each string and array that has none, the rest as it is. */
const bound = (schema: z.ZodMiniType): z.ZodMiniType => {
  const known = bounded.get(schema);
  if (known) return known;
  const s = schema as AnySchema;
  const def = s._zod.def;
  const b = (inner: unknown) => bound(inner as z.ZodMiniType);
  let out: z.ZodMiniType;
  switch (def.type) {
    case 'string':
      out = hasMaximum(s) ? s : s.check(z.maxLength(INPUT_STRING_MAX));
      break;
    case 'array': {
      const withElement = clone(s, { element: b(def.element) }) as AnySchema;
      out = hasMaximum(s) ? withElement : withElement.check(z.maxLength(INPUT_ARRAY_MAX));
      break;
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      out = clone(s, {
        shape: Object.fromEntries(Object.entries(shape).map(([key, member]) => [key, b(member)])),
        ...(def.catchall ? { catchall: b(def.catchall) } : {}),
      });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      out = clone(s, { innerType: b(def.innerType) });
      break;
    case 'pipe':
      out = clone(s, { in: b(def.in), out: b(def.out) });
      break;
    case 'union':
      out = clone(s, { options: (def.options as z.ZodMiniType[]).map(b) });
      break;
    case 'intersection':
      out = clone(s, { left: b(def.left), right: b(def.right) });
      break;
    case 'record':
      out = clone(s, { valueType: b(def.valueType) });
      break;
    case 'tuple':
      out = clone(s, { items: (def.items as z.ZodMiniType[]).map(b), rest: def.rest ? b(def.rest) : null });
      break;
    case 'lazy': {
      const getter = def.getter as () => z.ZodMiniType;
      out = clone(s, { getter: () => bound(getter()) });
      break;
    }
    default:
      out = schema;
  }
  bounded.set(schema, out);
  return out;
};

/**
 * `schema` as the kernel validates a request with it: every string and array without a maximum
 * of its own gets the default one (INPUT_STRING_MAX, INPUT_ARRAY_MAX). Memoised per schema.
 */
export const boundedInput = <T extends z.ZodMiniType>(schema: T): T => bound(schema) as T;

type JsonSchema = Record<string, unknown>;

/**
 * Writes the same defaults into JSON Schemas of inputs (the OpenAPI document's parameters and
 * request bodies): `maxLength` on each string without one (enums and constants are bounded by
 * their values) and `maxItems` on each array without one. `resolve` gives the target of a `$ref`;
 * each schema object is visited once.
 */
export const boundJsonSchemaInputs = (
  root: JsonSchema,
  resolve: (ref: string) => JsonSchema | undefined,
  seen = new Set<JsonSchema>(),
): void => {
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object' || seen.has(node as JsonSchema)) return;
    const s = node as JsonSchema;
    seen.add(s);
    if (typeof s.$ref === 'string') visit(resolve(s.$ref));
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (
      types.includes('string') &&
      s.maxLength === undefined &&
      s.enum === undefined &&
      s.const === undefined
    )
      s.maxLength = INPUT_STRING_MAX;
    if (types.includes('array') && s.maxItems === undefined) s.maxItems = INPUT_ARRAY_MAX;
    for (const key of ['items', 'additionalProperties', 'not'] as const) visit(s[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
      if (Array.isArray(s[key])) for (const member of s[key]) visit(member);
    if (s.properties && typeof s.properties === 'object')
      for (const member of Object.values(s.properties)) visit(member);
  };
  visit(root);
};
