import fc from 'fast-check';
import { oddKey, oddQueryValue, oddSegment } from './bad-values.ts';
import { type BodyCase, bodyCases, oversizedBody } from './body-cases.ts';
import type { Operation, Param } from './spec.ts';
import { validValue } from './valid-values.ts';

/** How the request authenticates: the tenant's own token (the default) or a broken one. */
export type AuthMode = 'tenant' | 'none' | 'garbage' | 'other-tenant' | 'expired';

/** One generated request. `{tenantUid}` stays a placeholder until the runner picks the tenant. */
export type FuzzRequest = {
  /** `METHOD /path/template` of the operation under test. */
  operation: string;
  /** Which input class produced it, e.g. `query.odd` or `body.missing-required`. */
  kind: string;
  method: string;
  /** Path segments by parameter name, percent-encoded; tenantUid only when fuzzed. */
  segments: Record<string, string>;
  /** The path parameter whose segment is fuzzed; it wins over the seeded record uids. */
  oddParam: string | undefined;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body: BodyCase | undefined;
  auth: AuthMode;
  /**
   * The field a 400 must name when this request has exactly one defect (a path or query value of
   * a body-less request); undefined when the defect cannot be pinned to one field.
   */
  target: string | undefined;
};

const validSegment = (param: Param) =>
  validValue(param.schema).map((v) => encodeURIComponent(String(v)) || 'x');

/** Valid segments for every path parameter except the tenant (filled in by the runner). */
const validSegments = (op: Operation): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    Object.fromEntries(
      op.pathParams.filter((p) => p.name !== 'tenantUid').map((p) => [p.name, validSegment(p)]),
    ),
  );

/**
 * Mostly no query at all (the defaults), sometimes valid values for some of the declared ones.
 * A required parameter is always sent with a valid value, so that an odd value of another one
 * stays the request's one defect.
 */
/**
 * A valid page number stays within the depth the lists page by number (pageNumber x pageSize <=
 * 10,000, docs/conventions.md; deeper pages follow paging.nextCursor): a rule across two
 * parameters that their schemas cannot state, so the fuzz keeps to it rather than call it a defect.
 */
const pagingSafe = (p: Param): Param['schema'] =>
  p.name === 'pageNumber' ? { ...p.schema, maximum: Math.min(Number(p.schema.maximum ?? 10), 10) } : p.schema;

/**
 * Parameters the fuzz cannot give a valid value from their schema: a `cursor` is an opaque,
 * sealed token only a previous page hands out, and the events' `actions` is a comma-separated
 * list of actions in one string. They are still fuzzed as the target of odd values.
 */
const UNGENERABLE = new Set(['cursor', 'actions']);

/**
 * With `updatedSince` or a `cursor` a changes list answers in (lastModifiedAt, uid) order, so a sort parameter beside it
 * is a 400 naming the sort (docs/decisions/changes-since.md): a rule across parameters, kept here.
 */
const SORT_RULED_OUT_BY = new Set(['updatedSince', 'cursor']);
const SORTS = new Set(['sortBy', 'sortDirection']);
const withoutConflicts = (params: readonly Param[]): Param[] =>
  params.some((p) => SORT_RULED_OUT_BY.has(p.name)) ? params.filter((p) => !SORTS.has(p.name)) : [...params];

const validQuery = (op: Operation): fc.Arbitrary<Array<[string, string]>> => {
  const required = op.query.filter((p) => p.required);
  const optional = op.query.filter((p) => !p.required && !UNGENERABLE.has(p.name));
  const valued = (params: readonly Param[]): fc.Arbitrary<Array<[string, string]>> =>
    params.length === 0
      ? fc.constant([])
      : fc.tuple(
          ...params.map((p) => validValue(pagingSafe(p)).map((v): [string, string] => [p.name, String(v)])),
        );
  return fc.subarray(optional).chain((params) => valued(withoutConflicts([...required, ...params])));
};

const hasBody = (op: Operation) => op.body !== undefined;
/** Whether a body may be sent at all: fetch refuses a body on GET. */
const canSendBody = (op: Operation) => op.method !== 'GET';

/** A valid-ish body (when the operation takes one) for the cases that fuzz something else. */
const quietBody = (op: Operation): fc.Arbitrary<BodyCase | undefined> =>
  op.body
    ? validValue(op.body).map((v) => ({
        kind: 'valid',
        raw: JSON.stringify(v),
        contentType: 'application/json',
      }))
    : fc.constant(undefined);

const ALL_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/**
 * Every input class for one operation, weighted so that most requests are cheap refusals: odd
 * path segments, odd query values and extra query parameters, bad bodies (body-cases.ts), odd
 * Idempotency-Key/If-Match values, broken tokens and undeclared methods, plus valid-ish requests.
 */
export const requestsFor = (op: Operation): fc.Arbitrary<FuzzRequest> => {
  const operation = `${op.method} ${op.path}`;
  const base = (kind: string) =>
    fc.record({ segments: validSegments(op), query: validQuery(op), body: quietBody(op) }).map((r) => ({
      operation,
      kind,
      method: op.method,
      headers: {} as Record<string, string>,
      auth: 'tenant' as AuthMode,
      target: undefined as string | undefined,
      oddParam: undefined as string | undefined,
      ...r,
    }));
  const cases: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    { weight: 2, arbitrary: base('valid-ish') },
  ];
  if (op.pathParams.length > 0) {
    const arbitrary = fc
      .tuple(base('path.odd'), fc.constantFrom(...op.pathParams), oddSegment)
      .map(([r, param, segment]) => ({
        ...r,
        segments: { ...r.segments, [param.name]: segment },
        oddParam: param.name,
        // Dot segments are resolved by the URL parser, so the request reaches another route.
        target: hasBody(op) || ['.', '..', '%2E%2E'].includes(segment) ? undefined : `params.${param.name}`,
      }));
    cases.push({ weight: 4, arbitrary });
  }
  if (op.query.length > 0) {
    const arbitrary = fc
      .tuple(base('query.odd'), fc.constantFrom(...op.query), oddQueryValue, fc.boolean())
      .map(([r, param, value, twice]) => ({
        ...r,
        // A repeated parameter: the gateway keeps the last value, the multi-value map keeps both.
        query: [
          // An odd cursor or updatedSince is answered before, or beside, a sort it rules out: none is sent.
          ...r.query.filter(
            ([k]) => k !== param.name && !(SORT_RULED_OUT_BY.has(param.name) && SORTS.has(k)),
          ),
          [param.name, value] as [string, string],
        ].concat(twice ? [[param.name, '1']] : []),
        target: hasBody(op) || twice ? undefined : `query.${param.name}`,
      }));
    cases.push({ weight: 4, arbitrary });
  }
  cases.push({
    weight: 1,
    arbitrary: fc.tuple(base('query.extra'), oddKey, oddQueryValue).map(([r, key, value]) => ({
      ...r,
      query: [...r.query, [key, value] as [string, string]],
    })),
  });
  if (op.body && canSendBody(op)) {
    // Oversized bodies are one in ~60 body cases: each costs a megabyte or two on the wire.
    const body = fc.oneof(
      { weight: 60, arbitrary: bodyCases(op.body) },
      { weight: 1, arbitrary: oversizedBody },
    );
    cases.push({
      weight: 10,
      arbitrary: fc.tuple(base('body'), body).map(([r, b]) => ({ ...r, kind: b.kind, body: b })),
    });
  } else if (canSendBody(op)) {
    cases.push({
      weight: 1,
      arbitrary: fc.tuple(base('body.unexpected'), fc.jsonValue({ maxDepth: 2 })).map(([r, v]) => ({
        ...r,
        body: { kind: 'unexpected', raw: JSON.stringify(v), contentType: 'application/json' },
      })),
    });
  }
  if (op.method !== 'GET') {
    const header = fc.oneof(
      fc.record({
        name: fc.constant('idempotency-key'),
        value: fc.constantFrom('', 'a b', 'k'.repeat(256), 'é'),
      }),
      fc.record({
        name: fc.constant('idempotency-key'),
        value: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
      }),
      fc.record({
        name: fc.constant('if-match'),
        value: fc.constantFrom('*', '""', 'W/"x"', '"unterminated', 'garbage', '"a", "b"', 'x'.repeat(1000)),
      }),
    );
    cases.push({
      weight: 2,
      arbitrary: fc.tuple(base('header.odd'), header).map(([r, h]) => ({
        ...r,
        // fetch refuses header values with leading/trailing blanks trimmed away or non-Latin-1.
        headers: { [h.name]: h.value.trim() === h.value ? h.value : `x${h.value}x` },
      })),
    });
  }
  if (op.secured) {
    cases.push({
      weight: 1,
      arbitrary: fc
        .tuple(base('auth'), fc.constantFrom<AuthMode>('none', 'garbage', 'other-tenant', 'expired'))
        .map(([r, auth]) => ({ ...r, kind: `auth.${auth}`, auth })),
    });
  }
  const others = ALL_METHODS.filter((m) => m !== op.method);
  cases.push({
    weight: 1,
    arbitrary: fc
      .tuple(base('method'), fc.constantFrom(...others))
      .map(([r, method]) => ({ ...r, method, body: method === 'GET' ? undefined : r.body })),
  });
  return fc.oneof(...cases);
};
