/**
 * The accounting configuration model of spec 2.8: config types, the keys valid for each, and
 * the natural identity of an entry. Pure: no I/O, imported by routes, domain code and tests.
 */
import type { FieldIssue } from '#shared/errors.ts';

export const CONFIG_TYPES = ['ACCOUNTNUMBER', 'TREATCODE', 'VAT_TYPE_ID'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** Valid keys per config type (spec 2.8 table; PARTYLYPAIDINVOICE is spelled as the spec spells it). */
export const KEYS_BY_TYPE = {
  ACCOUNTNUMBER: [
    'CUSTOMER',
    'CUSTOMERDUMMY',
    'ERROR',
    'PARTYLYPAIDINVOICE',
    'VATCODE',
    'CASHFLOAT_DEPOSIT',
    'CASHFLOAT_WITHDRAWAL',
    'CASHFLOAT_TO_BANK',
    'CASHFLOAT_EXPENSE_WITHDRAWAL',
    'CASHFLOAT_DIFF',
  ],
  TREATCODE: ['CREDITLEDGER', 'GENERALLEDGER', 'LEDGE', 'PAYMENT'],
  VAT_TYPE_ID: ['BALANCE', 'VATCODE'],
} as const satisfies Record<ConfigType, readonly string[]>;

/** Every key of every type, once (VATCODE is valid for two types). */
export const CONFIG_KEYS = [...new Set(Object.values(KEYS_BY_TYPE).flat())] as [string, ...string[]];

/** The key that is qualified by a VAT code (and, for account numbers, optionally a product group). */
export const VATCODE_KEY = 'VATCODE';

/**
 * Literal path segments next to `/{accountingConfigUid}`: the gateway routes them to their own
 * endpoints, so an entry with such a uid could never be read. They are refused as uids.
 */
export const RESERVED_UIDS = [
  'productGroup',
  'productGroups',
  'accountnumbers',
  'treatcodes',
  'vatTypes',
  'customers',
];

/** Account numbers and ledger numbers: digits only, kept as strings so that leading zeros survive. */
export const DIGITS = /^[0-9]{1,32}$/;
export const DIGITS_MESSAGE =
  'must be a string of 1 to 32 digits (0-9); send it as a string to keep leading zeros';

/** The natural identity of an entry: at most one entry per store has it (spec 2.8 uniqueness). */
export type EntryIdentity = {
  configType: ConfigType;
  key: string;
  vatCodeUid: string;
  productGroupUid: string;
};

/** Entries of a store outside product-group mappings, and product-group mappings. */
export type Scope = 'STORE' | 'PG';

/**
 * The sort-key slot of an entry: `<configType>#<scope>#<key>#<vatCodeUid>`, where scope is
 * `STORE` or `PG#<productGroupUid>`. All entries of one config type, and all entries of one view,
 * are one contiguous range, so a view is read with one Query. UIDs never contain `#`.
 */
export const slotOf = (e: EntryIdentity): string =>
  `${e.configType}#${e.productGroupUid ? `PG#${e.productGroupUid}` : 'STORE'}#${e.key}#${e.vatCodeUid}`;

/** The slot prefix of every entry of a config type, optionally of one scope only. */
export const slotPrefix = (configType: ConfigType, scope?: Scope): string =>
  scope ? `${configType}#${scope}#` : `${configType}#`;

/** The config type encoded in a slot. */
export const configTypeOfSlot = (slot: string): ConfigType => slot.split('#')[0] as ConfigType;

export const isValidKey = (configType: ConfigType, key: string): boolean =>
  (KEYS_BY_TYPE[configType] as readonly string[]).includes(key);

/**
 * Field issues of an entry's cross-field rules (spec 2.8): the key must belong to the config
 * type, VATCODE needs a vatCodeUid (and other keys take none), account values are digit strings,
 * and only account numbers for a VAT code may be scoped to a product group. Paths are relative
 * to the body.
 */
export const entryIssues = (e: EntryIdentity & { value: string }): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  if (!isValidKey(e.configType, e.key)) {
    // The VAT-code rules depend on the key: with a wrong key they would only add noise.
    return [
      {
        path: 'key',
        message: `'${e.key}' is not a key of configType ${e.configType}; valid keys: ${KEYS_BY_TYPE[e.configType].join(', ')}`,
      },
      ...valueIssues(e.configType, e.value),
    ];
  }
  if (e.key === VATCODE_KEY && !e.vatCodeUid) {
    issues.push({ path: 'vatCodeUid', message: 'is required when key is VATCODE' });
  }
  if (e.key !== VATCODE_KEY && e.vatCodeUid) {
    issues.push({ path: 'vatCodeUid', message: 'is only allowed when key is VATCODE' });
  }
  if (e.productGroupUid && !(e.configType === 'ACCOUNTNUMBER' && e.key === VATCODE_KEY)) {
    issues.push({
      path: 'productGroupUid',
      message: 'is only allowed on configType ACCOUNTNUMBER with key VATCODE (a product-group mapping)',
    });
  }
  issues.push(...valueIssues(e.configType, e.value));
  return issues;
};

/** Issues of a value for its config type: account numbers are digit strings. */
export const valueIssues = (configType: ConfigType, value: string): FieldIssue[] =>
  configType === 'ACCOUNTNUMBER' && !DIGITS.test(value) ? [{ path: 'value', message: DIGITS_MESSAGE }] : [];
