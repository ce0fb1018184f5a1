import * as z from 'zod';
import { DateTime, singleLine, text, Uid } from '#shared/schema/common.ts';
import { PaymentMethodParameterType } from '#shared/schema/retail.ts';
import { PAYMENT_METHOD_TYPES } from './payments-enums.ts';

/**
 * Payment methods (spec 2.3 `tenantPaymentMethodUid`, `storePaymentMethodUid`): a tenant defines
 * its methods once, a store enables the ones it takes. Imported by route tables: no config, no SDK.
 */

const Name = singleLine(200).trim().min(1, 'must not be empty');
const Code = singleLine(100).trim().min(1, 'must not be empty');
const ReceiptText = text(500).describe('Printed on the receipt for the payment method (spec 2.3)');
const LedgerNumber = z.string().regex(/^\d{1,20}$/, 'must be digits, leading zeros allowed');

export const PaymentMethodType = z.enum(PAYMENT_METHOD_TYPES).meta({ id: 'PaymentMethodType' });

/** A parameter a settlement with the method carries (spec 2.3 parameters, without the value). */
export const ParameterDefinition = z
  .object({ key: Code, name: singleLine(200).default(''), type: PaymentMethodParameterType })
  .meta({ id: 'PaymentMethodParameter' });

const Parameters = z
  .array(ParameterDefinition)
  .max(20)
  .superRefine((list, ctx) => {
    list.forEach((p, i) => {
      if (list.findIndex((q) => q.key === p.key) !== i) {
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key '${p.key}' is listed twice` });
      }
    });
  });

export const CreateTenantPaymentMethodBody = z
  .object({
    tenantPaymentMethodUid: Uid.optional(),
    code: Code.describe('The settlement code of its payments, e.g. CARD'),
    name: Name,
    type: PaymentMethodType,
    parameters: Parameters.default([]),
    receiptText: ReceiptText.default(''),
    active: z.boolean().default(true),
  })
  .meta({
    id: 'CreateTenantPaymentMethod',
    example: {
      tenantPaymentMethodUid: 'tpm-card',
      code: 'CARD',
      name: 'Card',
      type: 'CARD',
      parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
      receiptText: 'Paid by card',
    },
  });
export type CreateTenantPaymentMethodInput = z.output<typeof CreateTenantPaymentMethodBody>;

export const UpdateTenantPaymentMethodBody = z
  .object({
    code: Code.optional(),
    name: Name.optional(),
    type: PaymentMethodType.optional(),
    parameters: Parameters.optional(),
    receiptText: ReceiptText.optional(),
    active: z.boolean().optional(),
  })
  .meta({ id: 'UpdateTenantPaymentMethod', example: { active: false } });
export type UpdateTenantPaymentMethodInput = z.output<typeof UpdateTenantPaymentMethodBody>;

/** The tenant method as stored (`T#<t>#PAYMENTMETHODS` / `TPM#<uid>`). */
export type TenantPaymentMethodRecord = {
  tenantUid: string;
  tenantPaymentMethodUid: string;
  code: string;
  name: string;
  type: (typeof PAYMENT_METHOD_TYPES)[number];
  parameters: Array<z.output<typeof ParameterDefinition>>;
  receiptText: string;
  active: boolean;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

const TENANT_METHOD_EXAMPLE = {
  tenantPaymentMethodUid: 'tpm-card',
  code: 'CARD',
  name: 'Card',
  type: 'CARD',
  parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
  receiptText: 'Paid by card',
  active: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  lastModifiedAt: '2026-11-27T09:00:00.000Z',
};

export const TenantPaymentMethodResponse = z
  .object({
    tenantPaymentMethodUid: z.string(),
    code: z.string(),
    name: z.string(),
    type: PaymentMethodType,
    parameters: z.array(ParameterDefinition),
    receiptText: z.string(),
    active: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'TenantPaymentMethod', example: TENANT_METHOD_EXAMPLE });
export type TenantPaymentMethodValue = z.infer<typeof TenantPaymentMethodResponse>;

export const CreateStorePaymentMethodBody = z
  .object({
    storePaymentMethodUid: Uid.optional().describe('Unique within the store'),
    tenantPaymentMethodUid: Uid,
    name: singleLine(200)
      .trim()
      .optional()
      .describe("The store's own name; absent or '': the tenant method's"),
    receiptText: ReceiptText.optional().describe(
      "The store's own receipt text; absent or '': the tenant method's",
    ),
    ledgerNumber: LedgerNumber.optional(),
    active: z.boolean().default(true),
  })
  .meta({
    id: 'CreateStorePaymentMethod',
    example: {
      storePaymentMethodUid: 'pm-card',
      tenantPaymentMethodUid: 'tpm-card',
      receiptText: 'Paid by card at Oslo Sentrum',
      ledgerNumber: '1920',
    },
  });
export type CreateStorePaymentMethodInput = z.output<typeof CreateStorePaymentMethodBody>;

export const UpdateStorePaymentMethodBody = z
  .object({
    name: singleLine(200).trim().optional(),
    receiptText: ReceiptText.optional(),
    ledgerNumber: z
      .union([LedgerNumber, z.literal('')])
      .optional()
      .describe("'' clears it"),
    active: z.boolean().optional(),
  })
  .meta({ id: 'UpdateStorePaymentMethod', example: { active: false } });
export type UpdateStorePaymentMethodInput = z.output<typeof UpdateStorePaymentMethodBody>;

/** The store method as stored (`T#<t>#STORE#<s>#PAYMENTS` / `SPM#<uid>`): its own values only. */
export type StorePaymentMethodRecord = {
  tenantUid: string;
  storeUid: string;
  storePaymentMethodUid: string;
  tenantPaymentMethodUid: string;
  name: string;
  receiptText: string;
  ledgerNumber: string;
  active: boolean;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const STORE_METHOD_EXAMPLE = {
  storePaymentMethodUid: 'pm-card',
  storeUid: 'oslo-sentrum',
  tenantPaymentMethodUid: 'tpm-card',
  code: 'CARD',
  name: 'Card',
  type: 'CARD',
  parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
  receiptText: 'Paid by card at Oslo Sentrum',
  ledgerNumber: '1920',
  active: true,
  usable: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  lastModifiedAt: '2026-11-27T09:00:00.000Z',
};

export const StorePaymentMethodResponse = z
  .object({
    storePaymentMethodUid: z.string(),
    storeUid: z.string(),
    tenantPaymentMethodUid: z.string(),
    code: z.string().describe("The tenant method's code"),
    name: z.string().describe("The store's name for it, else the tenant method's"),
    type: PaymentMethodType,
    parameters: z.array(ParameterDefinition),
    receiptText: z.string().describe("The store's receipt text, else the tenant method's"),
    ledgerNumber: z.string(),
    active: z.boolean().describe("The store's own switch"),
    usable: z.boolean().describe('Active here and at the tenant: settlements may name it'),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'StorePaymentMethod', example: STORE_METHOD_EXAMPLE });
export type StorePaymentMethodValue = z.infer<typeof StorePaymentMethodResponse>;
