import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { CARRIER_SECRET_PREFIX } from './carrier-secrets.ts';
import { routes as shippingRoutes } from './routes.ts';
import { ShipmentEntity } from './shipment.entity.ts';

/**
 * The shipping area: its functions with their routes and grants, the keys it owns.
 */
const shippingFunction = {
  kind: 'http',
  name: 'shipping',
  entry: 'functions/shipping/handler.ts',
  routes: shippingRoutes,
  // Shipments with their labels and the tenant's parcel serial counter (T#t#SHIPMENT#); reads
  // the order (number, address, lines) and the store (the sender's address); idempotency records.
  // Carrier adapters read the tenant's credentials (rcs/carriers/<tenant>/<provider>) and no
  // other secret.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(ShipmentEntity, referenceKeys('order', 'store'), IDEMPOTENCY_KEY),
    secretPrefixes: [CARRIER_SECRET_PREFIX],
  },
  // The PDF label and its pdf-lib, loaded when a label is drawn, not at every cold start.
  chunks: ['functions/shipping/label-pdf.ts'],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'shipping',
  functions: [shippingFunction],
  keys: leadingKeys(ShipmentEntity),
});
