import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';
import {
  MAX_RESERVATIONS,
  ReserveOrderLinesBody,
  ReserveOrderLinesResult,
} from './order-reservation.schema.ts';

/** Order-line reservations (spec 4.8; docs/decisions/reservations.md). */
export const orderReservationRoutes = defineRoutes({
  reserveOrderLines: {
    method: 'POST',
    path: '/tenants/{tenantUid}/orders/reservations',
    summary: 'Reserve order lines in a warehouse or on a purchase order, or release them',
    description:
      `Up to ${MAX_RESERVATIONS} lines of any orders of the tenant, all or nothing. WAREHOUSE holds what is left to deliver of the line ` +
      '(quantityOrdered - quantityDelivered) in the warehouse: its stock level reserves it (a RESERVATION movement) and the line gets ' +
      'reservationType, quantityReserved, warehouseUid, warehouseName and reservationDetails.warehouse. PURCHASEORDER names a line of a ' +
      'purchase order of the tenant, which is checked: the order and its line exist (404 naming purchaseOrderUid or purchaseOrderItemUid), ' +
      "the line orders the order line's product (422) and the order still expects goods (a RECEIVED or CANCELLED order is a 409). " +
      "reservationDetails.purchaseOrder takes the purchase order's number, expected delivery date and external id and the line's " +
      'quantityOrdered, and any warehouse hold is given back. NONE ' +
      'releases the line. A reservation beyond what is available is a 409 naming the line, unless the warehouse allows negative stock. ' +
      'The receipts the lines are on follow (deliveryState IN_PROGRESS while a line is reserved). One ORDER_LINE_RESERVATION_CHANGE per ' +
      'changed line; a line that already has the reservation changes nothing.',
    tags: ['Orders'],
    auth: { permissions: ['SALES_ORDER'] },
    request: { params: TenantParams, body: ReserveOrderLinesBody },
    success: {
      status: 200,
      description: 'Each line after the request, in order',
      schema: ReserveOrderLinesResult,
    },
    responses: {
      404: {
        description:
          'An order, order line, warehouse, purchase order or purchase-order line was not found (errors name each)',
      },
      409: {
        description:
          'A line would reserve more than is available, is on a COMPLETE receipt or is delivered, or its purchase order is RECEIVED or CANCELLED (errors name each line)',
      },
      422: {
        description:
          'A line is not a STOCK line or is a return line, or its purchase-order line orders another product',
      },
    },
  },
});
