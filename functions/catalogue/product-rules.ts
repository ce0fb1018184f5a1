import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ValidationError } from '#shared/errors.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import { PACKAGE_TYPES } from './catalogue-enums.ts';
import type { ProductRecord } from './product.schema.ts';
import type { CreateProductInput, UpdateProductInput } from './product-input.schema.ts';

/**
 * Pure rules of the product record: merging a partial input and what a product must be. No I/O;
 * rules that need other records (parent, components, group, gtins of other products) are checked
 * by the service.
 */

/** The fields a product's content is made of (what a no-op update is compared on). */
const CONTENT = [
  'sku',
  'name',
  'productType',
  'description',
  'brand',
  'unit',
  'active',
  'productGroupUid',
  'parentProductUid',
  'gtins',
  'vatCodeUid',
  'vatRate',
  'costPrice',
  'defaultPrice',
  'allowedActions',
  'productProperties',
  'properties',
  'components',
  'metadata',
] as const;

/** The content fields that differ between two versions of a product. */
export const changedFields = (before: ProductRecord, after: ProductRecord): string[] =>
  CONTENT.filter((f) => !isDeepStrictEqual(before[f] ?? null, after[f] ?? null));

const TEXT = ['description', 'brand', 'unit', 'productGroupUid', 'parentProductUid', 'vatCodeUid'] as const;

/**
 * Applies `input` (create or partial update) onto `base`. Omitted fields keep their value; ''
 * clears a text field, null the default price and '' a metadata key. Throws a 400 naming the field when the result
 * breaks a rule of the product alone.
 */
export const mergeProduct = (
  base: ProductRecord | undefined,
  input: CreateProductInput | UpdateProductInput,
  ctx: { tenantUid: string; productUid: string; now: string; path?: string },
): ProductRecord => {
  const next: ProductRecord = {
    ...(base ?? { sku: '', name: '', productType: 'STOCK', active: true }),
    tenantUid: ctx.tenantUid,
    productUid: ctx.productUid,
    createdAt: base?.createdAt ?? ctx.now,
    lastModifiedAt: ctx.now,
    version: (base?.version ?? 0) + 1,
  };
  const set = next as Record<string, unknown>;
  for (const f of [
    'sku',
    'name',
    'productType',
    'active',
    'vatRate',
    'costPrice',
    'allowedActions',
    'components',
  ] as const) {
    if (input[f] !== undefined) set[f] = input[f];
  }
  for (const f of TEXT) if (input[f] !== undefined) set[f] = input[f] === '' ? undefined : input[f];
  if (input.defaultPrice !== undefined) next.defaultPrice = input.defaultPrice ?? undefined;
  if (input.allowedActions) next.allowedActions = [...new Set(input.allowedActions)];
  if (input.gtins) {
    if (input.gtins.filter((g) => g.primary).length > 1) {
      throw ValidationError.field(`${ctx.path ?? 'body'}.gtins`, 'at most one gtin may be primary');
    }
    const primary = input.gtins.findIndex((g) => g.primary);
    next.gtins = input.gtins.map((g, i) => ({ ...g, primary: i === (primary < 0 ? 0 : primary) }));
  }
  if (input.properties) next.properties = input.properties.map((p) => ({ ...p, uid: p.uid ?? randomUUID() }));
  if (input.productProperties) {
    next.productProperties = input.productProperties.map((p) => ({
      ...p,
      productPropertyUid: p.productPropertyUid ?? randomUUID(),
    }));
  }
  next.metadata = mergeMetadata(base?.metadata, input.metadata, `${ctx.path ?? 'body'}.metadata`);
  if (!PACKAGE_TYPES.includes(next.productType) && input.components === undefined)
    next.components = undefined;
  assertProductShape(next, ctx.path ?? 'body');
  return next;
};

/** The rules of one product by itself: gtins, package components, variants. */
export const assertProductShape = (p: ProductRecord, path: string): void => {
  const gtins = p.gtins ?? [];
  const repeated = gtins.findIndex((g, i) => gtins.findIndex((o) => o.gtin === g.gtin) !== i);
  if (repeated >= 0) throw ValidationError.field(`${path}.gtins.${repeated}.gtin`, 'is listed twice');
  if (gtins.filter((g) => g.primary).length > 1) {
    throw ValidationError.field(`${path}.gtins`, 'at most one gtin may be primary');
  }
  const components = p.components ?? [];
  const isPackage = PACKAGE_TYPES.includes(p.productType);
  if (!isPackage && components.length > 0) {
    throw ValidationError.field(
      `${path}.components`,
      'only PACKAGE_FIXED and PACKAGE_DYNAMIC products have components',
    );
  }
  if (p.productType === 'PACKAGE_FIXED' && components.length === 0) {
    throw ValidationError.field(`${path}.components`, 'a PACKAGE_FIXED product needs at least one component');
  }
  const self = components.findIndex((c) => c.productUid === p.productUid);
  if (self >= 0)
    throw ValidationError.field(`${path}.components.${self}.productUid`, 'a package cannot contain itself');
  const twice = components.findIndex(
    (c, i) => components.findIndex((o) => o.productUid === c.productUid) !== i,
  );
  if (twice >= 0) throw ValidationError.field(`${path}.components.${twice}.productUid`, 'is listed twice');
  if (p.parentProductUid !== undefined) {
    if (p.parentProductUid === p.productUid) {
      throw ValidationError.field(`${path}.parentProductUid`, 'a product cannot be its own master');
    }
    if (p.productType === 'CONFIGURABLE') {
      throw ValidationError.field(`${path}.parentProductUid`, 'a CONFIGURABLE master cannot be a variant');
    }
  }
};
