import { describe, expectTypeOf, it } from 'vitest';
import type { OrderItem } from '#functions/sales/orders/order.schema.ts';
import type { OrderAddress, OrderRecord } from '#functions/sales/orders/order.types.ts';
import type { OrderState, OrderStatus } from '#functions/sales/orders/order-enums.ts';
import type { ReceiptRecord, SettlementRecord } from '#functions/sales/receipts/receipt.types.ts';
import type { DeliveryState, ReceiptState } from '#functions/sales/receipts/receipt-enums.ts';

/**
 * The stored record types are the entities' attributes (order.entity.ts, receipt.entity.ts) with
 * their document members typed beside them: an attribute renamed, retyped or made optional in an
 * entity changes the record type, and these checks (run by tsc and vitest) fail.
 */
describe('stored record types come from the entities', () => {
  it('orders: scalar attributes from OrderEntity, documents typed', () => {
    expectTypeOf<OrderRecord['orderSeq']>().toEqualTypeOf<number>();
    expectTypeOf<OrderRecord['status']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<OrderRecord['state']>().toEqualTypeOf<OrderState>();
    expectTypeOf<OrderRecord['customerUid']>().toEqualTypeOf<string>();
    expectTypeOf<OrderRecord['version']>().toEqualTypeOf<number>();
    expectTypeOf<OrderRecord['items']>().toEqualTypeOf<OrderItem[]>();
    expectTypeOf<OrderRecord['address']>().toEqualTypeOf<OrderAddress>();
    expectTypeOf<OrderRecord>().not.toHaveProperty('voucherNumber');
  });

  it('receipts: scalar attributes from ReceiptEntity, documents typed', () => {
    expectTypeOf<ReceiptRecord['voucherSeq']>().toEqualTypeOf<number>();
    expectTypeOf<ReceiptRecord['settleState']>().toEqualTypeOf<ReceiptState>();
    expectTypeOf<ReceiptRecord['deliveryState']>().toEqualTypeOf<DeliveryState>();
    expectTypeOf<ReceiptRecord['grandTotal']>().toEqualTypeOf<number>();
    expectTypeOf<ReceiptRecord['settlements']>().toEqualTypeOf<SettlementRecord[]>();
    expectTypeOf<ReceiptRecord>().not.toHaveProperty('orderSeq');
  });
});
