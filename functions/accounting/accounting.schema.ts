/**
 * Request and response schemas of the accounting endpoints (spec 2.8, 4.4). Declarations only:
 * imported by routes.ts, hence by CDK and the OpenAPI generator.
 */
import * as z from 'zod';
import { CustomerResponse } from '#functions/customers/customer.schema.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, OptionalUid, pagedList, text, Uid } from '#shared/schema/common.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
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

export const ConfigType = z.enum(CONFIG_TYPES).meta({ id: 'AccountingConfigType' });
export const ConfigKey = z
  .enum(CONFIG_KEYS)
  .meta({ id: 'AccountingConfigKey', description: 'Valid keys depend on configType (spec 2.8)' });

/** A custom accountingConfigUid: generated when absent; a used one is a 409. */
const NewEntryUid = Uid.refine((v) => !RESERVED_UIDS.includes(v), {
  message: `must not be one of ${RESERVED_UIDS.join(', ')} (they name endpoints)`,
})
  .optional()
  .describe('Custom uid; generated when absent. A used uid is a 409.');

/** An account or ledger number: a digit string, leading zeros kept. */
export const AccountNumber = z
  .string({ error: DIGITS_MESSAGE })
  .max(64)
  .regex(DIGITS, DIGITS_MESSAGE)
  .meta({ id: 'AccountNumber', example: '03000' });
/** A treat code or VAT type id: free text of the accounting system. */
const Code = text(64).min(1, 'must not be empty');

/** '' and null count as "not set" in the specialised objects. */
const unset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const issuesTo = (ctx: z.core.$RefinementCtx, issues: Array<{ path: string; message: string }>) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

export const Entry = z
  .object({
    accountingConfigUid: Uid,
    accountingConfigsUid: Uid.describe(
      'The same uid under the field name of spec 2.8 (the endpoints call it accountingConfigUid)',
    ),
    configType: ConfigType,
    key: ConfigKey,
    value: z.string(),
    vatCodeUid: OptionalUid,
    productGroupUid: OptionalUid,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'AccountingConfigEntry' });

export const CreateEntryBody = z
  .object({
    accountingConfigUid: NewEntryUid,
    accountingConfigsUid: NewEntryUid.describe(
      'Spec 2.8 spelling of accountingConfigUid; either may be sent',
    ),
    configType: ConfigType,
    key: ConfigKey,
    value: text(64).min(1, 'must not be empty').describe('ACCOUNTNUMBER values are digit strings'),
    vatCodeUid: OptionalUid.default('').describe('Required when key is VATCODE; not allowed otherwise'),
    productGroupUid: OptionalUid.default('').describe(
      'Only for ACCOUNTNUMBER/VATCODE (a product-group mapping)',
    ),
  })
  .superRefine((body, ctx) => {
    issuesTo(ctx, entryIssues(body));
    const { accountingConfigUid: uid, accountingConfigsUid: alias } = body;
    if (uid !== undefined && alias !== undefined && uid !== alias) {
      issuesTo(ctx, [
        { path: 'accountingConfigsUid', message: 'differs from accountingConfigUid; send one' },
      ]);
    }
  })
  .meta({ id: 'AccountingConfigCreate' });

export const UpdateEntryBody = z
  .object({ value: text(64).min(1, 'must not be empty') })
  .meta({ id: 'AccountingConfigUpdate' });

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
export const LegacyMappingBody = z
  .object({
    accountingConfigUid: NewEntryUid,
    value: AccountNumber,
    vatCodeUid: Uid,
    productGroupUid: Uid,
  })
  .meta({ id: 'ProductGroupEntryCreate' });

export const Mapping = z
  .object({ productGroupUid: Uid, vatCodeUid: Uid, account: z.string(), accountingConfigUid: Uid })
  .meta({ id: 'ProductGroupMapping' });
export const CreateMappingBody = z
  .object({
    accountingConfigUid: NewEntryUid,
    account: AccountNumber,
    vatCodeUid: Uid,
    productGroupUid: Uid,
  })
  .meta({ id: 'ProductGroupMappingCreate' });
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

const vatCodeList = <T extends z.ZodType>(item: T) =>
  unset(z.array(item).max(MAX_VAT_CODES, `at most ${MAX_VAT_CODES} VAT codes`));

/** A field of a specialised object: absent, null or "" removes its entry. */
const AccountField = unset(AccountNumber).meta({
  id: 'AccountNumberField',
  description: 'Digit string; absent, null or "" removes the entry',
});
const CodeField = unset(Code).meta({ id: 'CodeField', description: 'Absent, null or "" removes the entry' });

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
const VatCodeAccount = z.object({ vatCodeUid: Uid, account: AccountNumber }).meta({ id: 'VatCodeAccount' });
const VatCodeType = z.object({ vatCodeUid: Uid, value: Code }).meta({ id: 'VatCodeType' });

export const AccountNumbersBody = z
  .object({ ...accountFields, vatCodes: vatCodeList(VatCodeAccount) })
  .superRefine((b, ctx) => uniqueVatCodes(b.vatCodes, ctx))
  .meta({ id: 'AccountNumbersUpdate', description: 'Replaces the object: absent fields are removed' });
export const AccountNumbers = z
  .object({
    ...Object.fromEntries(Object.keys(accountFields).map((k) => [k, z.string().optional()])),
    vatCodes: z.array(z.object({ vatCodeUid: Uid, account: z.string() })),
  })
  .meta({ id: 'AccountNumbers', description: 'Fields that are not configured are absent' });

const treatFields = {
  creditLedger: CodeField,
  generalLedger: CodeField,
  ledger: CodeField,
  payment: CodeField,
};
export const TreatCodesBody = z
  .object(treatFields)
  .meta({ id: 'TreatCodesUpdate', description: 'Replaces the object: absent fields are removed' });
export const TreatCodes = z
  .object(Object.fromEntries(Object.keys(treatFields).map((k) => [k, z.string().optional()])))
  .meta({ id: 'TreatCodes', description: 'Fields that are not configured are absent' });

export const VatTypesBody = z
  .object({ balance: CodeField, vatCodes: vatCodeList(VatCodeType) })
  .superRefine((b, ctx) => uniqueVatCodes(b.vatCodes, ctx))
  .meta({ id: 'VatTypesUpdate', description: 'Replaces the object: absent fields are removed' });
export const VatTypes = z
  .object({
    balance: z.string().optional(),
    vatCodes: z.array(z.object({ vatCodeUid: Uid, value: z.string() })),
  })
  .meta({ id: 'VatTypes', description: 'balance is absent when not configured' });

export const LedgerBody = z.object({ ledgerNumber: AccountNumber }).meta({ id: 'CustomerAccountingUpdate' });
export const Ledger = z
  .object({ ledgerNumber: z.string().optional() })
  .meta({ id: 'CustomerAccounting', description: 'ledgerNumber is absent when none is set in this store' });

export const FullCustomer = z
  .object({ accounting: Ledger, customer: CustomerResponse })
  .meta({ id: 'FullCustomerWithAccounting' });
