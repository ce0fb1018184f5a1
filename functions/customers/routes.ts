import { defineRoutes } from '#shared/http/route.ts';
import { contactRoutes } from './contact.routes.ts';
import { customerRoutes } from './customer.routes.ts';
import { scopedContactRoutes } from './scoped-contact.routes.ts';

/**
 * The customers group: customers, tenant-level contacts (spec 4.2) and customer-scoped contacts
 * (spec 4.3) share one Lambda, because every contact write also touches customers.
 */
export const routes = defineRoutes({ ...customerRoutes, ...contactRoutes, ...scopedContactRoutes });
