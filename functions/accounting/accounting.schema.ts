/**
 * Request and response schemas of the accounting endpoints (spec 2.8, 4.4). Declarations only:
 * imported by routes.ts, hence by CDK and the OpenAPI generator.
 */
import * as z from 'zod/mini';
import { CustomerResponse } from '#functions/customers/customer.schema.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, OptionalUid, pagedList, text, Uid } from '#shared/schema/common.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { described, preprocess, withMeta } from '#shared/schema/zod-helpers.ts';
import {
  CONFIG_KEYS,
  CONFIG_TYPES,
  DIGITS,
  DIGITS_MESSAGE,
  entryIssues,
  RESERVED_UIDS,
} from './accounting-config-model.ts';

/** Most VAT codes one PUT may carry: an all-new object (9 fields + 40 codes, 2 items each) fits one transaction. */
export const MAX_VAT_CODES = 40;

export const EntryParams = withUids(StoreParams, 'accountingConfigUid');
export const CustomerParams = withUids(StoreParams, 'customerUid');

export const ConfigType = withMeta(z.enum(CONFIG_TYPES), { id: 'AccountingConfigType' });
export const ConfigKey = withMeta(z.enum(CONFIG_KEYS), {
  id: 'AccountingConfigKey',
  description: 'Valid keys depend on configType (spec 2.8)',
});

/** A custom accountingConfigUid: generated when absent; a used one is a 409. */
const NewEntryUid = described(
  z.optional(
    Uid.check(
      z.refine((v) => !RESERVED_UIDS.includes(v), {
        message: `must not be one of ${RESERVED_UIDS.join(', ')} (they name endpoints)`,
      }),
    ),
  ),
  'Custom uid; generated when absent. A used uid is a 409.',
);

/** An account or ledger number: a digit string, leading zeros kept. */
export const AccountNumber = withMeta(
  z.string({ error: DIGITS_MESSAGE }).check(z.maxLength(64), z.regex(DIGITS, DIGITS_MESSAGE)),
  { id: 'AccountNumber', example: '03000' },
);
/** A treat code or VAT type id: free text of the accounting system. */
const Code = text(64).check(z.minLength(1, 'must not be empty'));

/** '' and null count as "not set" in the specialised objects. */
const unset = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(schema));

const issuesTo = (ctx: z.core.$RefinementCtx, issues: Array<{ path: string; message: string }>) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

export const Entry = withMeta(
  z.object({
    accountingConfigUid: Uid,
    accountingConfigsUid: described(
      Uid,
      'The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid)',
    ),
    configType: ConfigType,
    key: ConfigKey,
    value: z.string(),
    vatCodeUid: OptionalUid,
    productGroupUid: OptionalUid,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'AccountingConfigEntry' },
);

export const CreateEntryBody = withMeta(
  z
    .object({
      accountingConfigUid: NewEntryUid,
      accountingConfigsUid: described(
        NewEntryUid,
        'Spec 2.8 spelling of accountingConfigUid; either may be sent',
      ),
      configType: ConfigType,
      key: ConfigKey,
      value: described(
        text(64).check(z.minLength(1, 'must not be empty')),
        'ACCOUNTNUMBER values are digit strings',
      ),
      vatCodeUid: described(
        z._default(OptionalUid, ''),
        'Required when key is VATCODE; not allowed otherwise',
      ),
      productGroupUid: described(
        z._default(OptionalUid, ''),
        'Only for ACCOUNTNUMBER/VATCODE (a product-group mapping)',
      ),
    })
    .check(
      z.superRefine((body, ctx) => {
        issuesTo(ctx, entryIssues(body));
        const { accountingConfigUid: uid, accountingConfigsUid: alias } = body;
        if (uid !== undefined && alias !== undefined && uid !== alias) {
          issuesTo(ctx, [
            { path: 'accountingConfigsUid', message: 'differs from accountingConfigUid; send one' },
          ]);
        }
      }),
    ),
  { id: 'AccountingConfigCreate' },
);

export const UpdateEntryBody = withMeta(
  z.object({ value: text(64).check(z.minLength(1, 'must not be empty')) }),
  { id: 'AccountingConfigUpdate' },
);

export const EntryListQuery = pagingQuery([
  'configType',
  'key',
  'value',
  'vatCodeUid',
  'productGroupUid',
  'accountingConfigUid',
  'createdAt',
  'lastModifiedAt',
]);
export const EntryList = pagedList(Entry, 'AccountingConfigEntryList');

/** Body of the deprecated POST /productGroup: an entry with value as the account. */
export const LegacyMappingBody = withMeta(
  z.object({
    accountingConfigUid: NewEntryUid,
    value: AccountNumber,
    vatCodeUid: Uid,
    productGroupUid: Uid,
  }),
  { id: 'ProductGroupEntryCreate' },
);

export const Mapping = withMeta(
  z.object({ productGroupUid: Uid, vatCodeUid: Uid, account: z.string(), accountingConfigUid: Uid }),
  { id: 'ProductGroupMapping' },
);
export const CreateMappingBody = withMeta(
  z.object({
    accountingConfigUid: NewEntryUid,
    account: AccountNumber,
    vatCodeUid: Uid,
    productGroupUid: Uid,
  }),
  { id: 'ProductGroupMappingCreate' },
);
export const MappingListQuery = pagingQuery([
  'productGroupUid',
  'vatCodeUid',
  'account',
  'accountingConfigUid',
]);
export const MappingList = pagedList(Mapping, 'ProductGroupMappingList');

const uniqueVatCodes = (items: Array<{ vatCodeUid: string }> | undefined, ctx: z.core.$RefinementCtx) => {
  const seen = new Set<string>();
  (items ?? []).forEach((item, i) => {
    if (seen.has(item.vatCodeUid)) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatCodes', i, 'vatCodeUid'],
        message: 'appears more than once',
      });
    }
    seen.add(item.vatCodeUid);
  });
};

const vatCodeList = <T extends z.ZodMiniType>(item: T) =>
  unset(z.array(item).check(z.maxLength(MAX_VAT_CODES, `at most ${MAX_VAT_CODES} VAT codes`)));

/** A field of a specialised object: absent, null or "" removes its entry. */
const AccountField = withMeta(unset(AccountNumber), {
  id: 'AccountNumberField',
  description: 'Digit string; absent, null or "" removes the entry',
});
const CodeField = withMeta(unset(Code), {
  id: 'CodeField',
  description: 'Absent, null or "" removes the entry',
});

const accountFields = {
  customer: AccountField,
  customerDummy: AccountField,
  error: AccountField,
  partlyPaidInvoice: AccountField,
  cashfloatDeposit: AccountField,
  cashfloatWithdrawal: AccountField,
  cashfloatToBank: AccountField,
  cashfloatExpenseWithdrawal: AccountField,
  cashfloatDiff: AccountField,
};
const VatCodeAccount = withMeta(z.object({ vatCodeUid: Uid, account: AccountNumber }), {
  id: 'VatCodeAccount',
});
const VatCodeType = withMeta(z.object({ vatCodeUid: Uid, value: Code }), { id: 'VatCodeType' });

export const AccountNumbersBody = withMeta(
  z
    .object({ ...accountFields, vatCodes: vatCodeList(VatCodeAccount) })
    .check(z.superRefine((b, ctx) => uniqueVatCodes(b.vatCodes, ctx))),
  { id: 'AccountNumbersUpdate', description: 'Replaces the object: absent fields are removed' },
);
export const AccountNumbers = withMeta(
  z.object({
    ...Object.fromEntries(Object.keys(accountFields).map((k) => [k, z.optional(z.string())])),
    vatCodes: z.array(z.object({ vatCodeUid: Uid, account: z.string() })),
  }),
  { id: 'AccountNumbers', description: 'Fields that are not configured are absent' },
);

const treatFields = {
  creditLedger: CodeField,
  generalLedger: CodeField,
  ledger: CodeField,
  payment: CodeField,
};
export const TreatCodesBody = withMeta(z.object(treatFields), {
  id: 'TreatCodesUpdate',
  description: 'Replaces the object: absent fields are removed',
});
export const TreatCodes = withMeta(
  z.object(Object.fromEntries(Object.keys(treatFields).map((k) => [k, z.optional(z.string())]))),
  { id: 'TreatCodes', description: 'Fields that are not configured are absent' },
);

export const VatTypesBody = withMeta(
  z
    .object({ balance: CodeField, vatCodes: vatCodeList(VatCodeType) })
    .check(z.superRefine((b, ctx) => uniqueVatCodes(b.vatCodes, ctx))),
  { id: 'VatTypesUpdate', description: 'Replaces the object: absent fields are removed' },
);
export const VatTypes = withMeta(
  z.object({
    balance: z.optional(z.string()),
    vatCodes: z.array(z.object({ vatCodeUid: Uid, value: z.string() })),
  }),
  { id: 'VatTypes', description: 'balance is absent when not configured' },
);

export const LedgerBody = withMeta(z.object({ ledgerNumber: AccountNumber }), {
  id: 'CustomerAccountingUpdate',
});
export const Ledger = withMeta(z.object({ ledgerNumber: z.optional(z.string()) }), {
  id: 'CustomerAccounting',
  description: 'ledgerNumber is absent when none is set in this store',
});

export const FullCustomer = withMeta(z.object({ accounting: Ledger, customer: CustomerResponse }), {
  id: 'FullCustomerWithAccounting',
});
