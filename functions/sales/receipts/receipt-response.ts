import { metadataOf } from '#shared/schema/metadata.ts';
import type { ReceiptRecord, SettlementRecord } from './receipt.types.ts';

/** The settlement as the API returns it (the tenant payment method is a search key only). */
export const toSettlementResponse = ({ tenantPaymentMethodUid: _t, ...s }: SettlementRecord) => s;

/** The receipt as the API returns it: exactly the members of ReceiptResponseSchema. */
export const toReceiptResponse = (r: ReceiptRecord) => ({
  storeUid: r.storeUid,
  orderUid: r.orderUid,
  orderReceiptUid: r.orderReceiptUid,
  settleState: r.settleState,
  voucherNumber: r.voucherNumber,
  externalVoucherNumber: r.externalVoucherNumber,
  sellerDisplayName: r.sellerDisplayName,
  note: r.note,
  settledAt: r.settledAt,
  deliveryState: r.deliveryState,
  grandTotal: r.grandTotal,
  settlementTotals: r.settlementTotals,
  settlements: r.settlements.map(toSettlementResponse),
  items: r.items.map(({ vatRate: _v, ...item }) => item),
  address: r.address,
  customerUid: r.customerUid,
  metadata: metadataOf(r.metadata),
});
