import { NotFoundError } from '#shared/errors.ts';
import type { Versioned } from '#shared/http/conditional.ts';
import { getProduct, getProducts } from './product.repository.ts';
import { type ProductRecord, type ProductResponseValue, toProductResponse } from './product.schema.ts';

/**
 * Reading products as the API returns them, and the fields other areas need for pricing and order
 * lines. Read-only and free of request parsing, so other areas import it without the write paths.
 */

/** The stored product; 404 naming `path` when absent (also for another tenant's uid). */
export const loadProduct = async (
  tenantUid: string,
  productUid: string,
  path = 'params.productUid',
): Promise<ProductRecord> => {
  const product = await getProduct(tenantUid, productUid);
  if (!product) throw NotFoundError.record('product', productUid, path);
  return product;
};

/** GET of a product with the version its ETag names: one strongly consistent GetItem. */
export const readVersionedProduct = async (
  tenantUid: string,
  productUid: string,
): Promise<Versioned<ProductResponseValue>> => {
  const product = await loadProduct(tenantUid, productUid);
  return { body: toProductResponse(product), version: product.version };
};

/** What pricing and order lines take from a product. */
export type ProductFacts = Pick<
  ProductResponseValue,
  | 'productUid'
  | 'sku'
  | 'name'
  | 'productType'
  | 'vatCodeUid'
  | 'vatRate'
  | 'defaultPrice'
  | 'allowedActions'
  | 'productGroupUid'
  | 'active'
>;

const factsOf = (p: ProductRecord): ProductFacts => {
  const r = toProductResponse(p);
  return {
    productUid: r.productUid,
    sku: r.sku,
    name: r.name,
    productType: r.productType,
    vatCodeUid: r.vatCodeUid,
    vatRate: r.vatRate,
    ...(r.defaultPrice ? { defaultPrice: r.defaultPrice } : {}),
    allowedActions: r.allowedActions,
    productGroupUid: r.productGroupUid,
    active: r.active,
  };
};

/**
 * The products of the tenant among `productUids`, by uid, as pricing and order lines use them:
 * one GetItem for one uid, BatchGets of 100 for more. Unknown uids (and other tenants') are absent.
 */
export const readProductFacts = async (
  tenantUid: string,
  productUids: readonly string[],
): Promise<Map<string, ProductFacts>> => {
  const unique = [...new Set(productUids)];
  if (unique.length === 1) {
    const one = await getProduct(tenantUid, unique[0]!);
    return new Map(one ? [[one.productUid, factsOf(one)]] : []);
  }
  const found = await getProducts(tenantUid, unique);
  return new Map([...found].map(([uid, p]) => [uid, factsOf(p)]));
};

/** A product as a register of articles lists it (the SAF-T export's articles). */
export type ProductArticle = Pick<
  ProductFacts,
  'productUid' | 'sku' | 'name' | 'productGroupUid' | 'vatCodeUid' | 'vatRate'
> & {
  createdAt: string;
};

/** The products of the tenant among `productUids` (BatchGets of 100), by uid; unknown ones absent. */
export const readProductArticles = async (
  tenantUid: string,
  productUids: readonly string[],
): Promise<Map<string, ProductArticle>> => {
  const found = await getProducts(tenantUid, [...new Set(productUids)]);
  return new Map(
    [...found].map(([uid, p]) => {
      const { sku, name, productGroupUid, vatCodeUid, vatRate, createdAt } = toProductResponse(p);
      return [uid, { productUid: uid, sku, name, productGroupUid, vatCodeUid, vatRate, createdAt }];
    }),
  );
};
