import { defineRoutes } from '#shared/http/route.ts';
import { userRoutes } from './user.routes.ts';

/** The users group: tenant users (docs/decisions/users-tills.md). */
export const routes = defineRoutes({ ...userRoutes });
