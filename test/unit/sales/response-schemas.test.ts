import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { OrderItemResponse } from '#functions/sales/orders/order.schema.ts';
import { ReceiptResponse, SettlementResponse } from '#functions/sales/receipts/receipt.schema.ts';
import { ReceiptSearchBody } from '#functions/sales/receipts/receipt-search.schema.ts';
import { OrderAddressResponse } from '#shared/schema/address.ts';
import { DateTime, OptionalUid, Uid } from '#shared/schema/common.ts';
import { ADDRESS, DELIVERY_STATE, each, ITEM, obj, RECEIPT, SETTLEMENT } from './spec-tables.ts';

/**
 * The response schemas against the tables of spec 2.2-2.6 (spec-tables.ts, written out from the
 * spec text, not from our constants): a missing field, a wrong type, a required/optional mix-up
 * or a changed enum value fails. `?` marks optional members, `| null` nullable ones.
 */
type Schema = z.ZodMiniType & { def: any };

/** A compact description of a schema: UID, OptionalUID, date-time, string, integer, boolean, enum(...), array<...>, object{...}. */
const describeSchema = (input: Schema): string => {
  let s = input;
  let suffix = '';
  for (;;) {
    if (s.def.type === 'optional') {
      suffix = `?${suffix}`;
      s = s.def.innerType;
    } else if (s.def.type === 'nullable') {
      suffix += ' | null';
      s = s.def.innerType;
    } else break;
  }
  const known = new Map<unknown, string>([
    [Uid, 'UID'],
    [OptionalUid, 'OptionalUID'],
    [DateTime, 'date-time'],
  ]);
  const base =
    known.get(s) ??
    (s.def.type === 'number' && s.def.format === 'safeint'
      ? 'integer'
      : s.def.type === 'enum'
        ? `enum(${(s as any).options.join(' ')})`
        : s.def.type === 'array'
          ? `array<${describeSchema(s.def.element)}>`
          : s.def.type === 'object'
            ? `object{${Object.entries(s.def.shape)
                .map(([k, v]) => `${k}:${describeSchema(v as Schema)}`)
                .sort()
                .join(',')}}`
            : s.def.type);
  return base + suffix;
};
const shapeOf = (schema: Schema) =>
  Object.fromEntries(Object.entries(schema.def.shape).map(([k, v]) => [k, describeSchema(v as Schema)]));
describe('response schemas match spec 2.2-2.6 field by field', () => {
  it.each([
    ['OrderAddressResponseSchema (2.5)', OrderAddressResponse, ADDRESS],
    ['OrderItemResponseSchema (2.4)', OrderItemResponse, ITEM],
    ['SettlementResponseSchema (2.3)', SettlementResponse, SETTLEMENT],
    ['ReceiptResponseSchema (2.2)', ReceiptResponse, RECEIPT],
  ] as const)('%s', (_name, schema, expected) => {
    expect(shapeOf(schema as unknown as Schema)).toEqual(expected);
  });

  it('caps receiptText at 500 characters (spec 8)', () => {
    const receiptText = (SettlementResponse as unknown as Schema).def.shape.receiptText;
    expect(receiptText.safeParse('x'.repeat(500)).success).toBe(true);
    expect(receiptText.safeParse('x'.repeat(501)).success).toBe(false);
  });

  it('takes a ledger number with leading zeros, nothing else', () => {
    const ledgerNumber = (SettlementResponse as unknown as Schema).def.shape.ledgerNumber;
    expect(ledgerNumber.safeParse('00123').success).toBe(true);
    expect(ledgerNumber.safeParse('12a').success).toBe(false);
  });
});

describe('TenantOrderReceiptSearch (spec 4.1)', () => {
  it('has every filter of the spec with its type, all optional', () => {
    const shape = shapeOf(ReceiptSearchBody as unknown as Schema);
    const spec = {
      ...each('storeUids, organizationUids, customerUids, tenantUserUids, productUids', 'array<UID>'),
      ...each('customerQuery, orderNumber, voucherNumber, query', 'string'),
      ...each('settledAtFrom, settledAtTo', 'date-time'),
      ...each('voucherNumbers, productSkus, settlementExternalPaymentReferences', 'array<string>'),
      tenantPaymentMethodUids: 'array<UID>',
      deliveryStates: `array<${DELIVERY_STATE}>`,
      amountRange: obj({ from: 'integer', to: 'integer' }),
      hasUnpaidInvoices: 'boolean',
    };
    for (const [field, type] of Object.entries(spec)) {
      // Filters are wrapped (empty strings and empty lists count as absent): every one is optional.
      expect(ReceiptSearchBody.safeParse({}).success).toBe(true);
      expect(shape[field], field).toBeDefined();
      const inner = innerOf((ReceiptSearchBody as unknown as Schema).def.shape[field]);
      expect(describeSchema(inner), field).toBe(type);
    }
  });
});

/** The schema inside the preprocess/optional/transform wrappers of a search filter. */
const innerOf = (schema: Schema): Schema => {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const t = s.def.type;
    if (t === 'pipe') s = s.def.out.def.type === 'transform' ? s.def.in : s.def.out;
    else if (t === 'optional' || t === 'nullable') s = s.def.innerType;
    else break;
  }
  return s;
};
