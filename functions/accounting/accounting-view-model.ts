/**
 * The specialised objects of spec 2.8 (account numbers, treat codes, VAT types) are views over the
 * entries of one config type: one entry per named field, plus one VATCODE entry per element of
 * `vatCodes`. This module maps entries to a view and a view to the entries it stands for, and
 * computes the smallest set of writes that turns the stored entries into the desired ones. Pure.
 */
import type { ConfigType } from './accounting-config-model.ts';

/** How one view maps onto the entries of its config type (scope STORE only). */
export type ViewDef = {
  configType: ConfigType;
  /** view field -> entry key */
  fields: Readonly<Record<string, string>>;
  /** the `vatCodes` list: entries with key VATCODE, one per vatCodeUid; `valueField` names the value */
  list?: { field: 'vatCodes'; key: 'VATCODE'; valueField: 'account' | 'value' };
};

export const ACCOUNT_NUMBERS_VIEW: ViewDef = {
  configType: 'ACCOUNTNUMBER',
  fields: {
    customer: 'CUSTOMER',
    customerDummy: 'CUSTOMERDUMMY',
    error: 'ERROR',
    partlyPaidInvoice: 'PARTYLYPAIDINVOICE',
    cashfloatDeposit: 'CASHFLOAT_DEPOSIT',
    cashfloatWithdrawal: 'CASHFLOAT_WITHDRAWAL',
    cashfloatToBank: 'CASHFLOAT_TO_BANK',
    cashfloatExpenseWithdrawal: 'CASHFLOAT_EXPENSE_WITHDRAWAL',
    cashfloatDiff: 'CASHFLOAT_DIFF',
  },
  list: { field: 'vatCodes', key: 'VATCODE', valueField: 'account' },
};

export const TREAT_CODES_VIEW: ViewDef = {
  configType: 'TREATCODE',
  fields: {
    creditLedger: 'CREDITLEDGER',
    generalLedger: 'GENERALLEDGER',
    ledger: 'LEDGE',
    payment: 'PAYMENT',
  },
};

export const VAT_TYPES_VIEW: ViewDef = {
  configType: 'VAT_TYPE_ID',
  fields: { balance: 'BALANCE' },
  list: { field: 'vatCodes', key: 'VATCODE', valueField: 'value' },
};

/** The part of an entry a view needs. */
export type ViewEntry = { key: string; vatCodeUid: string; value: string };

/** A view object: optional string fields plus, for views with a list, `vatCodes`. */
export type ViewObject = Record<string, unknown>;

/** Builds the view from the store-scope entries of its config type (fields of absent entries are omitted). */
export const viewFromEntries = (def: ViewDef, entries: readonly ViewEntry[]): ViewObject => {
  const byKey = new Map(entries.filter((e) => !e.vatCodeUid).map((e) => [e.key, e.value]));
  const view: ViewObject = {};
  for (const [field, key] of Object.entries(def.fields)) {
    const value = byKey.get(key);
    if (value !== undefined) view[field] = value;
  }
  if (def.list) {
    const { key, valueField } = def.list;
    view[def.list.field] = entries
      .filter((e) => e.key === key && e.vatCodeUid)
      .sort((a, b) => (a.vatCodeUid < b.vatCodeUid ? -1 : a.vatCodeUid > b.vatCodeUid ? 1 : 0))
      .map((e) => ({ vatCodeUid: e.vatCodeUid, [valueField]: e.value }));
  }
  return view;
};

/** The entries a view object stands for; fields that are absent stand for no entry. */
export const entriesFromView = (def: ViewDef, view: ViewObject): ViewEntry[] => {
  const out: ViewEntry[] = [];
  for (const [field, key] of Object.entries(def.fields)) {
    const value = view[field];
    if (typeof value === 'string' && value !== '') out.push({ key, vatCodeUid: '', value });
  }
  if (def.list) {
    const items = (view[def.list.field] ?? []) as Array<Record<string, string>>;
    for (const item of items) {
      out.push({
        key: def.list.key,
        vatCodeUid: item.vatCodeUid ?? '',
        value: item[def.list.valueField] ?? '',
      });
    }
  }
  return out;
};

/** What to write so that `current` becomes `desired` (matched on key + vatCodeUid). */
export type EntryDiff<C extends ViewEntry> = {
  creates: ViewEntry[];
  updates: Array<{ current: C; value: string }>;
  deletes: C[];
};

const identity = (e: ViewEntry) => `${e.key}#${e.vatCodeUid}`;

export const diffEntries = <C extends ViewEntry>(
  current: readonly C[],
  desired: readonly ViewEntry[],
): EntryDiff<C> => {
  const existing = new Map(current.map((e) => [identity(e), e]));
  const wanted = new Set(desired.map(identity));
  const diff: EntryDiff<C> = { creates: [], updates: [], deletes: [] };
  for (const d of desired) {
    const c = existing.get(identity(d));
    if (!c) diff.creates.push(d);
    else if (c.value !== d.value) diff.updates.push({ current: c, value: d.value });
  }
  diff.deletes = current.filter((c) => !wanted.has(identity(c)));
  return diff;
};
