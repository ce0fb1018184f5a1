import type { TransactionLine, TransactionPayment } from './fiscal.types.ts';
import type { TransactionKind } from './fiscal-codes.ts';
import { decimalAmount, localDateTime } from './signature-rules.ts';

/**
 * The text of a receipt as the regulation wants it printed (kassasystemforskriften §2-8-4): the
 * heading "Salgskvittering" (or the kind's own marking), company name, organisation number
 * followed by "MVA", address, date and time, receipt number, cash point, seller, every line with
 * its VAT rate, the total, VAT per rate and the payments. Proforma, training and copy receipts
 * carry "IKKE KVITTERING FOR KJØP" (§2-8-3, §2-8-5, §2-8-6). Pure: no I/O.
 */

export type ReceiptTextInput = {
  kind: Exclude<TransactionKind, 'COPY' | 'VOID'>;
  copy: boolean;
  companyName: string;
  organisationNumber: string;
  address: readonly string[];
  storeName: string;
  occurredAt: string;
  voucherNumber: string;
  cashPoint: string;
  seller: string;
  currency: string;
  grossAmount: number;
  lines: readonly TransactionLine[];
  payments: readonly (TransactionPayment & { reference?: string | undefined })[];
};

export const WIDTH = 42;
const NOT_A_RECEIPT = 'IKKE KVITTERING FOR KJØP';

export const HEADINGS = {
  SALE: 'Salgskvittering',
  RETURN: 'Returkvittering',
  PROFORMA: 'Foreløpig kvittering',
  TRAINING: 'Treningskvittering',
} as const satisfies Record<ReceiptTextInput['kind'], string>;

const columns = (left: string, right: string): string => {
  const room = Math.max(WIDTH - right.length - 1, 1);
  return `${left.slice(0, room).padEnd(room)} ${right}`;
};

const percent = (basisPoints: number): string => `${basisPoints / 100}`.replace('.', ',') + ' %';

/** VAT per rate: base (net) and VAT, in minor units, rates ascending. */
export const vatPerRate = (lines: readonly TransactionLine[]) => {
  const byRate = new Map<number, { net: number; vat: number }>();
  for (const l of lines) {
    const sum = byRate.get(l.vatRate) ?? { net: 0, vat: 0 };
    sum.net += l.totalPrice - l.totalVatAmount;
    sum.vat += l.totalVatAmount;
    byRate.set(l.vatRate, sum);
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, sum]) => ({ rate, ...sum }));
};

/** "999999999" -> "Org.nr. 999 999 999 MVA". */
const organisation = (number: string): string => {
  const digits = number.replace(/\D/g, '');
  const grouped =
    digits.length === 9 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : number;
  return `Org.nr. ${grouped} MVA`;
};

export const receiptText = (r: ReceiptTextInput): string => {
  const { transDate, transTime } = localDateTime(r.occurredAt);
  const rule = '-'.repeat(WIDTH);
  const marked = r.copy || r.kind === 'PROFORMA' || r.kind === 'TRAINING';
  const out: string[] = [];
  if (r.copy) out.push('KOPI');
  out.push(HEADINGS[r.kind]);
  if (marked) out.push(NOT_A_RECEIPT);
  out.push(rule, r.companyName, organisation(r.organisationNumber), ...r.address.filter(Boolean));
  out.push(`Butikk: ${r.storeName}`, `Dato: ${transDate}  Tid: ${transTime}`);
  out.push(`Kvitteringsnr.: ${r.voucherNumber}`, `Kassepunkt: ${r.cashPoint}`, `Selger: ${r.seller}`, rule);
  for (const l of r.lines) {
    out.push(columns(l.name, decimalAmount(l.totalPrice)));
    out.push(`  ${l.quantity} x ${decimalAmount(l.unitPrice)}  MVA ${percent(l.vatRate)}`);
    if (l.discountAmount) out.push(`  Rabatt ${decimalAmount(l.discountAmount)}`);
  }
  out.push(rule, columns(`Totalt ${r.currency}`, decimalAmount(r.grossAmount)));
  out.push('MVA-sats    Grunnlag        MVA');
  for (const v of vatPerRate(r.lines)) {
    out.push(
      `${percent(v.rate).padEnd(8)}${decimalAmount(v.net).padStart(12)}${decimalAmount(v.vat).padStart(11)}`,
    );
  }
  if (r.payments.length > 0) {
    out.push(rule, 'Betalt med:');
    for (const p of r.payments) {
      out.push(columns(`  ${p.settlementName || p.settlementCode}`, decimalAmount(p.amount)));
      if (p.reference) out.push(`  Ref: ${p.reference}`);
    }
  }
  if (marked) out.push(rule, NOT_A_RECEIPT);
  if (r.copy) out.push('KOPI');
  return `${out.join('\n')}\n`;
};
