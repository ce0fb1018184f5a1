import { createHttpHandler } from '#shared/http/handler.ts';
import { accountingConfigOperations } from './accounting-config.operations.ts';
import { accountingViewOperations } from './accounting-view.operations.ts';
import { customerLedgerOperations } from './customer-ledger.operations.ts';
import { routes } from './routes.ts';

/**
 * The accounting group's operations, one slice per resource beside its services; createHttpHandler
 * checks that together they name every route.
 */
export const handler = createHttpHandler(routes, {
  ...accountingConfigOperations,
  ...accountingViewOperations,
  ...customerLedgerOperations,
});
