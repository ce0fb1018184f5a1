import type { SupplierRecord } from './supplier.schema.ts';

/** Pure rules of suppliers: the list's free-text match. No I/O. */

/** Letters NFD does not split into a base and a mark, spelled as a keyboard without them would. */
const PLAIN: Record<string, string> = { ø: 'o', æ: 'ae', đ: 'd', ł: 'l', ß: 'ss' };

/** Lower-cased, accents and strokes removed: 'Økern Bryggeri' matches 'okern', 'Åsane' 'asane'. */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæđłß]/g, (c) => PLAIN[c] ?? c);

/**
 * Whether `supplier` answers `query`: every word occurs in the name, the supplier code or the
 * organisation number (any of them per word). No query matches every supplier.
 */
export const matchesSupplierQuery = (
  supplier: Pick<SupplierRecord, 'name' | 'supplierCode' | 'organizationNumber'>,
  query: string | undefined,
): boolean => {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${supplier.name}\n${supplier.supplierCode}\n${supplier.organizationNumber}`);
  return words.every((w) => haystack.includes(w));
};
