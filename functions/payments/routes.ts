import { defineRoutes } from '#shared/http/route.ts';
import { paymentMethodRoutes } from './payment-method.routes.ts';
import { paymentTerminalRoutes } from './payment-terminal.routes.ts';

/** The payments group: payment methods and terminals (docs/decisions/payment-methods.md). */
export const routes = defineRoutes({ ...paymentMethodRoutes, ...paymentTerminalRoutes });
