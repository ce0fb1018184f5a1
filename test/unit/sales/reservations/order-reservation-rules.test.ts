import { describe, expect, it } from 'vitest';
import type { OrderItem } from '#functions/sales/orders/order.schema.ts';
import { ReserveOrderLinesBody } from '#functions/sales/reservations/order-reservation.schema.ts';
import {
  quantityToReserve,
  reservationFieldsOf,
  reservationRefusal,
  withReservation,
} from '#functions/sales/reservations/order-reservation-rules.ts';

const item = (extra: Partial<OrderItem> = {}) =>
  ({
    orderItemUid: 'l1',
    productType: 'STOCK',
    quantityOrdered: 3,
    quantityDelivered: 1,
    quantityReserved: 0,
    reservationType: 'NONE',
    reservationDetails: {},
    warehouseUid: 'wh-line',
    warehouseName: 'Line warehouse',
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as OrderItem;

const want = (reservationType: 'NONE' | 'WAREHOUSE' | 'PURCHASEORDER', extra = {}) => ({
  orderUid: 'o',
  orderItemUid: 'l1',
  reservationType,
  ...extra,
});

describe('order-line reservation rules', () => {
  it('reserves what is left to deliver', () => {
    expect(quantityToReserve(item())).toBe(2);
    expect(quantityToReserve(item({ quantityDelivered: 5 }))).toBe(0);
  });

  it('refuses lines that are not STOCK, returns, delivered or sold; never a release', () => {
    expect(reservationRefusal(item(), 'WAREHOUSE', 'IN_PROGRESS')).toBeUndefined();
    expect(reservationRefusal(item({ productType: 'NO_STOCK' }), 'WAREHOUSE', undefined)?.status).toBe(422);
    expect(
      reservationRefusal(item({ quantityOrdered: -1, quantityDelivered: 0 }), 'PURCHASEORDER', undefined)
        ?.status,
    ).toBe(422);
    expect(reservationRefusal(item({ quantityDelivered: 3 }), 'WAREHOUSE', undefined)?.status).toBe(409);
    expect(reservationRefusal(item(), 'WAREHOUSE', 'COMPLETE')?.status).toBe(409);
    expect(reservationRefusal(item({ productType: 'NO_STOCK' }), 'NONE', 'COMPLETE')).toBeUndefined();
  });

  it('shapes reservationDetails as spec 2.4 does, the unused members null', () => {
    expect(reservationFieldsOf(item(), want('WAREHOUSE', { warehouseUid: 'wh' }), 'Main')).toEqual({
      reservationType: 'WAREHOUSE',
      reservationDetails: { warehouse: { warehouseName: 'Main' }, purchaseOrder: null, receivement: null },
      quantityReserved: 2,
      warehouseUid: 'wh',
      warehouseName: 'Main',
    });
    expect(
      reservationFieldsOf(
        item(),
        want('PURCHASEORDER', { purchaseOrderUid: 'po', purchaseOrderItemUid: 'pol' }),
        '',
      ),
    ).toEqual({
      reservationType: 'PURCHASEORDER',
      reservationDetails: {
        warehouse: null,
        purchaseOrder: {
          purchaseOrderUid: 'po',
          purchaseOrderItemUid: 'pol',
          purchaseOrderNumber: '',
          quantityOrdered: 2,
        },
        receivement: null,
      },
      quantityReserved: 2,
      warehouseUid: 'wh-line',
      warehouseName: 'Line warehouse',
    });
    // With the purchase order's line: its number, ordered quantity, expected date and external id.
    const facts = {
      state: 'SENT' as const,
      purchaseOrderNumber: 'PO-9',
      expectedDeliveryDate: '2026-12-10T00:00:00.000Z',
      externalId: 'ERP-9',
      productUid: 'p',
      quantityOrdered: 40,
    };
    const pol = want('PURCHASEORDER', { purchaseOrderUid: 'po', purchaseOrderItemUid: 'pol' });
    expect(reservationFieldsOf(item(), pol, '', facts).reservationDetails.purchaseOrder).toEqual({
      purchaseOrderUid: 'po',
      purchaseOrderItemUid: 'pol',
      purchaseOrderNumber: 'PO-9',
      quantityOrdered: 40,
      expectedDeliveryDate: '2026-12-10T00:00:00.000Z',
      externalId: 'ERP-9',
    });
    expect(reservationFieldsOf(item({ quantityReserved: 2 }), want('NONE'), '')).toMatchObject({
      reservationType: 'NONE',
      quantityReserved: 0,
      reservationDetails: { warehouse: null, purchaseOrder: null, receivement: null },
    });
  });

  it('changes a line only when its reservation changes, whatever order a stored map keeps its keys in', () => {
    const reserved = withReservation(
      item(),
      reservationFieldsOf(item(), want('WAREHOUSE', { warehouseUid: 'wh' }), 'Main'),
      'now',
    );
    expect(reserved.lastModifiedAt).toBe('now');
    const stored = {
      ...reserved,
      reservationDetails: { receivement: null, purchaseOrder: null, warehouse: { warehouseName: 'Main' } },
    };
    const again = reservationFieldsOf(stored, want('WAREHOUSE', { warehouseUid: 'wh' }), 'Main');
    expect(withReservation(stored, again, 'later')).toBe(stored);
  });

  it('asks each type for its members and refuses a line listed twice', () => {
    const paths = (body: unknown) =>
      ReserveOrderLinesBody.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths({ reservations: [want('WAREHOUSE')] })).toEqual(['reservations.0.warehouseUid']);
    expect(paths({ reservations: [want('PURCHASEORDER', { warehouseUid: 'w' })] })).toEqual([
      'reservations.0.purchaseOrderUid',
      'reservations.0.purchaseOrderItemUid',
      'reservations.0.warehouseUid',
    ]);
    expect(paths({ reservations: [want('NONE'), want('NONE')] })).toEqual(['reservations.1.orderItemUid']);
    expect(
      paths({ reservations: Array.from({ length: 11 }, (_, i) => want('NONE', { orderItemUid: `l${i}` })) }),
    ).toEqual(['reservations']);
  });
});
