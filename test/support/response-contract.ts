import { openApiValidator, type SchemaError } from '#test/support/openapi-validator.ts';

/** What the check needs of one exchange with the API. */
export type Exchange = {
  method: string;
  /** The path under the API's base URL (`/tenants/t-1/customers?pageSize=5`). */
  path: string;
  status: number;
  contentType: string | null;
  text: string;
  /** The response's header names; each one the API itself sets must be declared. */
  headerNames?: readonly string[];
};

type Response = {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
};
type Operation = { operationId?: string; responses?: Record<string, Response> };

/**
 * The headers the service sets (shared/http/kernel.ts, the handlers, the gateway): each one a
 * response carries must be declared on it. Transport headers (content-type, date, ...) are not.
 */
const SERVICE_HEADERS = [
  'etag',
  'location',
  'deprecation',
  'warning',
  'link',
  'retry-after',
  'consistency-token',
  'x-request-id',
] as const;

const undeclaredHeaders = (
  response: { headers?: Record<string, unknown> },
  names: readonly string[] | undefined,
): string[] => {
  const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
  return (names ?? [])
    .map((h) => h.toLowerCase())
    .filter((h) => (SERVICE_HEADERS as readonly string[]).includes(h) && !declared.has(h));
};
/** The part of an OpenAPI document the check reads; the validator reads the rest. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** `/items/0/pk` as `$.items[0].pk`: the JSON path a reader of the failure looks for. */
const jsonPath = (pointer: string) =>
  `$${pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) =>
      /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`,
    )
    .join('')}`;

const describeError = (e: SchemaError) => {
  const member = e.params.additionalProperty ?? e.params.unevaluatedProperty;
  if (typeof member === 'string')
    return `${jsonPath(`${e.instancePath}/${escapePointer(member)}`)} is not declared by the schema`;
  return `${jsonPath(e.instancePath)} ${e.message}`;
};

/** A path template as a matcher; literal segments count, so `/customers/search` beats `/customers/{c}`. */
const templateMatcher = (template: string) => {
  const segments = template.split('/').slice(1);
  return {
    template,
    literals: segments.filter((s) => !s.startsWith('{')).length,
    matches: (actual: readonly string[]) =>
      actual.length === segments.length &&
      segments.every((s, i) => (s.startsWith('{') ? actual[i] !== '' : s === actual[i])),
  };
};

const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Checks responses against the OpenAPI document that describes them: the operation is found by
 * method and path template, the response by its exact status (a status the operation does not
 * document is a violation), the media type among the response's `content`, and a JSON body
 * against that media type's schema, where a closed object refuses undeclared members. A body of
 * another media type (CSV, PDF, HTML, a script) is checked for its content type only.
 */
export const responseContract = (document: OpenApiDocument) => {
  const validator = openApiValidator(document);
  const templates = Object.keys(document.paths)
    .map(templateMatcher)
    .sort((a, b) => b.literals - a.literals);

  /** The violations of one exchange, each naming operation and status; none when it conforms. */
  const violations = (exchange: Exchange): string[] => {
    const method = exchange.method.toLowerCase();
    const pathOnly = exchange.path.split(/[?#]/)[0]!;
    const segments = pathOnly.split('/').slice(1);
    const template = templates.find((t) => t.matches(segments) && document.paths[t.template]?.[method]);
    if (!template) return [`${exchange.method} ${pathOnly} ${exchange.status}: no operation in the document`];
    const operation = document.paths[template.template]![method]!;
    const name = `${exchange.method} ${template.template} (${operation.operationId}) ${exchange.status}`;
    const given = operation.responses?.[String(exchange.status)];
    // A shared response (the gateway's 429) is a reference to components.responses.
    const response = given?.$ref
      ? document.components?.responses?.[given.$ref.replace('#/components/responses/', '')]
      : given;
    if (!response) return [`${name}: the status is not documented`];
    const headers = undeclaredHeaders(response, exchange.headerNames);
    if (headers.length > 0) return [`${name}: header ${headers.join(', ')} is not declared`];
    const hasBody = exchange.text !== '' && method !== 'head';
    if (!response.content) return hasBody ? [`${name}: a body where the document declares none`] : [];
    if (!hasBody) return [];
    const mediaType = mediaTypeOf(exchange.contentType);
    if (!(mediaType in response.content)) {
      const declared = Object.keys(response.content).join(', ');
      return [`${name}: content type '${exchange.contentType}' is not one of ${declared}`];
    }
    if (!isJson(mediaType) || response.content[mediaType]?.schema === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(exchange.text);
    } catch {
      return [`${name}: the ${mediaType} body is not JSON`];
    }
    const at = given?.$ref
      ? given.$ref.slice(2).split('/')
      : ['paths', template.template, method, 'responses', String(exchange.status)];
    const pointer = [...at, 'content', mediaType, 'schema'].map(escapePointer).join('/');
    return validator.schemaErrors(`#/${pointer}`, body).map((e) => `${name}: ${describeError(e)}`);
  };
  return { violations };
};
