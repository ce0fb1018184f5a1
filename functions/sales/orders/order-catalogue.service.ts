import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { salePrices } from '#functions/prices/effective-price.service.ts';
import { type FieldIssue, ValidationError } from '#shared/errors.ts';
import type { OrderItemDraft, OrderItemInputType } from './order.schema.ts';
import { completeLine, type LineSource } from './order-catalogue-rules.ts';

/**
 * Completes an order's lines from the catalogue (completeLine, order-catalogue-rules.ts): one
 * BatchGet of the lines' products; when any is in the catalogue, one read of the store and one
 * BatchGet of the store's and the customer's pricelists with those products' prices (the order has
 * read the customer and its pricelistUid already). Every refused line is named
 * in one 400, and nothing is written.
 */
export const completeLines = async (
  tenantUid: string,
  sale: { storeUid: string; customerPricelistUid: string | undefined; currency: string },
  drafts: readonly OrderItemDraft[],
): Promise<OrderItemInputType[]> => {
  const products = await readProductFacts(
    tenantUid,
    drafts.map((d) => d.productUid),
  );
  const known = drafts.filter((d) => products.has(d.productUid));
  const prices =
    known.length === 0
      ? []
      : await salePrices(
          tenantUid,
          sale,
          known.map((d) => ({
            productUid: d.productUid,
            // A return line (negative quantity) is priced as a sale of as many.
            quantity: Math.max(1, Math.abs(d.quantityOrdered)),
            productDefault: products.get(d.productUid)?.defaultPrice,
          })),
        );
  const priceOf = new Map(known.map((d, i) => [d, prices[i]?.unitPrice]));
  const lines: OrderItemInputType[] = [];
  const issues: FieldIssue[] = [];
  drafts.forEach((draft, index) => {
    const product = products.get(draft.productUid);
    const source: LineSource | undefined = product && { product, unitPrice: priceOf.get(draft) };
    const result = completeLine(draft, index, source);
    if ('line' in result) lines.push(result.line);
    else issues.push(...result.issues);
  });
  if (issues.length > 0) throw new ValidationError('some order lines cannot be completed', issues);
  return lines;
};
