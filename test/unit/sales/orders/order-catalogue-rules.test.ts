import { describe, expect, it } from 'vitest';
import type { OrderItemDraft } from '#functions/sales/orders/order.schema.ts';
import { completeLine, type LineProduct } from '#functions/sales/orders/order-catalogue-rules.ts';

const product: LineProduct = {
  productUid: 'p1',
  sku: 'CUP-1',
  name: 'Espresso cup',
  productType: 'STOCK',
  vatCodeUid: 'vat-25',
  vatRate: 2500,
  allowedActions: ['DISCOUNT'],
  active: true,
};
const draft = (extra: Partial<OrderItemDraft> = {}) =>
  ({ productUid: 'p1', quantityOrdered: 1, ...extra }) as OrderItemDraft;

describe('completeLine', () => {
  it('fills every omitted catalogue member from the product and the effective price', () => {
    const result = completeLine(draft(), 0, { product, unitPrice: 4900 });
    expect(result).toMatchObject({
      issues: [],
      line: {
        sku: 'CUP-1',
        name: 'Espresso cup',
        productType: 'STOCK',
        vatRate: 2500,
        itemPrice: 4900,
        originalItemPrice: 4900,
        allowedActions: ['DISCOUNT'],
      },
    });
  });

  it('accepts the catalogue values sent back unchanged without the permissions, refuses others naming the field', () => {
    expect(
      completeLine(draft({ itemPrice: 4900, name: 'Espresso cup' }), 0, { product, unitPrice: 4900 }).issues,
    ).toEqual([]);
    const refused = completeLine(draft({ itemPrice: 100, name: 'Mug' }), 3, { product, unitPrice: 4900 });
    expect(refused.issues.map((i) => i.path)).toEqual(['body.items.3.name', 'body.items.3.itemPrice']);
  });

  it('lets PRICE_SALE and PRODUCT_NAME overrides win and keeps the list price as originalItemPrice', () => {
    const open = {
      ...product,
      allowedActions: ['PRICE_SALE', 'PRODUCT_NAME'] as LineProduct['allowedActions'],
    };
    const result = completeLine(draft({ itemPrice: 100, name: 'Mug' }), 0, {
      product: open,
      unitPrice: 4900,
    });
    expect(result).toMatchObject({ line: { itemPrice: 100, originalItemPrice: 4900, name: 'Mug' } });
  });

  it('requires a price when the catalogue has none, and refuses an inactive product', () => {
    expect(completeLine(draft(), 0, { product, unitPrice: undefined }).issues.map((i) => i.path)).toEqual([
      'body.items.0.itemPrice',
    ]);
    expect(completeLine(draft({ itemPrice: 10 }), 0, { product, unitPrice: undefined }).issues).toEqual([]);
    const inactive = completeLine(draft(), 1, { product: { ...product, active: false }, unitPrice: 4900 });
    expect(inactive.issues.map((i) => i.path)).toEqual(['body.items.1.productUid']);
  });

  it('keeps a line of an unknown product as sent, which must then be complete', () => {
    const sent = draft({ sku: 'X', name: 'Free text', itemPrice: 500, vatCodeUid: 'vat-25', vatRate: 2500 });
    expect(completeLine(sent, 0, undefined)).toMatchObject({
      line: { productType: 'STOCK', allowedActions: [], itemPrice: 500 },
    });
    expect(completeLine(draft({ sku: 'X' }), 2, undefined).issues.map((i) => i.path)).toEqual([
      'body.items.2.name',
      'body.items.2.itemPrice',
      'body.items.2.vatCodeUid',
      'body.items.2.vatRate',
    ]);
  });
});
