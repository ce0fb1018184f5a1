import {
  type PurchaseOrderLineFacts,
  purchaseOrderLine,
} from '#functions/inventory/purchase-order.service.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import type { ReserveOrderLinesInput } from './order-reservation.schema.ts';

/**
 * The purchase-order lines PURCHASEORDER reservations name, checked (spec 2.4 reservationDetails.
 * purchaseOrder takes its number, quantity, expected date and external id from them): the order and
 * its line exist (404 naming the field), the line orders the order line's product (422), and the
 * purchase order still expects goods, not RECEIVED or CANCELLED (409). Undefined for other types.
 */
export const purchaseOrderLinesOf = async (
  tenantUid: string,
  input: ReserveOrderLinesInput,
  productOf: (index: number) => string,
): Promise<(PurchaseOrderLineFacts | undefined)[]> =>
  Promise.all(
    input.reservations.map(async (r, i) => {
      if (r.reservationType !== 'PURCHASEORDER') return undefined;
      const path = `body.reservations[${i}]`;
      const found = await purchaseOrderLine(tenantUid, r.purchaseOrderUid!, r.purchaseOrderItemUid!);
      if (!found.line) {
        const [field, kind, uid] = found.order
          ? ['purchaseOrderItemUid', 'purchase order line', r.purchaseOrderItemUid!]
          : ['purchaseOrderUid', 'purchase order', r.purchaseOrderUid!];
        throw NotFoundError.record(kind, uid, `${path}.${field}`);
      }
      if (found.line.productUid !== productOf(i)) {
        const message = `orders product '${found.line.productUid}', not the order line's`;
        throw new UnprocessableError(message, {
          errors: [{ path: `${path}.purchaseOrderItemUid`, message }],
        });
      }
      if (found.line.state === 'RECEIVED' || found.line.state === 'CANCELLED') {
        const message = `the purchase order is ${found.line.state}: no goods are coming to reserve`;
        throw new ConflictError(message, { errors: [{ path: `${path}.purchaseOrderUid`, message }] });
      }
      return found.line;
    }),
  );
