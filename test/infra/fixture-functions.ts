import type { FunctionDef } from '#functions/registry.ts';
import { defineRoutes } from '#shared/http/route.ts';

const ok = { status: 200, description: 'ok' } as const;

/**
 * A registry that uses every kind of function and every grant, so the translation into IAM,
 * event source mappings and routes is tested whatever the real registry holds today. Entries
 * point at an existing handler; this app is synthesized without bundling.
 */
export const FIXTURE_FUNCTIONS: readonly FunctionDef[] = [
  {
    kind: 'http',
    name: 'reader',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'read' },
    routes: defineRoutes({
      listThings: {
        method: 'GET',
        path: '/tenants/{tenantUid}/things',
        summary: 'List things',
        auth: { permissions: ['CUSTOMER'] },
        success: ok,
      },
      getPing: { method: 'GET', path: '/ping', summary: 'Ping', auth: 'public', success: ok },
    }),
  },
  {
    kind: 'http',
    name: 'writer',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'readWrite', sendTo: ['notifications'], secrets: 'encrypt', tableLeadingKeys: ['T#*'] },
    routes: defineRoutes({
      createThing: {
        method: 'POST',
        path: '/tenants/{tenantUid}/things',
        summary: 'Create a thing',
        auth: { access: 'ADMIN' },
        success: { status: 201, description: 'created' },
      },
      deleteThing: {
        method: 'DELETE',
        path: '/tenants/{tenantUid}/things/{thingUid}',
        summary: 'Delete a thing',
        auth: { access: 'ADMIN' },
        success: { status: 204, description: 'deleted' },
      },
    }),
  },
  {
    kind: 'http',
    name: 'hooks',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'readWrite', callbackSecret: true },
    sesEvents: ['DELIVERY', 'BOUNCE'],
    routes: defineRoutes({
      postCallback: {
        method: 'POST',
        path: '/callbacks/provider',
        summary: 'Callback',
        auth: 'public',
        success: ok,
      },
    }),
  },
  {
    kind: 'stream',
    name: 'fanout',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'read', sendTo: ['webhookDelivery'] },
    batchSize: 25,
    recordTypes: ['EVENT', 'OTHER'],
  },
  {
    kind: 'http',
    name: 'searcher',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'read', search: 'reader' },
    routes: defineRoutes({
      searchThings: {
        method: 'POST',
        path: '/tenants/{tenantUid}/things/search',
        summary: 'Search things',
        auth: { permissions: ['CUSTOMER'] },
        success: ok,
        idempotent: false,
      },
    }),
  },
  {
    kind: 'stream',
    name: 'indexer',
    entry: 'functions/platform/handler.ts',
    grants: { search: 'writer' },
    batchSize: 100,
    changes: 'all',
    recordTypes: ['THING_SEARCH'],
    entities: ['thing', 'part'],
    retryUntilExpired: true,
  },
  {
    kind: 'queue',
    name: 'delivery',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'readWrite', secrets: 'decrypt' },
    queue: 'webhookDelivery',
    batchSize: 5,
  },
  {
    kind: 'queue',
    name: 'sender',
    entry: 'functions/platform/handler.ts',
    grants: { table: 'readWrite', ses: true, sms: true, secretPrefixes: ['rcs/things/'] },
    queue: 'notifications',
    batchSize: 20,
    timeoutSeconds: 45,
    memoryMb: 512,
  },
];
