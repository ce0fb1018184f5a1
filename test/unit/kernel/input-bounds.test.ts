import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildOpenApi } from '#infra/openapi.ts';
import { ValidationError } from '#shared/errors.ts';
import { validateInput } from '#shared/http/request.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { boundedInput, INPUT_ARRAY_MAX, INPUT_STRING_MAX } from '#shared/schema/bounds.ts';
import { preprocess } from '#shared/schema/zod-helpers.ts';

const long = 'x'.repeat(INPUT_STRING_MAX + 1);
const issuesOf = (schema: z.ZodMiniType, value: unknown) =>
  (boundedInput(schema).safeParse(value).error?.issues ?? []).map((i) => i.path.join('.'));

describe('input bounds (shared/schema/bounds.ts)', () => {
  it('bound every string and array without a maximum, wherever it sits in the schema', () => {
    const schema = z
      .object({
        note: z.string(),
        tags: z.optional(z.array(z.string())),
        nested: z.optional(z.object({ a: z.nullable(z.string()) })),
        either: z.union([z.int(), z.string()]),
        padded: preprocess((v) => v, z.string().check(z.trim())),
        map: z.optional(z.record(z.string(), z.string())),
      })
      .check(z.refine((v) => v.note !== 'refused', { path: ['note'], message: 'refused' }));
    const fine = { note: 'n', either: 'e', padded: 'p' };
    expect(issuesOf(schema, fine)).toEqual([]);
    expect(
      issuesOf(schema, {
        note: long,
        tags: ['t', long],
        nested: { a: long },
        either: long,
        padded: long,
        map: { k: long },
      }),
    ).toEqual(['note', 'tags.1', 'nested.a', 'either', 'padded', 'map.k']);
    expect(issuesOf(schema, { ...fine, tags: Array(INPUT_ARRAY_MAX + 1).fill('t') })).toEqual(['tags']);
    expect(issuesOf(schema, { ...fine, tags: Array(INPUT_ARRAY_MAX).fill('t') })).toEqual([]);
    // The schema's own refinements still run on the bounded copy.
    expect(issuesOf(schema, { ...fine, note: 'refused' })).toEqual(['note']);
  });

  it('keep a maximum the field sets, above or below the default', () => {
    const schema = z.object({
      message: z.string().check(z.maxLength(10_000)),
      code: z.string().check(z.maxLength(64)),
    });
    expect(issuesOf(schema, { message: 'm'.repeat(10_000), code: 'c' })).toEqual([]);
    expect(issuesOf(schema, { message: 'm', code: 'c'.repeat(65) })).toEqual(['code']);
  });

  it('refuse an over-long body or query string as a 400 naming the field', () => {
    const route: RouteDef = {
      method: 'POST',
      path: '/things',
      summary: 'A thing',
      auth: 'public',
      request: { query: z.object({ q: z.optional(z.string()) }), body: z.object({ note: z.string() }) },
      success: { status: 201, description: 'Created' },
    };
    const event = {
      queryStringParameters: { q: long },
      pathParameters: null,
    } as unknown as APIGatewayProxyEvent;
    let error: unknown;
    try {
      validateInput(route, event, { note: long });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors?.map((e) => e.path)).toEqual(['query.q', 'body.note']);
  });

  it('are declared in the document: every input string and array has a maximum', () => {
    const doc = buildOpenApi() as unknown as {
      paths: Record<string, Record<string, { parameters?: object[]; requestBody?: { content: object } }>>;
      components: Record<string, Record<string, unknown>>;
    };
    const resolve = (ref: string) => {
      const [, kind, name] = ref.split('/').slice(1);
      return doc.components[kind!]?.[name!];
    };
    const unbounded: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const s = node as Record<string, unknown>;
      if (typeof s.$ref === 'string') visit(resolve(s.$ref), where);
      const types = ([] as unknown[]).concat(s.type);
      if (types.includes('string') && s.maxLength === undefined && !s.enum && s.const === undefined)
        unbounded.push(where);
      if (types.includes('array') && s.maxItems === undefined) unbounded.push(where);
      for (const child of [s.items, s.additionalProperties]) visit(child, where);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        for (const child of (s[key] as unknown[] | undefined) ?? []) visit(child, where);
      for (const child of Object.values((s.properties as object | undefined) ?? {})) visit(child, where);
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) {
          const param = ('$ref' in p ? resolve(p.$ref as string) : p) as { schema?: unknown };
          visit(param.schema, `${method} ${path}`);
        }
        for (const media of Object.values(op.requestBody?.content ?? {}))
          visit(media.schema, `${method} ${path}`);
      }
    expect(unbounded).toEqual([]);
    // A field with no maximum of its own shows the default the kernel enforces.
    const extension = doc.components.schemas?.CustomerExtension as { properties: Record<string, object> };
    const field = extension.properties.organizationUid as { $ref?: string; maxLength?: number };
    const schema = (field.$ref ? resolve(field.$ref) : field) as { maxLength?: number };
    expect(schema.maxLength).toBe(INPUT_STRING_MAX);
  });
});
