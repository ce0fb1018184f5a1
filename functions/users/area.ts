import { leadingKeys } from '#shared/db/key-patterns.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as usersRoutes } from './routes.ts';
import { UserEntity } from './user.entity.ts';
import { USER_CODE_KEY } from './user.repository.ts';

/**
 * The users area: its functions with their routes and grants, the keys it owns.
 */
const usersFunction = {
  kind: 'http',
  name: 'users',
  entry: 'functions/users/handler.ts',
  routes: usersRoutes,
  // Tenant users and the tenant's user index (T#t#USER#u, gsi1 T#t#USERS), the user-code guards
  // (T#t#USERCODE#c), idempotency records. No outbox events: spec 6.3 has no user action.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(UserEntity, USER_CODE_KEY, IDEMPOTENCY_KEY),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'users',
  functions: [usersFunction],
  keys: leadingKeys(UserEntity, USER_CODE_KEY),
});
