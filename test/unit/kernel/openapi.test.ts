import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '#functions/registry.ts';
import { buildOpenApi } from '#infra/openapi.ts';
import { openApiValidator } from '#test/support/openapi-validator.ts';

/** Members of an allOf (by reference or inline) that close themselves with additionalProperties: false. */
const closedAllOfMembers = (doc: { components?: { schemas?: Record<string, unknown> } }) => {
  const closed: string[] = [];
  const components = doc.components?.schemas ?? {};
  const resolve = (s: unknown): unknown => {
    const ref = (s as { $ref?: string } | null)?.$ref;
    return ref?.startsWith('#/components/schemas/') ? components[ref.slice(21)] : s;
  };
  const walk = (node: unknown, at: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const allOf = (node as { allOf?: unknown }).allOf;
    if (Array.isArray(allOf))
      for (const [i, member] of allOf.entries())
        if ((resolve(member) as { additionalProperties?: unknown })?.additionalProperties === false)
          closed.push(`${at}/allOf/${i}`);
    for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
  };
  walk(doc, '#');
  return closed;
};

describe('OpenAPI document', () => {
  const document = buildOpenApi();

  it('is committed up to date (run npm run openapi after changing routes)', async () => {
    const committed = JSON.parse(
      await readFile(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('documents every declared route once, with its operationId and security', () => {
    const ids = new Set<string>();
    for (const { operationId, route } of allRoutes()) {
      const op = (
        document.paths as Record<string, Record<string, { operationId: string; security: unknown[] }>>
      )[route.path]?.[route.method.toLowerCase()];
      expect(op?.operationId, `${route.method} ${route.path}`).toBe(operationId);
      // Device routes accept the device token alone; every other protected route the user schemes.
      const deviceOnly = route.auth !== 'public' && route.auth.schemes?.join() === 'device';
      expect(op?.security).toEqual(
        route.auth === 'public'
          ? []
          : expect.arrayContaining([deviceOnly ? { deviceToken: [] } : { accessToken: [] }]),
      );
      expect(ids.has(operationId), `duplicate operationId ${operationId}`).toBe(false);
      ids.add(operationId);
    }
  });

  it('closes no member of an allOf, which would refuse the properties of the others', () => {
    // docs/decisions/responses.md: a closed composition says unevaluatedProperties: false on itself.
    expect(closedAllOfMembers(JSON.parse(JSON.stringify(document)))).toEqual([]);
    const closed = { type: 'object', properties: { a: {} }, additionalProperties: false };
    const composed = {
      components: { schemas: { A: closed, B: { allOf: [{ $ref: '#/components/schemas/A' }] } } },
    };
    expect(closedAllOfMembers(composed)).toEqual(['#/components/schemas/B/allOf/0']);
  });

  it('validates against the OpenAPI 3.1 schema, paths and webhooks alike', () => {
    const json = JSON.parse(JSON.stringify(document));
    expect(openApiValidator(json).documentErrors()).toEqual([]);
    // The check can fail: a webhook whose request body has no content is refused.
    const broken = structuredClone(json);
    broken.webhooks.CUSTOMER_CREATE.post.requestBody = { content: 'application/json' };
    expect(openApiValidator(broken).documentErrors()).not.toEqual([]);
  });
});
