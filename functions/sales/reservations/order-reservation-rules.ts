import type { PurchaseOrderLineFacts } from '#functions/inventory/purchase-order.service.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { ReceiptState } from '../receipts/receipt-enums.ts';
import type { ReservationInput } from './order-reservation.schema.ts';

/**
 * Reservation of order lines (spec 2.4, 4.8), pure: which lines may be reserved, and a line
 * after its reservation. docs/decisions/reservations.md.
 */

/** What is left to deliver of a line: the quantity a reservation holds. */
export const quantityToReserve = (item: Pick<OrderItem, 'quantityOrdered' | 'quantityDelivered'>): number =>
  Math.max(item.quantityOrdered - item.quantityDelivered, 0);

export type Refusal = { status: 409 | 422; message: string };

/**
 * Why a line cannot take this reservation, or undefined. Releasing (NONE) is always allowed. Only
 * STOCK lines are reserved (the other types have no quantity in a warehouse), never a return
 * line, a delivered one, or one on a COMPLETE receipt (its stock has left as a sale).
 */
export const reservationRefusal = (
  item: Pick<OrderItem, 'productType' | 'quantityOrdered' | 'quantityDelivered'>,
  type: ReservationInput['reservationType'],
  receiptState: ReceiptState | undefined,
): Refusal | undefined => {
  if (receiptState === 'COMPLETE' && type !== 'NONE') {
    return { status: 409, message: 'is on a COMPLETE receipt: sold, its stock has left' };
  }
  if (type === 'NONE') return undefined;
  if (item.productType !== 'STOCK') {
    return { status: 422, message: `is a ${item.productType} line: only STOCK lines are reserved` };
  }
  if (item.quantityOrdered < 0) return { status: 422, message: 'is a return line: nothing to reserve' };
  if (quantityToReserve(item) === 0) return { status: 409, message: 'is delivered: nothing left to reserve' };
  return undefined;
};

/** The reservation members of a line (what a reservation sets and what its event reports). */
export type ReservationFields = Pick<
  OrderItem,
  'reservationType' | 'reservationDetails' | 'quantityReserved' | 'warehouseUid' | 'warehouseName'
>;

/**
 * The reservation members a line gets. WAREHOUSE: the warehouse (uid and name on the line, the
 * name in reservationDetails.warehouse). PURCHASEORDER: the purchase order line in
 * reservationDetails.purchaseOrder, with its number, ordered quantity, expected date and external
 * id from the purchase order (`po`; without it, the request's number and the reserved quantity); the
 * line's warehouse stays. NONE: nothing reserved. The members a type does not use are null.
 */
export const reservationFieldsOf = (
  item: OrderItem,
  want: ReservationInput,
  warehouseName: string,
  po?: PurchaseOrderLineFacts,
): ReservationFields => {
  const quantity = quantityToReserve(item);
  const none = { warehouse: null, purchaseOrder: null, receivement: null };
  if (want.reservationType === 'WAREHOUSE') {
    return {
      reservationType: 'WAREHOUSE',
      reservationDetails: { ...none, warehouse: { warehouseName } },
      quantityReserved: quantity,
      warehouseUid: want.warehouseUid!,
      warehouseName,
    };
  }
  const kept = { warehouseUid: item.warehouseUid, warehouseName: item.warehouseName };
  if (want.reservationType === 'PURCHASEORDER') {
    return {
      reservationType: 'PURCHASEORDER',
      reservationDetails: {
        ...none,
        purchaseOrder: {
          purchaseOrderUid: want.purchaseOrderUid!,
          purchaseOrderItemUid: want.purchaseOrderItemUid!,
          purchaseOrderNumber: po?.purchaseOrderNumber ?? want.purchaseOrderNumber ?? '',
          quantityOrdered: po?.quantityOrdered ?? quantity,
          ...(po?.expectedDeliveryDate ? { expectedDeliveryDate: po.expectedDeliveryDate } : {}),
          ...(po?.externalId ? { externalId: po.externalId } : {}),
        },
      },
      quantityReserved: quantity,
      ...kept,
    };
  }
  return { reservationType: 'NONE', reservationDetails: none, quantityReserved: 0, ...kept };
};

const fieldsOf = (item: OrderItem): ReservationFields => ({
  reservationType: item.reservationType,
  reservationDetails: item.reservationDetails,
  quantityReserved: item.quantityReserved,
  warehouseUid: item.warehouseUid,
  warehouseName: item.warehouseName,
});

/** JSON with object keys sorted: a stored map does not keep the order its keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The line with these reservation members; the same line when they change nothing. */
export const withReservation = (item: OrderItem, fields: ReservationFields, now: string): OrderItem =>
  canonical(fieldsOf(item)) === canonical(fields) ? item : { ...item, ...fields, lastModifiedAt: now };
