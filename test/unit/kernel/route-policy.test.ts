import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { allRoutes } from '#functions/registry.ts';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * The list shape and the status policy of docs/conventions.md ("Lists", "Status codes"), checked
 * on every route of the route tables: a new route that answers another shape, or a POST that is
 * neither a create with 201 and Location nor named below with its reason, fails here.
 */

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  $ref?: string;
};

/** The output JSON schema of a zod schema, its references resolved at the top two levels. */
const shapeOf = (schema: z.ZodMiniType | undefined): Json | undefined => {
  if (!schema) return undefined;
  const doc = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json & {
    $defs?: Record<string, Json>;
  };
  const resolve = (node: Json | undefined): Json | undefined =>
    node?.$ref ? resolve(node.$ref === '#' ? doc : doc.$defs?.[node.$ref.split('/').pop()!]) : node;
  const top = resolve(doc);
  if (!top?.properties) return top;
  return {
    ...top,
    properties: Object.fromEntries(Object.entries(top.properties).map(([k, v]) => [k, resolve(v)!])),
  };
};

const PAGING = ['pageNumber', 'pageSize', 'totalCount'] as const;

/** Whether `shape` is spec 2.1's envelope: items, and paging with its three members required. */
const envelopeIssues = (shape: Json | undefined): string[] => {
  if (!shape?.properties) return ['is not an object'];
  const issues: string[] = [];
  if (shape.properties.items?.type !== 'array') issues.push('has no items array');
  const paging = shape.properties.paging;
  if (!paging?.properties) return [...issues, 'has no paging object'];
  for (const member of PAGING) {
    if (paging.properties[member]?.type !== 'integer') issues.push(`paging.${member} is not an integer`);
    if (!paging.required?.includes(member)) issues.push(`paging.${member} is not required`);
  }
  return issues;
};

const queryKeys = (route: RouteDef) => Object.keys(route.request?.query?.shape ?? {});
const isPaged = (route: RouteDef) =>
  queryKeys(route).some((k) => k === 'pageNumber' || k === 'pageSize' || k === 'cursor');

/** Lists whose page is a member of a larger answer (the member named), not the answer itself. */
const NESTED_LISTS: Record<string, string> = {
  // The balance and totals of the customer, with a page of the ledger.
  getCustomerLoyaltyPoints: 'ledger',
};

/**
 * `{ items }` without paging: bounded sub-collections and fixed catalogues, which take no paging
 * parameters (spec 4.2 answers its customer links so).
 */
const BOUNDED_LISTS: Record<string, string> = {
  listCustomerContactCustomers: 'spec 4.2: 200 { items: array of customer link }',
  addCustomerContactCustomers: 'spec 4.2: 200 { items: array of customer link }',
  importProducts: 'the 207 of a batch: one result per item sent (at most 1,000)',
  listProductMedia: 'the media of one product (bounded per product)',
  listReceivements: 'the receivements of one purchase order (bounded by its lines)',
  listTemplates: 'the fixed list of template types',
  listHandlings: 'the handling definitions of a tenant (a configuration, tens at most)',
  listOrderDeliveries: 'the deliveries of one order (at most 100 per order)',
  reserveOrderLines: 'the lines the request named, one result each',
  listShipLabelDeliveryProviders: 'the fixed list of providers',
  listShipLabelDeliveryMethods: 'the fixed methods of one provider',
  listDevices: 'the devices of a tenant, one Query (a store has a handful)',
  leaseDeviceJobs: 'the jobs leased by this call (at most `limit`)',
};

/** POSTs that create and answer 200 because the specification says so (section cited). */
const SPEC_FIXED_CREATES: Record<string, string> = {
  createAccountingConfig: 'spec 4.4: POST (empty) -> 200 entry',
  createProductGroupEntry: 'spec 4.4: POST /productGroup -> 200 entry',
  createProductGroupMapping: 'spec 4.4: POST /productGroups -> 200 product-group mapping',
  createCustomerScopedContact: 'spec 4.3: POST .../contacts -> 200 customer-scoped contact',
  addCustomerContactCustomers: 'spec 4.2: POST .../customers -> 200 { items }',
  addCustomerContactExtension: 'spec 4.3: POST .../extensions/{code} -> 200 customer-scoped contact',
  createReceipt: 'spec 4.1: create receipt on an order -> 200 Receipt',
  sendNotification: 'spec 4.6: POST .../notifications -> 200 notification',
  createHttpTransport: 'spec 4.5: POST /httptransports -> 200 transport',
  createWebhook: 'spec 4.5: POST .../webhooks -> 200 webhook',
  mailProviderCallback: 'spec 4.7: 200 with no content',
};

/** POSTs that create nothing addressable: searches and actions on a resource. */
const NOT_CREATES: Record<string, string> = {
  searchCustomers: 'search',
  searchCustomerContacts: 'search',
  searchProducts: 'search',
  searchReceipts: 'search',
  searchDeliveries: 'search',
  searchNotifications: 'search',
  searchPrinters: 'search',
  searchOrders: 'search',
  searchSettlements: 'search',
  searchServiceOrders: 'search',
  transitionServiceOrder: 'a state change of the service order',
  addServiceOrderNote: 'appends to the service order',
  orderIntakeReport: 'a report over the read model',
  importProducts: 'a batch: 207 with one status per item',
  countStockBatch: 'a batch: 207 with one status per item',
  sendPurchaseOrder: 'a state change of the order',
  cancelPurchaseOrder: 'a state change of the order',
  closeTill: 'a state change of the session',
  eraseCustomer: 'a state change of the customer',
  reserveOrderLines: 'a change of the lines named',
  rotateSigningSecret: 'a change of the transport',
  enableHttpTransport: 'a change of the transport',
  redeliverWebhookDelivery: 'queues an existing delivery again (202)',
  sendWebhookTest: 'queues a test delivery (202)',
  publishTestEvent: 'queues a test event (202)',
  printTestPage: 'queues a print job (202)',
  leaseDeviceJobs: 'a change of the jobs leased',
  ackDeviceJob: 'a state change of the job',
};

/**
 * Path parameters a route need not declare a 404 of its own for: the tenant (the token's), and the
 * store of a route under it, whose 404 the kernel answers and the document declares
 * (shared/http/store-check.ts; test/integration/hardening/store-scope.test.ts walks them).
 */
const STORE_SCOPE = ['tenantUid', 'storeUid'];

/** Updates that answer the receipt's ETag but take no If-Match. */
const NO_IF_MATCH: Record<string, string> = {
  updateSettlement: "its state machine decides; the ETag is the receipt's, for a following receipt update",
};

const routes = allRoutes();
const getPaths = new Set(routes.filter((r) => r.route.method === 'GET').map((r) => r.route.path));

describe('lists (spec 2.1 envelope)', () => {
  it.each(routes.filter((r) => isPaged(r.route)).map((r) => [r.operationId, r.route] as const))(
    '%s answers { items, paging: { pageNumber, pageSize, totalCount } }',
    (operationId, route) => {
      const nested = NESTED_LISTS[operationId];
      const page = shapeOf(nested ? pageSchemaOf(route, nested) : route.success.schema);
      expect(envelopeIssues(page)).toEqual([]);
      if (queryKeys(route).includes('cursor'))
        expect(page?.properties?.paging?.properties?.nextCursor, 'paging.nextCursor').toBeDefined();
    },
  );

  it('answers no bare array and no { items } without paging outside the bounded lists', () => {
    const offenders = routes.flatMap(({ operationId, route }) => {
      const shape = shapeOf(route.success.schema);
      if (shape?.type === 'array') return [`${operationId}: a bare array`];
      // A list answered as `{ items }` alone (a resource with an `items` member, an order's lines, is no list).
      const members = Object.keys(shape?.properties ?? {});
      const listLike = shape?.properties?.items?.type === 'array' && members.length === 1;
      return listLike && !BOUNDED_LISTS[operationId] ? [`${operationId}: { items } without paging`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('takes no paging parameters on a bounded list', () => {
    expect(
      Object.keys(BOUNDED_LISTS).filter((id) => isPaged(routes.find((r) => r.operationId === id)!.route)),
    ).toEqual([]);
  });

  it('takes paging and sort in the query, never in a body', () => {
    const offenders = routes.flatMap(({ operationId, route }) => {
      const body = shapeOf(route.request?.body);
      return ['pageNumber', 'pageSize', 'sortBy', 'sortDirection', 'cursor']
        .filter((k) => body?.properties?.[k])
        .map((k) => `${operationId}: body.${k}`);
    });
    expect(offenders).toEqual([]);
  });
});

/** The zod schema of a nested list member (NESTED_LISTS). */
function pageSchemaOf(route: RouteDef, member: string): z.ZodMiniType {
  return (route.success.schema as z.ZodMiniObject).shape[member] as z.ZodMiniType;
}

describe('status policy (docs/conventions.md, "Status codes")', () => {
  it('knows every POST: a create with 201 and Location, a create the spec fixes, or no create', () => {
    const unknown = routes
      .filter(({ route }) => route.method === 'POST' && route.success.status !== 201)
      .map((r) => r.operationId)
      .filter((id) => !SPEC_FIXED_CREATES[id] && !NOT_CREATES[id]);
    expect(unknown, 'a POST that creates answers 201 with Location (or is named with its reason)').toEqual(
      [],
    );
  });

  it('keeps the spec-fixed creates at 200 and the actions off 201', () => {
    const status = (id: string) => routes.find((r) => r.operationId === id)?.route.success.status;
    for (const id of Object.keys(SPEC_FIXED_CREATES)) expect(status(id), id).toBe(200);
    for (const id of Object.keys(NOT_CREATES)) expect(status(id), id).not.toBe(201);
  });

  it.each(routes.filter((r) => r.route.success.status === 201).map((r) => [r.operationId, r.route] as const))(
    '%s declares a Location that names a readable resource, filled from its params or body',
    (_, route) => {
      const location = route.success.location;
      expect(location, 'success.location').toBeDefined();
      const params = Object.keys(route.request?.params?.shape ?? {});
      const members = Object.keys(shapeOf(route.success.schema)?.properties ?? {});
      // `{device.deviceUid}`: a member of a body member (the kernel reads it so).
      for (const [, name] of location!.matchAll(/\{([\w.]+)\}/g)) {
        const [first, ...rest] = name!.split('.');
        expect([...params, ...members], `{${name}} of ${location}`).toContain(first);
        if (rest.length > 0) {
          const nested = shapeOf((route.success.schema as z.ZodMiniObject).shape[first!] as z.ZodMiniType);
          expect(Object.keys(nested?.properties ?? {}), `{${name}} of ${location}`).toContain(rest[0]);
        }
      }
      const readable = location!.replace(/\{(?:\w+\.)*(\w+)\}/g, '{$1}');
      expect(getPaths.has(readable), `GET ${readable} is a route`).toBe(true);
    },
  );

  it('declares 404 on every route with an id in its path (but a store it files under)', () => {
    const missing = routes
      .filter(({ route }) =>
        Object.keys(route.request?.params?.shape ?? {}).some((p) => !STORE_SCOPE.includes(p)),
      )
      .filter(({ route }) => !route.responses?.[404])
      .map(({ operationId, route }) => `${operationId} ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('declares 412 on every update that answers an ETag (it takes If-Match)', () => {
    const missing = routes
      .filter(({ route }) => route.method === 'PUT' && route.success.headers?.ETag !== undefined)
      .filter(({ operationId, route }) => !route.responses?.[412] && !NO_IF_MATCH[operationId])
      .map((r) => r.operationId);
    expect(missing).toEqual([]);
  });

  it('answers a problem (no body schema) for every declared refusal', () => {
    const withBody = routes.flatMap(({ operationId, route }) =>
      Object.entries(route.responses ?? {})
        .filter(([status, r]) => Number(status) >= 400 && r.schema !== undefined)
        .filter(([status]) => !(operationId === 'getHealth' && status === '503'))
        .map(([status]) => `${operationId} ${status}`),
    );
    expect(withBody).toEqual([]);
  });
});
