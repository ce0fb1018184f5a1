import { type EventDraft, withEvents } from '#events/outbox.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, type FieldIssue, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { pendingMarkerOp, pendingMarkersOp } from '#shared/search/pending.ts';
import { createProductOp, getProducts, gtinOps, replaceProductOp } from './product.repository.ts';
import type { ProductRecord } from './product.schema.ts';
import { productCreated, productUpdated } from './product-events.ts';
import { existingGroups } from './product-group.repository.ts';
import { changedFields } from './product-rules.ts';
import { variantOf } from './product-search.repository.ts';
import { PRODUCTS_TABLE } from './product-search.table.ts';

/**
 * The transaction of one product write and the reference checks before it, shared by the single
 * writes and the batch import (product-batch.service.ts), which preloads the references of all
 * its items with a few BatchGets instead of one read per item.
 */

/** The read-your-writes marker of a product write (shared/search/pending.ts). */
export const productMarker = (p: ProductRecord, deleted = false) =>
  pendingMarkerOp(PRODUCTS_TABLE, p.tenantUid, p.productUid, p.lastModifiedAt, { deleted });

/** One marker naming the writes of many products (the batch import puts it after its transactions). */
export const productsMarker = (tenantUid: string, products: readonly ProductRecord[]) =>
  pendingMarkersOp(
    PRODUCTS_TABLE,
    tenantUid,
    products.map((p) => ({ uid: p.productUid, lastModifiedAt: p.lastModifiedAt, deleted: false })),
  );

/** Records other products and groups a write refers to, as preloaded. */
export type References = { products: ReadonlyMap<string, ProductRecord>; groups: ReadonlySet<string> };

/** What `next` refers to that `before` did not: its group, its master, its components. */
const newReferences = (before: ProductRecord | undefined, next: ProductRecord) => ({
  group:
    next.productGroupUid && next.productGroupUid !== before?.productGroupUid
      ? next.productGroupUid
      : undefined,
  parent:
    next.parentProductUid && next.parentProductUid !== before?.parentProductUid
      ? next.parentProductUid
      : undefined,
  components: (next.components ?? [])
    .map((c, i) => ({ uid: c.productUid, i }))
    .filter(({ uid }) => !(before?.components ?? []).some((c) => c.productUid === uid)),
});

/** Loads the references of the given writes: one BatchGet of products, one of groups. */
export const loadReferences = async (
  tenantUid: string,
  writes: ReadonlyArray<{ before: ProductRecord | undefined; next: ProductRecord }>,
): Promise<References> => {
  const refs = writes.map((w) => newReferences(w.before, w.next));
  const productUids = refs.flatMap((r) => [
    ...(r.parent ? [r.parent] : []),
    ...r.components.map((c) => c.uid),
  ]);
  const groupUids = refs.flatMap((r) => (r.group ? [r.group] : []));
  const [products, groups] = await Promise.all([
    getProducts(tenantUid, productUids),
    existingGroups(tenantUid, groupUids),
  ]);
  return { products, groups };
};

/**
 * The references of one write exist (404 naming each missing one), its master is CONFIGURABLE
 * (400), and a CONFIGURABLE product that becomes another type has no variants left (409).
 */
export const assertReferences = async (
  before: ProductRecord | undefined,
  next: ProductRecord,
  refs: References,
  path = 'body',
): Promise<void> => {
  const wanted = newReferences(before, next);
  const missing: FieldIssue[] = [];
  if (wanted.group && !refs.groups.has(wanted.group)) {
    missing.push({
      path: `${path}.productGroupUid`,
      message: `product group '${wanted.group}' was not found`,
    });
  }
  if (wanted.parent && !refs.products.has(wanted.parent)) {
    missing.push({ path: `${path}.parentProductUid`, message: `product '${wanted.parent}' was not found` });
  }
  for (const c of wanted.components) {
    if (!refs.products.has(c.uid)) {
      missing.push({
        path: `${path}.components.${c.i}.productUid`,
        message: `product '${c.uid}' was not found`,
      });
    }
  }
  if (missing.length > 0)
    throw new NotFoundError(missing.map((m) => m.message).join('; '), { errors: missing });
  const parent = wanted.parent ? refs.products.get(wanted.parent) : undefined;
  if (parent && parent.productType !== 'CONFIGURABLE') {
    throw UnprocessableError.field(
      `${path}.parentProductUid`,
      `product '${parent.productUid}' is not CONFIGURABLE`,
    );
  }
  if (before?.productType === 'CONFIGURABLE' && next.productType !== 'CONFIGURABLE') {
    const variant = await variantOf(next.tenantUid, next.productUid);
    if (variant) {
      throw new ConflictError(
        `product '${next.productUid}' has variants (e.g. '${variant}'); it stays CONFIGURABLE`,
        {
          errors: [{ path: `${path}.productType`, message: 'a master with variants stays CONFIGURABLE' }],
        },
      );
    }
  }
};

/**
 * The transaction of a create (`before` undefined) or an update: the product, its gtin claims,
 * its read-model marker and its event. Undefined for an update that changes nothing: nothing is
 * written and no event is emitted.
 */
export const productWriteOps = (
  before: ProductRecord | undefined,
  next: ProductRecord,
  path = 'body',
  options: { marked?: boolean } = {},
): TransactOp[] | undefined => {
  const write = productWrite(before, next, path, options);
  return write && withEvents(write.change, write.events);
};

/** productWriteOps with the change and its events apart (a batch puts its events together). */
export const productWrite = (
  before: ProductRecord | undefined,
  next: ProductRecord,
  path = 'body',
  { marked = true }: { marked?: boolean } = {},
): { change: TransactOp[]; events: EventDraft[] } | undefined => {
  const marker = marked ? [productMarker(next)] : [];
  if (!before) {
    return {
      change: [createProductOp(next, path), ...gtinOps(undefined, next, path), ...marker],
      events: [productCreated(next)],
    };
  }
  const changed = changedFields(before, next);
  if (changed.length === 0) return undefined;
  return {
    change: [replaceProductOp(next, before.version), ...gtinOps(before, next, path), ...marker],
    events: [productUpdated(next, changed)],
  };
};
