import { describe, expect, it } from 'vitest';
import { OrderEntity } from '#functions/sales/orders/order.entity.ts';
import { orderKey } from '#functions/sales/orders/order.repository.ts';
import { ReceiptEntity } from '#functions/sales/receipts/receipt.entity.ts';
import { receiptKey } from '#functions/sales/receipts/receipt.repository.ts';

// The batch reads of orders and receipts build their keys by hand (no entity operation per key):
// they must stay the keys the entities write.
describe('keys built without the entity', () => {
  it('are the order and receipt entities’ own keys', () => {
    expect(orderKey('t-1', 'o-1')).toEqual(
      OrderEntity.get({ tenantUid: 't-1', orderUid: 'o-1' }).params().Key,
    );
    expect(receiptKey('t-1', 'r-1')).toEqual(
      ReceiptEntity.get({ tenantUid: 't-1', orderReceiptUid: 'r-1' }).params().Key,
    );
  });
});
