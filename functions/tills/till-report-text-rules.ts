import { decimalAmount } from '#functions/fiscal/signature-read.ts';
import type { TallyValue, TillReportValue } from './till-report.schema.ts';

/**
 * An X or Z report as printed (kassasystemforskriften §2-8-2), lines of 42 characters in
 * Norwegian, as the receipts are: the heading ("X-rapport", "Z-rapport"), company and
 * organisation number, date and time, cash point, report number, then every sum and count the
 * regulation names. The PDF and ESC/POS documents print these lines. Pure: no I/O.
 */

export const REPORT_WIDTH = 42;

export const REPORT_HEADINGS = { X: 'X-rapport', Z: 'Z-rapport' } as const;

// Built on first use, not at import: the first Intl object of a process loads ICU's data (about
// 10 ms), which only the requests that print a report need.
let osloFormat: Intl.DateTimeFormat | undefined;
const oslo = (): Intl.DateTimeFormat =>
  (osloFormat ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }));

/** "2026-11-27 18:05:00" in Norwegian time. */
const localTime = (iso: string): string => oslo().format(new Date(iso));

/** `left` and `right` on one line, right-aligned; `left` cut to make room. */
const columns = (left: string, right: string): string => {
  const room = Math.max(REPORT_WIDTH - right.length - 1, 1);
  const l = left.length > room ? left.slice(0, room) : left;
  return `${l}${' '.repeat(REPORT_WIDTH - l.length - right.length)}${right}`;
};

/** "999999999" -> "Org.nr. 999 999 999 MVA" (other forms as given). */
const organisation = (number: string): string => {
  const digits = number.replace(/\D/g, '');
  const grouped =
    digits.length === 9 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : number;
  return `Org.nr. ${grouped} MVA`;
};

const counted = (label: string, t: TallyValue) => columns(`${label} (${t.count})`, decimalAmount(t.amount));

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

export const reportLines = (r: TillReportValue): string[] => {
  const rule = '-'.repeat(REPORT_WIDTH);
  const section = (title: string, rows: string[]) => ['', title, ...(rows.length ? rows : ['  (ingen)'])];
  return [
    REPORT_HEADINGS[r.reportType],
    rule,
    r.companyName,
    organisation(r.organisationNumber),
    `Dato og tid: ${localTime(r.createdAt)}`,
    `Kassepunkt: ${r.tillName} (nr. ${r.tillNumber})`,
    `Rapport: ${r.reportType} nr. ${r.reportNumber}`,
    `Åpnet: ${localTime(r.openedAt)}`,
    `Kjørt av: ${r.createdBy.displayName || r.createdBy.tenantUserUid}`,
    rule,
    ...section(
      'Salg per varegruppe',
      r.articleGroups.map((g) => columns(`  ${g.name || 'Uten varegruppe'}`, decimalAmount(g.amount))),
    ),
    ...section(
      'Betalingsmidler',
      r.paymentMethods.map((p) => columns(`  ${p.settlementName} (${p.count})`, decimalAmount(p.amount))),
    ),
    ...section(
      'Salg per bruker',
      r.operators.map((o) =>
        columns(`  ${o.displayName || o.tenantUserUid} (${o.receipts})`, decimalAmount(o.amount)),
      ),
    ),
    ...section(
      'MVA per sats',
      r.vat.map((v) =>
        columns(`  ${percent(v.vatRate)} grunnlag ${decimalAmount(v.net)}`, decimalAmount(v.vat)),
      ),
    ),
    '',
    columns('Inngående veksel', decimalAmount(r.openingFloat)),
    columns('Salg netto', decimalAmount(r.sales)),
    columns('Antall salgskvitteringer', String(r.receipts)),
    columns('Skuffeåpninger uten salg', String(r.drawerOpenings)),
    counted('Kopikvitteringer', r.copies),
    counted('Foreløpige kvitteringer', r.proforma),
    counted('Treningskvitteringer', r.training),
    counted('Returer', r.returns),
    counted('Rabatter', r.discounts),
    counted('Annulleringer', r.voids),
    columns('Prisendringer', String(r.priceChanges)),
    rule,
    columns('Grand total salg', decimalAmount(r.grandTotals.sales)),
    columns('Grand total retur', decimalAmount(r.grandTotals.returns)),
    columns('Grand total netto', decimalAmount(r.grandTotals.net)),
  ];
};

/** The report's text, one line each, ending with a line feed. */
export const reportText = (r: TillReportValue): string => `${reportLines(r).join('\n')}\n`;
