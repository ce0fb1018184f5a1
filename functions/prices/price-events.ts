import type { EventData } from '#events/catalogue.ts';
import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { PriceRecord } from './price.schema.ts';
import type { PricelistRecord } from './pricelist.schema.ts';

/** The PRICE_* event drafts (events/schemas/price.schema.ts), typed by the catalogue. */

type Members = EventData<'PRICE_CREATE'>;

const price = (p: PriceRecord): Members['price'] => ({
  amount: p.amount,
  validFrom: p.validFrom ?? null,
  validTo: p.validTo ?? null,
  quantityBreaks: p.quantityBreaks.map((b) => ({ minQuantity: b.minQuantity, amount: b.amount })),
});

const members = (list: PricelistRecord, p: PriceRecord, sku: string): Members => ({
  pricelist: {
    id: numericId(list.pricelistUid),
    uid: list.pricelistUid,
    currency: list.currency,
    type: list.type,
  },
  product: { id: numericId(p.productUid), uid: p.productUid, sku },
  price: price(p),
});

export const priceCreated = (
  list: PricelistRecord,
  p: PriceRecord,
  sku: string,
): EventDraft<'PRICE_CREATE'> => ({
  action: 'PRICE_CREATE',
  tenantUid: p.tenantUid,
  data: members(list, p, sku),
});

export const priceUpdated = (
  list: PricelistRecord,
  before: PriceRecord,
  after: PriceRecord,
  sku: string,
): EventDraft<'PRICE_UPDATE'> => ({
  action: 'PRICE_UPDATE',
  tenantUid: after.tenantUid,
  data: { ...members(list, after, sku), previous: price(before) },
});

export const priceDeleted = (
  list: PricelistRecord,
  p: PriceRecord,
  sku: string,
): EventDraft<'PRICE_DELETE'> => ({
  action: 'PRICE_DELETE',
  tenantUid: p.tenantUid,
  data: members(list, p, sku),
});
