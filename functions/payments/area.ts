import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { PAYMENT_KEYS } from './payment.repository.ts';
import { routes as paymentsRoutes } from './routes.ts';

/**
 * The payments area: its functions with their routes and grants, the keys it owns.
 */
const paymentsFunction = {
  kind: 'http',
  name: 'payments',
  entry: 'functions/payments/handler.ts',
  routes: paymentsRoutes,
  // The tenant's payment methods (T#t#PAYMENTMETHODS), a store's methods and terminals
  // (T#t#STORE#s#PAYMENTS), the device a terminal is paired with (its store) and idempotency
  // records. No outbox events: spec 6.3 has no payment-method action.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(Object.values(PAYMENT_KEYS), referenceKeys('device'), IDEMPOTENCY_KEY),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'payments',
  functions: [paymentsFunction],
  keys: leadingKeys(Object.values(PAYMENT_KEYS)),
});
