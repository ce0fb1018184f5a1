import { productGroupAncestors } from '#functions/catalogue/product-group-read.ts';
import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { getEntriesBySlots, type StoreRef } from './accounting-config.repository.ts';
import { slotOf } from './accounting-config-model.ts';
import type { ResolvedMappingValue } from './product-group-resolve.schema.ts';

/**
 * Which product-group mapping applies to a product (spec 2.8: "applies to all products with the
 * given VAT code in that product group and all child groups"): the mapping of the product's own
 * group, else of its parent, and so on up the tree; the nearest wins. Three reads: the product
 * (GetItem), the group tree (Query), and the candidate mappings of the chain (one BatchGet).
 */
export const resolveProductGroupMapping = async (
  store: StoreRef,
  query: { productUid: string; vatCodeUid?: string | undefined },
): Promise<ResolvedMappingValue> => {
  const product = (await readProductFacts(store.tenantUid, [query.productUid])).get(query.productUid);
  if (!product) throw NotFoundError.record('product', query.productUid, 'query.productUid');
  const vatCodeUid = query.vatCodeUid ?? product.vatCodeUid;
  if (!vatCodeUid) {
    throw UnprocessableError.field(
      'query.vatCodeUid',
      `is required: product '${product.productUid}' has no vatCodeUid`,
    );
  }
  const chain = product.productGroupUid
    ? await productGroupAncestors(store.tenantUid, product.productGroupUid)
    : [];
  const slotFor = (productGroupUid: string) =>
    slotOf({ configType: 'ACCOUNTNUMBER', key: 'VATCODE', vatCodeUid, productGroupUid });
  const entries = await getEntriesBySlots(store, chain.map(slotFor));
  const at = chain.findIndex((g) => entries.has(slotFor(g)));
  if (at < 0) {
    throw new NotFoundError(
      `no product-group mapping for VAT code '${vatCodeUid}' applies to product '${product.productUid}' in this store`,
    );
  }
  const entry = entries.get(slotFor(chain[at]!))!;
  return {
    productUid: product.productUid,
    vatCodeUid,
    account: entry.value,
    accountingConfigUid: entry.accountingConfigUid,
    productGroupUid: entry.productGroupUid,
    productGroupPath: chain.slice(0, at + 1),
  };
};
