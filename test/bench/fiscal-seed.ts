import type { CashPointHead, TransactionDraft } from '#functions/fiscal/fiscal.types.ts';
import {
  type CashPoint,
  fiscalOps,
  openCashPoint,
  transactionEvent,
} from '#functions/fiscal/fiscal-write.ts';
import { writeAll } from './table-seed.ts';

/**
 * A year of one cash point's signed transactions, written straight into the table: each one made
 * by the fiscal area's own `fiscalOps` (real RSA signatures, chained, with its journal event), so
 * the export reads exactly what receipts at a till leave. Import it once the bench stack is up.
 */

/** Items written per batch of the seed: bounded, so seeding 200,000 transactions stays flat. */
const SEED_SLICE = 5_000;

const draftOf = (n: number): TransactionDraft => {
  const quantity = 1 + (n % 3);
  const unitPrice = 2_990 + (n % 17) * 100;
  const gross = unitPrice * quantity;
  const net = Math.round(gross / 1.25);
  return {
    kind: n % 40 === 0 ? 'RETURN' : 'SALE',
    receiptUid: `bench-r-${n}`,
    voucherNumber: String(n),
    grossAmount: n % 40 === 0 ? -gross : gross,
    netAmount: n % 40 === 0 ? -net : net,
    currency: 'NOK',
    sellerDisplayName: 'Kari Nordmann',
    lines: [
      {
        lineNumber: 1,
        productUid: `bench-p-${n % 500}`,
        sku: `SKU-${n % 500}`,
        name: `Vare ${n % 500}`,
        quantity,
        unitPrice,
        totalPrice: gross,
        totalVatAmount: gross - net,
        vatRate: 2500,
        vatCodeUid: 'vat-25',
        discountAmount: 0,
      },
    ],
    payments: [{ settlementCode: n % 2 ? 'CASH' : 'CARD', settlementName: 'Betaling', amount: gross }],
  };
};

/** The head `fiscalOps` moved to: the Put of its first member, without the storage attributes. */
const headAfter = (item: Record<string, unknown>): CashPointHead => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, recordType: _rt, ...head } = item;
  return head as CashPointHead;
};

/**
 * Seeds `count` signed transactions (and their journal events) at `tillUid`, evenly over the
 * `days` days before `endMs`, continuing the cash point's chain. Answers the seconds spent.
 */
export const seedSignedYear = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  count: number,
  endMs: number,
  days = 365,
): Promise<number> => {
  const started = performance.now();
  const point: CashPoint = await openCashPoint(tenantUid, storeUid, tillUid, true);
  const stepMs = Math.floor((days * 86_400_000) / count);
  const startMs = endMs - days * 86_400_000;
  let batch: Record<string, unknown>[] = [];
  let head = point.head;
  for (let n = 1; n <= count; n++) {
    const now = new Date(startMs + n * stepMs).toISOString();
    const draft = draftOf(n);
    const { ops } = fiscalOps(
      { ...point, head },
      { actorUid: 'bench', now, events: [transactionEvent(draft)], transaction: draft },
    );
    const items = ops.map((op) => (op.item as { Put: { Item: Record<string, unknown> } }).Put.Item);
    head = headAfter(items[0]!);
    batch.push(...items.slice(1));
    if (batch.length >= SEED_SLICE) {
      await writeAll(batch);
      batch = [];
    }
  }
  // The head last, as fiscalOps built it, so that later receipts at the till continue the chain.
  const last = fiscalOps(
    { ...point, head },
    { actorUid: 'bench', now: new Date(endMs).toISOString(), events: [] },
  );
  batch.push((last.ops[0]!.item as { Put: { Item: Record<string, unknown> } }).Put.Item);
  await writeAll(batch);
  return (performance.now() - started) / 1000;
};
