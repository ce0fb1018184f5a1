import { beforeAll, describe, expect, it } from 'vitest';

/** The stored keys of stores, pricelists and prices; other areas read them by REFERENCE_KEYS. */
let m: {
  store: typeof import('#functions/stores/store.entity.ts');
  pricelist: typeof import('#functions/prices/pricelist.entity.ts');
  price: typeof import('#functions/prices/price.entity.ts');
  refs: typeof import('#shared/db/references.ts');
};

beforeAll(async () => {
  process.env.TABLE_NAME ??= 'unit';
  m = {
    store: await import('#functions/stores/store.entity.ts'),
    pricelist: await import('#functions/prices/pricelist.entity.ts'),
    price: await import('#functions/prices/price.entity.ts'),
    refs: await import('#shared/db/references.ts'),
  };
});

describe('stores and prices entity keys', () => {
  it('keeps the store and pricelist main keys equal to REFERENCE_KEYS', () => {
    expect(m.store.StoreEntity.get({ tenantUid: 'T1', storeUid: 'S-1' }).params().Key).toEqual(
      m.refs.REFERENCE_KEYS.store('T1', 'S-1'),
    );
    expect(m.pricelist.PricelistEntity.get({ tenantUid: 'T1', pricelistUid: 'P-1' }).params().Key).toEqual(
      m.refs.REFERENCE_KEYS.pricelist('T1', 'P-1'),
    );
  });

  it('puts a price in its pricelist partition, sorted by product', () => {
    const key = m.price.PriceEntity.get({ tenantUid: 'T1', pricelistUid: 'P-1', productUid: 'Pr-9' }).params()
      .Key;
    expect(key).toEqual({ pk: 'T#T1#PRICELIST#P-1', sk: 'PRICE#Pr-9' });
    // every price sorts before the pricelist item, so the prices are one begins_with range
    expect('PRICE#zzzz' < 'PRICELIST').toBe(true);
  });
});
