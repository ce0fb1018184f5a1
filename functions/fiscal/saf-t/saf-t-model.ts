/**
 * The SAF-T Cash Register export's input: what each section of the document is written from,
 * typed by the schema's elements (Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd). The writer
 * (saf-t-document.ts) reads only this, so a section's source can be replaced without touching
 * it: saf-t-sources.ts fills every member from the tills, catalogue, users and accounting areas,
 * and the fiscal area's electronic journal (`events`) and signed transactions (`transactions`)
 * (docs/decisions/saf-t.md). Amounts are in minor units (øre), signed: the writer
 * writes their absolute value with the debit/credit type.
 */

/** A street or postal address (the schema's streetAddress). */
export type SaftAddress = { streetname: string; city: string; postalCode: string; country: string };

/** header and company: the file and the business it is about. */
export type SaftHead = {
  fiscalYear: string;
  startDate: string;
  endDate: string;
  currency: string;
  createdDate: string;
  createdTime: string;
  software: { desc: string; version: string; companyName: string };
  headerComment: string;
  userID?: string | undefined;
  company: { ident: string; name: string; taxRegIdent: string; address: SaftAddress };
  location: { name: string; address: SaftAddress };
};

export type SaftVatCode = { vatCode: string; dateOfEntry: string; vatDesc: string; standardVatCode: string };
export type SaftEmployee = {
  empID: string;
  dateOfEntry: string;
  timeOfEntry: string;
  surName: string;
  roleType: string;
};
export type SaftArticle = {
  artID: string;
  dateOfEntry: string;
  artGroupID?: string | undefined;
  artDesc: string;
};
export type SaftBasic = {
  basicType: string;
  basicID: string;
  predefinedBasicID?: string | undefined;
  basicDesc: string;
};
/** A cash register: a till of the store (`tillUid`, which the journal and the signatures key on). */
export type SaftRegister = { registerID: string; regDesc: string; tillUid: string };

/** A count and an amount of a kind (payment type, article group, correction, ...). */
export type SaftTally = { type: string; num: number; amount: number };

/** eventReport: a Z (or X) report, with the contents the schema requires. */
export type SaftReport = {
  reportID: string;
  reportType: 'Z report' | 'X report';
  date: string;
  time: string;
  totalCashSales: number;
  artGroups: SaftTally[];
  payments: SaftTally[];
  vat: Array<{ vatCode: string; vatPerc: number; net: number; vat: number }>;
  openingFloat: number;
  receiptNum: number;
  openCashBoxNum: number;
  copies: SaftTally;
  proforma: SaftTally;
  returns: SaftTally;
  discounts: SaftTally;
  voids: SaftTally;
  deliveries: SaftTally;
  training: SaftTally;
  payIns: SaftTally[];
  payOuts: SaftTally[];
  grandTotalSales: number;
  grandTotalReturn: number;
  grandTotalSalesNet: number;
};

/** An event of the electronic journal (the schema's event), with its report for X and Z runs. */
export type SaftEvent = {
  eventID: string;
  eventType: string;
  transID?: string | undefined;
  empID?: string | undefined;
  date: string;
  time: string;
  text?: string | undefined;
  report?: SaftReport | undefined;
};

export type SaftVat = { vatCode: string; vatPerc: number; vatAmnt: number; vatBasAmnt: number };

export type SaftLine = {
  lineID: string;
  lineType: string;
  artGroupID?: string | undefined;
  artID: string;
  qnt: number;
  amountIn: number;
  amountEx: number;
  empID?: string | undefined;
  vat: SaftVat;
  discount: number;
};

/** A transaction's signature as the chain of its cash point holds it. */
export type SaftSignature = { signature: string; keyVersion: string };

/**
 * A transaction (the schema's cashtransaction). `transID` is the number the signature covers, so
 * the signed string is recomputed from the element values (docs/decisions/saf-t.md).
 */
export type SaftTransaction = {
  nr: string;
  transID: string;
  transType: string;
  amountIn: number;
  amountEx: number;
  empID?: string | undefined;
  date: string;
  time: string;
  lines: SaftLine[];
  vat: SaftVat[];
  payments: Array<{ paymentType: string; paidAmnt: number; empID?: string | undefined; currency: string }>;
  receiptNum: number;
  /** The voucher number of the receipt (refID), and what a copy or void refers to (desc). */
  refID?: string | undefined;
  desc?: string | undefined;
  /** Empty in the file when absent (the schema requires the elements). */
  signature?: SaftSignature | undefined;
  /** What kind of receipt it is besides a sale: receiptCopyNum, receiptProformaNum, voidTransaction, trainingID. */
  copy?: boolean | undefined;
  proforma?: boolean | undefined;
  voided?: boolean | undefined;
  training?: boolean | undefined;
};

/**
 * Where each section comes from. Sections that may be long are async iterables of pages, read
 * while the document is written, so memory holds a page, never the period.
 */
export type SaftSources = {
  head: SaftHead;
  vatCodes: readonly SaftVatCode[];
  employees: readonly SaftEmployee[];
  articles: AsyncIterable<SaftArticle[]>;
  basics: readonly SaftBasic[];
  registers: readonly SaftRegister[];
  /** The journal's events of a cash point in the period, oldest first. */
  events: (register: SaftRegister) => AsyncIterable<SaftEvent[]>;
  /** The transactions of a cash point in the period with their signatures, in the order of its chain. */
  transactions: (register: SaftRegister) => AsyncIterable<SaftTransaction[]>;
};
