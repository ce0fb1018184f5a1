import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '#functions/catalogue/product.schema.ts';
import { changedFields, mergeProduct } from '#functions/catalogue/product-rules.ts';

const ctx = { tenantUid: 't', productUid: 'p', now: '2026-11-25T10:00:00.000Z' };
const base = mergeProduct(
  undefined,
  { sku: 'S', name: 'N', brand: 'B', gtins: [{ gtin: '12345678', primary: false, type: 'EAN8' }] },
  ctx,
);

const pathOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errors: Array<{ path: string }> }).errors[0]?.path;
  }
  return undefined;
};

describe('product rules', () => {
  it('creates with defaults and makes the first gtin primary when none is', () => {
    expect(base).toMatchObject({ productType: 'STOCK', active: true, version: 1, createdAt: ctx.now });
    expect(base.gtins).toEqual([{ gtin: '12345678', primary: true, type: 'EAN8' }]);
  });

  it('keeps omitted fields, clears with empty strings and null, and moves the version on', () => {
    const next = mergeProduct(base, { brand: '', defaultPrice: null, name: 'M' }, { ...ctx, now: 'later' });
    expect(next).toMatchObject({
      sku: 'S',
      name: 'M',
      brand: undefined,
      version: 2,
      createdAt: ctx.now,
      lastModifiedAt: 'later',
    });
    expect(changedFields(base, next)).toEqual(['name', 'brand']);
    expect(changedFields(base, mergeProduct(base, { name: 'N', sku: 'S' }, ctx))).toEqual([]);
  });

  it('refuses two primary gtins, a gtin twice, components outside packages and a package without them', () => {
    const gtins = [
      { gtin: '12345678', primary: true, type: 'EAN8' },
      { gtin: '87654321', primary: true, type: 'EAN8' },
    ];
    expect(pathOf(() => mergeProduct(undefined, { sku: 'S', name: 'N', gtins }, ctx))).toBe('body.gtins');
    const twice = [gtins[0]!, { ...gtins[0]!, primary: false }];
    expect(pathOf(() => mergeProduct(undefined, { sku: 'S', name: 'N', gtins: twice }, ctx))).toBe(
      'body.gtins.1.gtin',
    );
    const components = [{ productUid: 'c', quantity: 1 }];
    expect(pathOf(() => mergeProduct(undefined, { sku: 'S', name: 'N', components }, ctx))).toBe(
      'body.components',
    );
    expect(
      pathOf(() => mergeProduct(undefined, { sku: 'S', name: 'N', productType: 'PACKAGE_FIXED' }, ctx)),
    ).toBe('body.components');
    const self = [{ productUid: 'p', quantity: 1 }];
    expect(
      pathOf(() =>
        mergeProduct(
          undefined,
          { sku: 'S', name: 'N', productType: 'PACKAGE_DYNAMIC', components: self },
          ctx,
        ),
      ),
    ).toBe('body.components.0.productUid');
  });

  it('drops the components of a package that becomes another type', () => {
    const pkg = mergeProduct(
      undefined,
      { sku: 'S', name: 'N', productType: 'PACKAGE_FIXED', components: [{ productUid: 'c', quantity: 2 }] },
      ctx,
    );
    expect(mergeProduct(pkg, { productType: 'STOCK' }, ctx).components).toBeUndefined();
  });

  it('refuses a product as its own master and a CONFIGURABLE variant', () => {
    expect(pathOf(() => mergeProduct(undefined, { sku: 'S', name: 'N', parentProductUid: 'p' }, ctx))).toBe(
      'body.parentProductUid',
    );
    const master: Partial<ProductRecord> = { parentProductUid: 'm', productType: 'CONFIGURABLE' };
    expect(
      pathOf(() =>
        mergeProduct(undefined, { sku: 'S', name: 'N', ...master }, { ...ctx, path: 'body.products.3' }),
      ),
    ).toBe('body.products.3.parentProductUid');
  });
});
