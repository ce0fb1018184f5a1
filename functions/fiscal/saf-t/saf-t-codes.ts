import type { SaftBasic } from './saf-t-model.ts';

/**
 * The code lists the export declares in `basics` (Skatteetaten's BasicType and
 * PredefinedBasicID lists): each code the document uses is a basicID of its basicType, mapped to
 * Skatteetaten's predefined code. Event codes use the predefined codes themselves as basicIDs,
 * so the journal's events (13001-13030, 13999) are written with their codes as they are.
 */

export const BASIC_TYPES = {
  articleGroup: '04',
  lineType: '05',
  discount: '08',
  transaction: '11',
  payment: '12',
  event: '13',
} as const;

/**
 * Transaction types (basicIDs of basic type 11) by the kind of signed transaction, with their
 * predefined code of PredefinedBasicID-11: a sale 11001, a return 11006, a voided receipt 11009
 * (correction of a receipt). The list has no code for a copy, a proforma or a training receipt:
 * 11999 (other), told apart by their basicID and the transaction's receiptCopyNum,
 * receiptProformaNum and trainingID.
 */
export const TRANSACTION_TYPES = {
  SALE: ['CASHSAL', '11001', 'Cash sale'],
  RETURN: ['RETURNSAL', '11006', 'Return payment'],
  VOID: ['VOID', '11009', 'Voided receipt'],
  COPY: ['COPY', '11999', 'Copy of a receipt'],
  PROFORMA: ['PROFORMA', '11999', 'Proforma receipt'],
  TRAINING: ['TRAINING', '11999', 'Training receipt'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** Line types (basic type 05 has no predefined list). */
export const LINE_TYPES = { sale: 'SAL', return: 'RET' } as const;

/** The article group of a line whose product is in no product group. */
export const NO_ARTICLE_GROUP = 'NOGROUP';
/** The Z report's one article group line: the till close does not split its takings by group yet. */
export const ALL_ARTICLE_GROUPS = 'ALL';

/** Settlement codes (upper case) by the payment type of PredefinedBasicID-12 they are. */
const PAYMENT_CODES: Readonly<Record<string, readonly [string, string]>> = {
  CASH: ['12001', 'Cash'],
  CARD: ['12002', 'Payment card'],
  DEBITCARD: ['12002', 'Debit card'],
  CREDITCARD: ['12003', 'Credit card'],
  BANK: ['12004', 'Bank account'],
  GIFTCARD: ['12005', 'Gift card'],
  CUSTOMER: ['12006', 'Customer account'],
  LOYALTY: ['12007', 'Loyalty points'],
  DEPOSIT: ['12008', 'Bottle deposit'],
  CHECK: ['12009', 'Check'],
  CREDITNOTE: ['12010', 'Credit note'],
  MOBILE: ['12011', 'Mobile payment'],
  VIPPS: ['12011', 'Vipps'],
  OTHER: ['12999', 'Other payment'],
};

/** The payment type (basicID) of a settlement code: the code itself when listed, else OTHER. */
export const paymentTypeOf = (settlementCode: string): string => {
  const code = settlementCode.trim().toUpperCase();
  return code in PAYMENT_CODES ? code : 'OTHER';
};

/** The event codes of PredefinedBasicID-13 (13001-13030 and 13999). */
const EVENT_CODES: Readonly<Record<string, string>> = {
  '13001': 'POS application start',
  '13002': 'POS application shut down',
  '13003': 'Employee log in',
  '13004': 'Employee log out',
  '13005': 'Open cash drawer',
  '13006': 'Close cash drawer',
  '13007': 'Update of POS application',
  '13008': 'X report',
  '13009': 'Z report',
  '13010': 'Suspend transaction',
  '13011': 'Resume transaction',
  '13012': 'Sales receipt printed',
  '13013': 'Return receipt',
  '13014': 'Copy receipt',
  '13015': 'Provisional receipt',
  '13016': 'Delivery receipt',
  '13017': 'Training receipt',
  '13018': 'Other reports or receipts',
  '13019': 'Cash withdrawal',
  '13020': 'Export of journal to external storage',
  '13021': 'Price change',
  '13022': 'Price look-up',
  '13023': 'Training mode on',
  '13024': 'Training mode off',
  '13025': 'Memory full',
  '13026': 'Emergency mode on',
  '13027': 'Emergency mode off',
  '13028': 'Void receipt',
  '13029': 'STEB receipt',
  '13030': 'Concluded sale without receipt printed',
  '13999': 'Other',
};

/** The event type of a Z report. */
export const Z_REPORT_EVENT = '13009';

const basic = (
  basicType: string,
  basicID: string,
  predefinedBasicID: string | undefined,
  basicDesc: string,
) => ({
  basicType,
  basicID,
  predefinedBasicID,
  basicDesc,
});

/**
 * Every code the document may use: the article groups given (with the two of this module), line,
 * discount, transaction, payment and event types.
 */
export const basicsOf = (articleGroups: ReadonlyArray<{ id: string; name: string }>): SaftBasic[] => {
  const t = BASIC_TYPES;
  return [
    ...articleGroups.map((g) => basic(t.articleGroup, g.id, '04999', g.name)),
    basic(t.articleGroup, NO_ARTICLE_GROUP, '04999', 'Products in no product group'),
    basic(t.articleGroup, ALL_ARTICLE_GROUPS, '04999', 'All article groups'),
    basic(t.lineType, LINE_TYPES.sale, undefined, 'Sale line'),
    basic(t.lineType, LINE_TYPES.return, undefined, 'Return line'),
    basic(t.discount, 'LINEDISC', undefined, 'Line discount'),
    ...Object.values(TRANSACTION_TYPES).map(([id, code, desc]) => basic(t.transaction, id, code, desc)),
    ...Object.entries(PAYMENT_CODES).map(([code, [id, desc]]) => basic(t.payment, code, id, desc)),
    ...Object.entries(EVENT_CODES).map(([code, desc]) => basic(t.event, code, code, desc)),
  ];
};
