import type { EntityItem } from 'electrodb';
import type { MetadataValue } from '#shared/schema/metadata.ts';
import type { DeliveryRef } from '../deliveries/delivery-rules.ts';
import type { ReceiptState } from '../receipts/receipt-enums.ts';
import type { OrderEntity } from './order.entity.ts';
import type { OrderItem } from './order.schema.ts';
import type { MoneyTotals } from './order-money.ts';

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

/**
 * An order as stored: the attributes of OrderEntity (one source for names, types and which are
 * required), with the members it stores as documents typed here.
 */
export type OrderRecord = Omit<EntityItem<typeof OrderEntity>, DocumentMembers> & {
  address: OrderAddress;
  items: OrderItem[];
  totals: MoneyTotals;
  receipts: OrderReceiptRef[];
  deliveries?: DeliveryRef[];
  metadata?: MetadataValue;
};

/** Members the entity stores as documents (`type: 'any'`): their shape is not ElectroDB's. */
type DocumentMembers = 'address' | 'items' | 'totals' | 'receipts' | 'deliveries' | 'metadata';
