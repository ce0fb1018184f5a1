import { productProjection } from '#functions/catalogue/product.projection.ts';
import { PRODUCTS_TABLE } from '#functions/catalogue/product-search.table.ts';
import { bulkLoad, driftFromProjection, insertSelect, type SeedDb } from './scale-seed.ts';
import { draw, isoText, pick } from './scale-words.ts';

/**
 * Generated products for the catalogue bench, straight into the read model (set-based SQL, as the
 * scale section seeds customers). Product n has sku `SKU-<n, 7 digits>` and gtin 7000000000000+n
 * (each exactly one product), a brand of 20, and a name of three words: one of 100 nouns (each
 * about 1% of the tenant) and a model code `x0000`..`x9999` (each about 0.01%).
 */

const NOUNS = (
  'espresso cup mug plate bowl saucer teapot kettle jug glass tumbler carafe bottle tray board knife ' +
  'fork spoon ladle whisk grater peeler sieve colander pan pot skillet wok lid apron towel napkin ' +
  'tablecloth runner candle lantern vase planter basket crate box jar tin canister rack shelf hook ' +
  'mirror frame clock lamp bulb cable charger adapter speaker headset mouse keyboard monitor stand ' +
  'bag backpack wallet belt scarf glove hat sock shirt sweater jacket coat boot sneaker sandal ' +
  'blanket pillow duvet sheet mattress rug mat cushion stool chair table desk bench drawer cabinet ' +
  'hammer drill saw wrench pliers tape glue brush roller ladder'
).split(' ');
const ADJECTIVES = 'white black grey blue green red small large classic modern'.split(' ');
const BRANDS =
  'Nordlys Fjord Polar Aurora Skog Havet Fjell Vinter Sommer Solvind Birk Eik Furu Gran Lyng Mose Stein Sand Is Elv'.split(
    ' ',
  );

export const CATALOGUE_TENANT = 't-catalogue-1m';
export const CATALOGUE_ROWS = 1_000_000;

/** The sku and gtin of generated product `n`. */
export const skuOf = (n: number) => `SKU-${String(n).padStart(7, '0')}`;
export const gtinOf = (n: number) => String(7_000_000_000_000 + n);

const productsOf = (tenant: string, rows: number, doc: Record<string, unknown>) =>
  insertSelect(
    productProjection,
    {
      tenant_uid: `'${tenant}'`,
      uid: 'uid',
      created_at: 'created_text',
      version: '1',
      modified_at: 'created_text',
      doc: `$tpl$${JSON.stringify(doc)}$tpl$::jsonb || jsonb_build_object(
        'tenantUid', '${tenant}', 'productUid', uid, 'sku', sku, 'name', name, 'brand', brand,
        'gtins', jsonb_build_array(jsonb_build_object('gtin', gtin, 'primary', true, 'type', 'EAN13')),
        'createdAt', created_text, 'lastModifiedAt', created_text)`,
      words: `lower(concat_ws(' ', name, brand))`,
      codes: `lower(concat_ws(' ', sku, gtin))`,
      name: 'name',
      sku: 'sku',
      sku_key: 'lower(sku)',
      gtins: 'ARRAY[gtin]',
      product_group_uid: `''`,
      product_type: `'STOCK'`,
      active: 'true',
      parent_product_uid: `''`,
    },
    `(
    SELECT md5('${tenant}#' || n)::uuid::text AS uid,
      'SKU-' || lpad(n::text, 7, '0') AS sku,
      (7000000000000 + n)::text AS gtin,
      initcap(${pick(ADJECTIVES, 'n', 11)} || ' ' || ${pick(NOUNS, 'n', 12)}) || ' x' || lpad(${draw('n', 13, 10_000)}::text, 4, '0') AS name,
      ${pick(BRANDS, 'n', 14)} AS brand,
      ${isoText(`timestamp '2024-01-01' + (${draw('n', 15, 60_000_000)} * interval '1 second')`)} AS created_text
    FROM generate_series(1, ${rows}) AS n
  ) q`,
  );

/** Seeds the catalogue tenant; returns notes (timing, drift from the projection). */
export const seedProducts = async (db: SeedDb, template: Record<string, unknown>): Promise<string[]> => {
  const doc = productProjection.row(template).doc as Record<string, unknown>;
  const timing = await bulkLoad(db, PRODUCTS_TABLE, [productsOf(CATALOGUE_TENANT, CATALOGUE_ROWS, doc)]);
  const drift = await driftFromProjection(db, productProjection, CATALOGUE_TENANT, (d) => ({
    ...d,
    __edb_e__: 'product',
  }));
  return [timing, ...drift];
};
