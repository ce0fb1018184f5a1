import { defineRoutes } from '#shared/http/route.ts';
import { ledgerVoucherRoutes } from './ledger-voucher.routes.ts';
import { tillRoutes } from './till.routes.ts';
import { tillSessionRoutes } from './till-session.routes.ts';

/** The tills group: tills of a store and their sessions (docs/decisions/users-tills.md). */
export const routes = defineRoutes({ ...tillRoutes, ...tillSessionRoutes, ...ledgerVoucherRoutes });
