import { DEVICE_TOKEN_KEY } from '#shared/auth/device-token.repository.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { PAYMENT_KEYS } from '../payments/payment.repository.ts';
import { DeviceEntity } from './device.entity.ts';
import { PrintJobEntity } from './print-job.entity.ts';
import { PrinterEntity } from './printer.entity.ts';
import { routes as printersRoutes } from './routes.ts';

/**
 * The printers area: its functions with their routes and grants, the keys it owns.
 */
const printersFunction = {
  kind: 'http',
  name: 'printers',
  entry: 'functions/printers/handler.ts',
  routes: printersRoutes,
  // Printers (T#t#PRINTER#p, gsi1 T#t#PRINTERS), devices (T#t#DEVICE#d, gsi1 T#t#DEVICES), the
  // stores' print queues (T#t#PRINTQUEUE#s), device-token lookup items (DTOKEN#<hash>), store
  // main items (existence and name) and idempotency records. No outbox events: spec 6.3 has no
  // printer or device action. `GET /device` reads the store's payment methods and terminals
  // (T#t#STORE#s#PAYMENTS, under the store pattern) and the tenant's methods (T#t#PAYMENTMETHODS).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      PrinterEntity,
      DeviceEntity,
      PrintJobEntity,
      referenceKeys('store'),
      Object.values(PAYMENT_KEYS),
      DEVICE_TOKEN_KEY,
      IDEMPOTENCY_KEY,
    ),
  },
  // The PDF test page and its pdf-lib, loaded when one is rendered, not at every cold start.
  chunks: ['functions/printers/render-pdf.ts'],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'printers',
  functions: [printersFunction],
  keys: leadingKeys(PrinterEntity, DeviceEntity, PrintJobEntity),
});
