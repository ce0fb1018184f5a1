import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { MetadataValue } from '#shared/schema/metadata.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { OrderAddress } from '../orders/order.types.ts';
import type { ReceiptEntity } from './receipt.entity.ts';
import type { SettlementResponse, SettlementTotals } from './receipt.schema.ts';

/** A settlement as stored: the response shape plus the tenant payment method (a search key). */
export type SettlementRecord = z.output<typeof SettlementResponse> & { tenantPaymentMethodUid: string };
export type Totals = z.output<typeof SettlementTotals>;

/**
 * A receipt as stored: the attributes of ReceiptEntity, with the members it stores as documents
 * typed here; settlements live inside it (at most 50).
 */
export type ReceiptRecord = Omit<EntityItem<typeof ReceiptEntity>, DocumentMembers> & {
  settlementTotals: Totals;
  settlements: SettlementRecord[];
  items: OrderItem[];
  address: OrderAddress;
  metadata?: MetadataValue;
};

/** Members the entity stores as documents (`type: 'any'`): their shape is not ElectroDB's. */
type DocumentMembers = 'settlementTotals' | 'settlements' | 'items' | 'address' | 'metadata';
