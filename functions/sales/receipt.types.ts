import type * as z from 'zod';
import type { OrderItem } from './order.schema.ts';
import type { OrderAddress } from './order.types.ts';
import type { SettlementResponse, SettlementTotals } from './receipt.schema.ts';
import type { DeliveryState, ReceiptState } from './receipt-enums.ts';

/** A settlement as stored: the response shape plus the tenant payment method (a search key). */
export type SettlementRecord = z.output<typeof SettlementResponse> & { tenantPaymentMethodUid: string };
export type Totals = z.output<typeof SettlementTotals>;

/** A receipt as stored (receipt.entity.ts); settlements live inside it (at most 50). */
export type ReceiptRecord = {
  tenantUid: string;
  storeUid: string;
  orderUid: string;
  orderReceiptUid: string;
  voucherNumber: string;
  voucherSeq: number;
  externalVoucherNumber: string;
  sellerDisplayName: string;
  note: string;
  /** When the receipt became COMPLETE; until then its creation time. */
  settledAt: string;
  settleState: ReceiptState;
  deliveryState: DeliveryState;
  grandTotal: number;
  currency: string;
  settlementTotals: Totals;
  settlements: SettlementRecord[];
  items: OrderItem[];
  address: OrderAddress;
  customerUid: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};
