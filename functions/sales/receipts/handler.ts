import { createHttpHandler } from '#shared/http/handler.ts';
import { receiptOperations } from './receipt.operations.ts';
import { routes } from './routes.ts';

/** The receipts function: its operations map (receipt.operations.ts) names every route. */
export const handler = createHttpHandler(routes, receiptOperations);
