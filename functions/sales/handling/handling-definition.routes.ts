import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';
import {
  CreateHandlingBody,
  HandlingList,
  HandlingParams,
  HandlingResponse,
} from './handling-definition.schema.ts';

/** Reads: any token of the tenant (a till shows the actions). Writes: Tenant.Admin or BACKOFFICE. */
const READ: RouteAuth = { access: 'STORE' };
const WRITE: RouteAuth = { access: 'BACKOFFICE' };
const tags = ['Order handling'] as const;
const base = '/tenants/{tenantUid}/handlings';

/** Handling definitions of a tenant (issue 17). */
export const handlingDefinitionRoutes = defineRoutes({
  createHandling: {
    method: 'POST',
    path: base,
    summary: 'Create a handling definition',
    description: 'A name and the actions staff record on order lines while an order is handled.',
    tags,
    auth: WRITE,
    request: { params: TenantParams, body: CreateHandlingBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/handlings/{handlingUid}',
      description: 'The handling definition',
      schema: HandlingResponse,
    },
    responses: { 409: { description: 'The handlingUid is taken' } },
  },
  listHandlings: {
    method: 'GET',
    path: base,
    summary: "The tenant's handling definitions",
    tags,
    auth: READ,
    request: { params: TenantParams },
    success: { status: 200, description: 'The handling definitions', schema: HandlingList },
  },
  getHandling: {
    method: 'GET',
    path: `${base}/{handlingUid}`,
    summary: 'A handling definition',
    tags,
    auth: READ,
    request: { params: HandlingParams },
    success: { status: 200, description: 'The handling definition', schema: HandlingResponse },
    responses: { 404: { description: 'No such handling' } },
  },
});
