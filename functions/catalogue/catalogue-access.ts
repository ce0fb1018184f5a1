import type { RouteAuth } from '#shared/auth/model.ts';

/**
 * Who may use the catalogue (issue 15): any token of the tenant reads it, whatever its access
 * level (STORE, BACKOFFICE or ADMIN) and permissions; changes need tenant access level BACKOFFICE
 * or ADMIN (Tenant.Admin). No named permission of spec 5 is about products, so none is asked.
 */
export const CATALOGUE_READ: RouteAuth = { access: 'STORE' };
export const CATALOGUE_WRITE: RouteAuth = { access: 'BACKOFFICE' };
