import type { OrderItem } from './order.schema.ts';
import type { OrderState, OrderStatus } from './order-enums.ts';
import type { MoneyTotals } from './order-money.ts';
import type { ReceiptState } from './receipt-enums.ts';

export type OrderAddress = {
  address: string;
  city: string;
  companyName: string;
  countryCode: string;
  email: string;
  firstname: string;
  lastname: string;
  mobile: string;
  postalCode: string;
  displayName: string;
  vatNumber?: string;
};

/** The receipts of an order as the order knows them (to derive the order state). */
export type OrderReceiptRef = { orderReceiptUid: string; voucherNumber: string; settleState: ReceiptState };

/** An order as stored (order.entity.ts). */
export type OrderRecord = {
  tenantUid: string;
  orderUid: string;
  storeUid: string;
  orderNumber: string;
  orderSeq: number;
  customerUid: string;
  organizationUid: string;
  tenantUserUid: string;
  sellerDisplayName: string;
  currency: string;
  exchangeRate: number;
  status: OrderStatus;
  state: OrderState;
  note: string;
  externalId: string;
  customerWords: string;
  address: OrderAddress;
  items: OrderItem[];
  totals: MoneyTotals;
  receipts: OrderReceiptRef[];
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};
