import { randomUUID } from 'node:crypto';
import { type EventDraft, jointEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit, commitUnits, type TransactOp } from '#shared/db/transaction.ts';
import { AppError, problemType, ValidationError } from '#shared/errors.ts';
import { issuesOf } from '#shared/http/request.ts';
import { logger } from '#shared/observability.ts';
import { getProducts } from './product.repository.ts';
import type { ProductRecord } from './product.schema.ts';
import { BatchProductItem } from './product-input.schema.ts';
import { mergeProduct } from './product-rules.ts';
import { assertReferences, loadReferences, productsMarker, productWrite } from './product-write.service.ts';

/**
 * The batch import: up to 500 products created or updated, each all or nothing on its own,
 * answered per item. The products named, their groups and the products
 * they refer to are read first with a few BatchGets; the items are then written packed into as
 * few transactions as they fit (commitUnits), each item still all or nothing on its own.
 */

type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: { path: string; message: string }[];
};
export type BatchItemResult = { index: number; productUid: string; status: number; problem?: Problem };

const problemOf = (error: unknown): Problem => {
  if (error instanceof AppError) {
    return {
      type: error.type,
      title: error.title,
      status: error.status,
      detail: error.message,
      ...(error.errors?.length ? { errors: error.errors } : {}),
    };
  }
  logger.error('batch item failed', { error: error as Error });
  return {
    type: problemType('internal-error'),
    title: 'Internal server error',
    status: 500,
    detail: 'the item could not be written; retry it',
  };
};

type Planned = { index: number; before: ProductRecord | undefined; next: ProductRecord } | BatchItemResult;

export const importProducts = async (
  tenantUid: string,
  items: ReadonlyArray<Record<string, unknown>>,
): Promise<{ items: BatchItemResult[] }> => {
  const parsed = items.map((raw, index) => ({ index, raw, parsed: BatchProductItem.safeParse(raw) }));
  const uids = parsed.flatMap((p) =>
    p.parsed.success && p.parsed.data.productUid ? [p.parsed.data.productUid] : [],
  );
  const existing = await getProducts(tenantUid, uids);
  const now = nowIso();
  const seen = new Set<string>();
  const planned: Planned[] = parsed.map(({ index, raw, parsed: result }): Planned => {
    const path = `body.products.${index}`;
    const productUid = result.data?.productUid ?? (typeof raw.productUid === 'string' ? raw.productUid : '');
    try {
      if (!result.success)
        throw new ValidationError('the product is not valid', issuesOf(path, result.error));
      const uid = result.data.productUid ?? randomUUID();
      if (seen.has(uid)) throw ValidationError.field(`${path}.productUid`, 'is listed twice in the batch');
      seen.add(uid);
      const before = existing.get(uid);
      if (!before && (!result.data.sku || !result.data.name)) {
        throw ValidationError.field(
          `${path}.${result.data.sku ? 'name' : 'sku'}`,
          'is required for a new product',
        );
      }
      return {
        index,
        before,
        next: mergeProduct(before, result.data, { tenantUid, productUid: uid, now, path }),
      };
    } catch (error) {
      return { index, productUid, status: 0, problem: problemOf(error) };
    }
  });
  const writes = planned.filter((p): p is Exclude<Planned, BatchItemResult> => 'next' in p);
  const refs = await loadReferences(tenantUid, writes);
  const results = new Map<number, BatchItemResult>();
  for (const p of planned) if (!('next' in p)) results.set(p.index, { ...p, status: p.problem!.status });
  // Checked first, then written together: a failing item is answered alone (commitUnits).
  const units: Array<{
    index: number;
    productUid: string;
    status: number;
    change: TransactOp[];
    events: EventDraft[];
    record: ProductRecord;
  }> = [];
  for (const w of writes) {
    const path = `body.products.${w.index}`;
    const base = { index: w.index, productUid: w.next.productUid };
    try {
      const write = productWrite(w.before, w.next, path, { marked: false });
      if (!write) {
        results.set(w.index, { ...base, status: 200 });
        continue;
      }
      await assertReferences(w.before, w.next, refs, path);
      units.push({ ...base, status: w.before ? 200 : 201, ...write, record: w.next });
    } catch (error) {
      const problem = problemOf(error);
      results.set(w.index, { ...base, status: problem.status, problem });
    }
  }
  // The events of the products written together share one outbox item.
  const outcomes = await commitUnits(
    units.map((u) => u.change),
    { joint: jointEvents((i) => units[i]!.events) },
  );
  const written: ProductRecord[] = [];
  units.forEach(({ change: _change, events: _events, record, ...u }, i) => {
    const error = outcomes[i];
    const problem = error === undefined ? undefined : problemOf(error);
    results.set(u.index, problem ? { ...u, status: problem.status, problem } : u);
    if (!problem) written.push(record);
  });
  // One read-your-writes marker for every product written, put before the answer (so the
  // caller's next list sees them all) instead of one per product inside the transactions, where
  // the 500 markers took a quarter of the items written.
  if (written.length > 0) await commit([productsMarker(tenantUid, written)]);
  return { items: [...results.values()].sort((a, b) => a.index - b.index) };
};
