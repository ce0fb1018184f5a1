import type { Operations } from '#shared/http/handler.ts';
import { storeOf } from './accounting-scope.ts';
import { getCustomerAccounting, getFullCustomer, putCustomerAccounting } from './customer-ledger.service.ts';
import type { routes } from './routes.ts';

const ref = (p: { tenantUid: string; storeUid: string; customerUid: string }) => ({
  ...storeOf(p),
  customerUid: p.customerUid,
});

/** The accounting group's operations on a customer's ledger number in a store. */
export const customerLedgerOperations = {
  getCustomerAccounting: async ({ params }) => ({ body: await getCustomerAccounting(ref(params)) }),
  putCustomerAccounting: async ({ params, body }) => ({
    body: await putCustomerAccounting(ref(params), body.ledgerNumber),
  }),
  getFullCustomerAccounting: async ({ params }) => ({ body: await getFullCustomer(ref(params)) }),
} satisfies Partial<Operations<typeof routes>>;
