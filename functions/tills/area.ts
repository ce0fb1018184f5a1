import { EVENT_KEY } from '#events/outbox.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { AccountingConfigEntity } from '../accounting/accounting-config.entity.ts';
import { defineArea } from '../area-def.ts';
import { ProductGroupEntity } from '../catalogue/product-group.entity.ts';
import { CASH_POINT_KEYS } from '../fiscal/cash-point.repository.ts';
import type { FunctionDef } from '../function-def.ts';
import { PAYMENT_KEYS } from '../payments/payment.repository.ts';
import { routes as tillsRoutes } from './routes.ts';
import { TillEntity } from './till.entity.ts';
import { TILL_NUMBER_KEY } from './till.repository.ts';

/**
 * The tills area: its functions with their routes and grants, the keys it owns, the webhook actions it emits.
 */
const tillsFunction = {
  kind: 'http',
  name: 'tills',
  entry: 'functions/tills/handler.ts',
  routes: tillsRoutes,
  // Tills with their sessions (T#t#TILL#till: TILL, SESSION, SESSION#...), the store's till index
  // (gsi1 T#t#TILLS), the till-number guards (T#t#TILLNUMBER#s#n), tenant users (the name of
  // the user who opens or closes; T#t#USER#u), outbox events (TILL_OPEN, TILL_CLOSED) and
  // idempotency records. Settlements add to a session from the sales function (its grant is the table).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      TillEntity,
      TILL_NUMBER_KEY,
      referenceKeys('user'),
      // The cash point's journal and head: opening, cash movements and closing are journaled.
      CASH_POINT_KEYS.cashPoint,
      // The close's ledger voucher reads the store's accounts and payment methods' ledger numbers.
      AccountingConfigEntity,
      Object.values(PAYMENT_KEYS),
      EVENT_KEY,
      IDEMPOTENCY_KEY,
      // X and Z reports: the store's company, the product groups of what was sold; the reports
      // and their counter are the till's partition.
      referenceKeys('store', 'product'),
      ProductGroupEntity,
    ),
  },
  // The report PDF and its pdf-lib, loaded when a report is first asked for as a PDF.
  chunks: ['functions/tills/till-report-pdf.ts'],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'tills',
  functions: [tillsFunction],
  keys: leadingKeys(TillEntity, TILL_NUMBER_KEY),
  events: ['TILL_OPEN', 'TILL_CLOSED'],
});
