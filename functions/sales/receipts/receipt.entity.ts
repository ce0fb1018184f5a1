import { Entity } from 'electrodb';
import { RECEIPT_KINDS } from '#functions/fiscal/fiscal-codes.ts';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { DELIVERY_STATES, RECEIPT_STATES } from './receipt-enums.ts';

/**
 * The receipt main item, tenant-level (`T#<tenant>#RECEIPT#<uid>`) so the tenant-wide search can
 * fetch a page of receipts with one BatchGet; the store is an attribute checked on every read.
 * Settlements and line snapshots live inside the item (at most 50 settlements, 200 lines), so
 * the receipt, its settlements and its derived state change atomically under one version.
 */
export const ReceiptEntity = new Entity(
  {
    model: { entity: 'receipt', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      orderReceiptUid: readOnlyString,
      storeUid: readOnlyString,
      orderUid: readOnlyString,
      voucherNumber: readOnlyString,
      voucherSeq: { type: 'number', required: true, readOnly: true },
      externalVoucherNumber: requiredString,
      sellerDisplayName: requiredString,
      note: requiredString,
      settledAt: requiredString,
      settleState: { type: RECEIPT_STATES, required: true },
      deliveryState: { type: DELIVERY_STATES, required: true },
      grandTotal: { type: 'number', required: true },
      currency: requiredString,
      customerUid: requiredString,
      settlementTotals: { type: 'any', required: true },
      settlements: { type: 'any', required: true },
      items: { type: 'any', required: true },
      address: { type: 'any', required: true },
      /** The integrator's key-value pairs (shared/schema/metadata.ts); absent when none. */
      metadata: { type: 'any' },
      // Cash register compliance (receipt-fiscal.ts): the till the receipt was made at, its kind
      // (absent: SALE) and the number of its signed transaction at that till.
      tillUid: { type: 'string' },
      receiptKind: { type: RECEIPT_KINDS },
      fiscalNumber: { type: 'number' },
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey('pk', ['tenantUid', 'orderReceiptUid'], 'T#${tenantUid}#RECEIPT#${orderReceiptUid}'),
        sk: templateKey('sk', [], 'RECEIPT'),
      },
    },
  },
  entityConfig(),
);
