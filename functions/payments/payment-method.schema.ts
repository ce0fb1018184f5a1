import * as z from 'zod/mini';
import { DateTime, singleLine, text, Uid } from '#shared/schema/common.ts';
import { PaymentMethodParameterType } from '#shared/schema/retail.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { PAYMENT_METHOD_TYPES } from './payments-enums.ts';

/**
 * Payment methods (spec 2.3 `tenantPaymentMethodUid`, `storePaymentMethodUid`): a tenant defines
 * its methods once, a store enables the ones it takes. Imported by route tables: no config, no SDK.
 */

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
const Code = singleLine(100).check(z.trim(), z.minLength(1, 'must not be empty'));
const ReceiptText = described(text(500), 'Printed on the receipt for the payment method (spec 2.3)');
const LedgerNumber = z.string().check(z.regex(/^\d{1,20}$/, 'must be digits, leading zeros allowed'));

export const PaymentMethodType = withMeta(z.enum(PAYMENT_METHOD_TYPES), { id: 'PaymentMethodType' });

/** A parameter a settlement with the method carries (spec 2.3 parameters, without the value). */
export const ParameterDefinition = withMeta(
  z.object({ key: Code, name: z._default(singleLine(200), ''), type: PaymentMethodParameterType }),
  { id: 'PaymentMethodParameter' },
);

const Parameters = z.array(ParameterDefinition).check(
  z.maxLength(20),
  z.superRefine((list, ctx) => {
    list.forEach((p, i) => {
      if (list.findIndex((q) => q.key === p.key) !== i) {
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key '${p.key}' is listed twice` });
      }
    });
  }),
);

export const CreateTenantPaymentMethodBody = withMeta(
  z.object({
    tenantPaymentMethodUid: z.optional(Uid),
    code: described(Code, 'The settlement code of its payments, e.g. CARD'),
    name: Name,
    type: PaymentMethodType,
    parameters: z._default(Parameters, []),
    receiptText: z._default(ReceiptText, ''),
    active: z._default(z.boolean(), true),
  }),
  {
    id: 'CreateTenantPaymentMethod',
    example: {
      tenantPaymentMethodUid: 'tpm-card',
      code: 'CARD',
      name: 'Card',
      type: 'CARD',
      parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
      receiptText: 'Paid by card',
    },
  },
);
export type CreateTenantPaymentMethodInput = z.output<typeof CreateTenantPaymentMethodBody>;

export const UpdateTenantPaymentMethodBody = withMeta(
  z.object({
    code: z.optional(Code),
    name: z.optional(Name),
    type: z.optional(PaymentMethodType),
    parameters: z.optional(Parameters),
    receiptText: z.optional(ReceiptText),
    active: z.optional(z.boolean()),
  }),
  { id: 'UpdateTenantPaymentMethod', example: { active: false } },
);
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

export const TenantPaymentMethodResponse = withMeta(
  z.object({
    tenantPaymentMethodUid: z.string(),
    code: z.string(),
    name: z.string(),
    type: PaymentMethodType,
    parameters: z.array(ParameterDefinition),
    receiptText: z.string(),
    active: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'TenantPaymentMethod', example: TENANT_METHOD_EXAMPLE },
);
export type TenantPaymentMethodValue = z.infer<typeof TenantPaymentMethodResponse>;

export const CreateStorePaymentMethodBody = withMeta(
  z.object({
    storePaymentMethodUid: described(z.optional(Uid), 'Unique within the store'),
    tenantPaymentMethodUid: Uid,
    name: described(
      z.optional(singleLine(200).check(z.trim())),
      "The store's own name; absent or '': the tenant method's",
    ),
    receiptText: described(
      z.optional(ReceiptText),
      "The store's own receipt text; absent or '': the tenant method's",
    ),
    ledgerNumber: z.optional(LedgerNumber),
    active: z._default(z.boolean(), true),
  }),
  {
    id: 'CreateStorePaymentMethod',
    example: {
      storePaymentMethodUid: 'pm-card',
      tenantPaymentMethodUid: 'tpm-card',
      receiptText: 'Paid by card at Oslo Sentrum',
      ledgerNumber: '1920',
    },
  },
);
export type CreateStorePaymentMethodInput = z.output<typeof CreateStorePaymentMethodBody>;

export const UpdateStorePaymentMethodBody = withMeta(
  z.object({
    name: z.optional(singleLine(200).check(z.trim())),
    receiptText: z.optional(ReceiptText),
    ledgerNumber: described(z.optional(z.union([LedgerNumber, z.literal('')])), "'' clears it"),
    active: z.optional(z.boolean()),
  }),
  { id: 'UpdateStorePaymentMethod', example: { active: false } },
);
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

export const StorePaymentMethodResponse = withMeta(
  z.object({
    storePaymentMethodUid: z.string(),
    storeUid: z.string(),
    tenantPaymentMethodUid: z.string(),
    code: described(z.string(), "The tenant method's code"),
    name: described(z.string(), "The store's name for it, else the tenant method's"),
    type: PaymentMethodType,
    parameters: z.array(ParameterDefinition),
    receiptText: described(z.string(), "The store's receipt text, else the tenant method's"),
    ledgerNumber: z.string(),
    active: described(z.boolean(), "The store's own switch"),
    usable: described(z.boolean(), 'Active here and at the tenant: settlements may name it'),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'StorePaymentMethod', example: STORE_METHOD_EXAMPLE },
);
export type StorePaymentMethodValue = z.infer<typeof StorePaymentMethodResponse>;
