import { describe, expect, it } from 'vitest';
import { MailProviderEvent, PROVIDER_RECORD_TYPES } from '#functions/notifications/callbacks/routes.ts';
import { allRoutes } from '#functions/registry.ts';
import { baseUrlOf, configuredApiDomains } from '#infra/base-urls.ts';
import { buildOpenApi } from '#infra/openapi.ts';

type Json = Record<string, any>;
const document = JSON.parse(JSON.stringify(buildOpenApi())) as Json;
const schemas = document.components.schemas as Json;
const operation = (method: string, path: string) => document.paths[path][method] as Json;
const resolved = (schema: Json): Json =>
  schema.$ref ? schemas[String(schema.$ref).replace('#/components/schemas/', '')] : schema;
const successOf = (op: Json) =>
  Object.entries(op.responses as Json).find(([status]) => status.startsWith('2'))![1] as Json;

describe('the servers of the document (spec 9.2)', () => {
  it('names production and stage at the addresses the deploy settings configure, then the local server', () => {
    const domains = configuredApiDomains();
    expect(domains.prod).toBeDefined();
    expect(domains.stage).toBeDefined();
    expect(document.servers).toEqual([
      { url: baseUrlOf(domains.prod!), description: 'production' },
      { url: baseUrlOf(domains.stage!), description: 'stage' },
      { url: 'http://127.0.0.1:3000/v2', description: 'local' },
    ]);
    expect(baseUrlOf('api.example.com')).toBe('https://api.example.com/v2');
  });
});

describe('the mail-provider callback (spec 4.7)', () => {
  it("declares RecordType as the enum of the provider's types, and says what happens to others", () => {
    const event = resolved(
      operation('post', '/callbacks/mailprovider').requestBody.content['application/json'].schema,
    );
    const recordType = resolved(event.properties.RecordType);
    expect(recordType.enum).toEqual([...PROVIDER_RECORD_TYPES]);
    expect(recordType.description).toMatch(/answered 200 and ignored/);
    expect(event.required).toContain('RecordType');
  });

  it('still takes a type the provider adds later (answered 200 and ignored by the handler)', () => {
    expect(MailProviderEvent.safeParse({ RecordType: 'Inbound' }).success).toBe(true);
    expect(MailProviderEvent.safeParse({ RecordType: '' }).success).toBe(false);
    expect(MailProviderEvent.safeParse({}).success).toBe(false);
  });
});

describe('deprecations (spec 9.4)', () => {
  it('marks every deprecated operation deprecated, with the Deprecation header on its answer', () => {
    const deprecated = allRoutes().filter(({ route }) => route.deprecated);
    expect(deprecated.map((r) => r.operationId)).toContain('createProductGroupEntry');
    for (const { route } of deprecated) {
      const op = operation(route.method.toLowerCase(), route.path);
      expect(op.deprecated, route.path).toBe(true);
      expect(successOf(op).headers?.Deprecation, route.path).toMatchObject({ schema: { type: 'string' } });
    }
  });

  it('declares the Deprecation header where a deprecated field brings it, and marks the field', () => {
    const search = operation('post', '/tenants/{tenantUid}/receipts/search');
    expect(Object.keys(successOf(search).headers)).toEqual(
      expect.arrayContaining(['Deprecation', 'Warning']),
    );
    const body = resolved(search.requestBody.content['application/json'].schema);
    expect(resolved(body.properties.voucherNumber).deprecated).toBe(true);

    const till = operation('get', '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}');
    expect(successOf(till).headers.Deprecation.description).toMatch(/appSettings/);
    const tillSchema = resolved(successOf(till).content['application/json'].schema);
    for (const field of ['barcodePrinter', 'receiptPrinter', 'regularPrinter', 'appSettings'])
      expect(
        resolved(tillSchema.properties[field]).deprecated ?? tillSchema.properties[field].deprecated,
        field,
      ).toBe(true);
  });

  it("says the delivery state 'Not delivered' is gone rather than deprecated", () => {
    const state = schemas.DeliveryRecordState;
    expect(state.enum).toEqual(['NEW', 'STARTED', 'DELIVERED', 'CANCELLED']);
    expect(state.description).toMatch(/'Not delivered' of earlier versions is removed/);
  });
});

describe('routes under a store (docs/conventions.md, "Status codes")', () => {
  it('declare the 404 of an unknown store on every operation, naming params.storeUid', () => {
    const scoped = allRoutes().filter(({ route }) =>
      route.path.startsWith('/tenants/{tenantUid}/stores/{storeUid}/'),
    );
    expect(scoped.length).toBeGreaterThan(20);
    const missing = scoped
      .map(({ route }) => ({
        route,
        notFound: operation(route.method.toLowerCase(), route.path).responses['404'],
      }))
      .filter(({ notFound }) => !/params\.storeUid/.test(notFound?.description ?? ''))
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('does not declare it on the store itself, whose own 404 is the store', () => {
    const store = operation('get', '/tenants/{tenantUid}/stores/{storeUid}');
    expect(store.responses['404'].description).toBe('No such store');
  });
});
