import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { NotFoundError } from '#shared/errors.ts';
import { batchGetItems, keyOf } from './batch-get.ts';

/**
 * Primary keys of records that other areas refer to by uid. The owning entity (ElectroDB, with
 * `template` and `casing: 'none'`) writes its main item under exactly this key, so any area can
 * check that a reference exists with one BatchGet and no dependency on the owner's code.
 */
export const REFERENCE_KEYS = {
  customer: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#CUSTOMER#${uid}`, sk: 'CUSTOMER' }),
  order: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#ORDER#${uid}`, sk: 'ORDER' }),
  serviceOrder: (tenantUid: string, uid: string) => ({
    pk: `T#${tenantUid}#SERVICE_ORDER#${uid}`,
    sk: 'SERVICE_ORDER',
  }),
  store: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#STORE#${uid}`, sk: 'STORE' }),
  pricelist: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#PRICELIST#${uid}`, sk: 'PRICELIST' }),
  // The catalogue's product main item, by the same pattern as the customer's.
  product: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#PRODUCT#${uid}`, sk: 'PRODUCT' }),
  // A tenant user (functions/users): customers copy its name and code onto accountManager.
  user: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#USER#${uid}`, sk: 'USER' }),
  // A supplier (functions/inventory): purchase orders name it.
  supplier: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#SUPPLIER#${uid}`, sk: 'SUPPLIER' }),
  // A registered store device (functions/printers): a payment terminal is paired with one.
  device: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#DEVICE#${uid}`, sk: 'DEVICE' }),
  // A till (functions/tills): the fiscal journal checks the till and its store.
  till: (tenantUid: string, uid: string) => ({ pk: `T#${tenantUid}#TILL#${uid}`, sk: 'TILL' }),
} as const;
export type ReferenceKind = keyof typeof REFERENCE_KEYS;

/**
 * Partition-key templates of referenced records' main items, for the grants of a function that
 * checks or reads them (shared/db/key-patterns.ts): the same builders, given placeholders.
 */
export const referenceKeys = (...kinds: readonly ReferenceKind[]): string[] =>
  kinds.map((kind) => REFERENCE_KEYS[kind]('${tenantUid}', '${uid}').pk);

export type Reference = {
  kind: ReferenceKind;
  uid: string /** field path for the problem, e.g. body.customerUid */;
  path: string;
};

const LABEL: Record<ReferenceKind, string> = {
  customer: 'customer',
  order: 'order',
  serviceOrder: 'service order',
  store: 'store',
  pricelist: 'pricelist',
  product: 'product',
  user: 'user',
  supplier: 'supplier',
  device: 'device',
  till: 'till',
};

/**
 * Throws a 404 problem naming every reference that does not exist in the tenant (one BatchGet).
 * Records of other tenants are never found: the key starts with the caller's tenant.
 */
export const assertReferencesExist = async (tenantUid: string, refs: readonly Reference[]): Promise<void> => {
  if (refs.length === 0) return;
  const keys = refs.map((r) => REFERENCE_KEYS[r.kind](tenantUid, r.uid));
  const found = new Set((await batchGetItems(keys, { fields: [] })).map((item) => item.pk as string));
  const missing = refs.filter((r) => !found.has(REFERENCE_KEYS[r.kind](tenantUid, r.uid).pk));
  if (missing.length > 0) {
    const errors = missing.map((r) => ({
      path: r.path,
      message: `${LABEL[r.kind]} '${r.uid}' was not found`,
    }));
    throw new NotFoundError(errors.map((e) => e.message).join('; '), { errors });
  }
};

/**
 * A few text fields of a record another area owns, copied where a record keeps them (a customer's
 * names on an order): one GetItem of only those fields, '' for a field the record lacks, undefined
 * when there is no such record. The whole record as its API shows it comes from the owning area's
 * `*-read.ts`; whether records exist, from assertReferencesExist.
 */
export const readReferenceFields = async <F extends string>(
  tenantUid: string,
  kind: ReferenceKind,
  uid: string,
  fields: readonly F[],
): Promise<Record<F, string> | undefined> => {
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: REFERENCE_KEYS[kind](tenantUid, uid),
      ProjectionExpression: ['pk', ...Object.keys(names)].join(', '),
      ExpressionAttributeNames: names,
    }),
  );
  if (!Item) return undefined;
  return Object.fromEntries(fields.map((f) => [f, typeof Item[f] === 'string' ? Item[f] : ''])) as Record<
    F,
    string
  >;
};

/** One record to read with readReferenceItems: its kind, uid and the fields wanted. */
export type ReferenceRead = { kind: ReferenceKind; uid: string; fields: readonly string[] };

/**
 * Fields of records of several kinds (a store, a customer and a product) in one BatchGet, for a
 * read that must stay within a fixed number of round trips. Values are returned as stored (objects
 * too, unlike readReferenceFields); a record that does not exist is absent from the answer, which
 * is keyed by the position of its request. At most 100 reads.
 */
export const readReferenceItems = async (
  tenantUid: string,
  reads: readonly ReferenceRead[],
): Promise<Array<Record<string, unknown> | undefined>> => {
  if (reads.length === 0) return [];
  if (reads.length > 100) throw new Error('readReferenceItems reads at most 100 records');
  const keys = reads.map((r) => REFERENCE_KEYS[r.kind](tenantUid, r.uid));
  const items = await batchGetItems(keys, { consistent: true, fields: reads.flatMap((r) => r.fields) });
  const found = new Map(items.map((item) => [keyOf(item), item]));
  return keys.map((k) => found.get(keyOf(k)));
};
