import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';
import { countedLines } from './till-report-rules.ts';

/**
 * Sales per product group in a till close's ledger voucher (pure; docs/decisions/ledger-voucher.md):
 * the session's signed sales, returns and voids summed per product group and VAT code, and each
 * VAT code's sales split onto the accounts that the store's product-group mappings name.
 */

/** What the session's signed lines sold in one product group at one VAT code (voids taken out). */
export type GroupSale = {
  productGroupUid: string;
  /** The group and its ancestors, nearest first: a mapping of an ancestor applies to the group. */
  chain: readonly string[];
  vatCodeUid: string;
  gross: number;
  vat: number;
};

/** The product group of a product with its chain ('' and [] when it is in none). */
export type GroupOf = (productUid: string) => { productGroupUid: string; chain: readonly string[] };

/** Sums the counted lines of `transactions` per product group and VAT code. */
export const groupSalesOf = (transactions: readonly SignedTransaction[], groupOf: GroupOf): GroupSale[] => {
  const sums = new Map<string, GroupSale>();
  for (const { line, sign } of countedLines(transactions)) {
    const group = groupOf(line.productUid);
    if (!group.productGroupUid) continue;
    const key = `${group.productGroupUid}#${line.vatCodeUid}`;
    const sum = sums.get(key) ?? { ...group, vatCodeUid: line.vatCodeUid, gross: 0, vat: 0 };
    sum.gross += sign * line.totalPrice;
    sum.vat += sign * line.totalVatAmount;
    sums.set(key, sum);
  }
  return [...sums.values()];
};

/** The key of a product-group mapping in `VoucherAccounts.groupSalesAccounts`. */
export const groupAccountKey = (productGroupUid: string, vatCodeUid: string): string =>
  `${productGroupUid}#${vatCodeUid}`;

/** A part of a VAT code's sales: '' is the VAT code's own sales account. */
export type SalesPart = { productGroupUid: string; gross: number; vat: number };

/**
 * Splits the sales of `vatCodeUid` (the session's `gross` and `vat`) by product group: each group
 * sold whose own or nearest ancestor's mapping for this VAT code exists goes to that mapping (groups
 * under one mapping add up); the rest stays on the VAT code (''), so the parts always add up to
 * the session's tallies whatever the signed lines hold. The VAT code's part first, then by group.
 */
export const splitSales = (
  vatCodeUid: string,
  gross: number,
  vat: number,
  sales: readonly GroupSale[],
  groupAccounts: Readonly<Record<string, string>>,
): SalesPart[] => {
  const parts = new Map<string, SalesPart>();
  for (const sale of sales) {
    if (sale.vatCodeUid !== vatCodeUid) continue;
    const mapped = sale.chain.find((g) => groupAccounts[groupAccountKey(g, vatCodeUid)] !== undefined);
    if (mapped === undefined) continue;
    const part = parts.get(mapped) ?? { productGroupUid: mapped, gross: 0, vat: 0 };
    part.gross += sale.gross;
    part.vat += sale.vat;
    parts.set(mapped, part);
  }
  const grouped = [...parts.values()].sort((a, b) => a.productGroupUid.localeCompare(b.productGroupUid));
  const rest = {
    productGroupUid: '',
    gross: gross - grouped.reduce((n, p) => n + p.gross, 0),
    vat: vat - grouped.reduce((n, p) => n + p.vat, 0),
  };
  return [rest, ...grouped];
};
