import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '#functions/registry.ts';
import { buildOpenApi } from '#infra/openapi.ts';
import { openApiValidator } from '#test/support/openapi-validator.ts';

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

  it('validates against the OpenAPI 3.1 schema, paths and webhooks alike', () => {
    const json = JSON.parse(JSON.stringify(document));
    expect(openApiValidator(json).documentErrors()).toEqual([]);
    // The check can fail: a webhook whose request body has no content is refused.
    const broken = structuredClone(json);
    broken.webhooks.CUSTOMER_CREATE.post.requestBody = { content: 'application/json' };
    expect(openApiValidator(broken).documentErrors()).not.toEqual([]);
  });
});
