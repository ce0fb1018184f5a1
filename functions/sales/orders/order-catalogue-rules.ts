import type { FieldIssue } from '#shared/errors.ts';
import type { ALLOWED_ACTIONS, PRODUCT_TYPES } from '#shared/schema/retail.ts';
import type { CatalogueMember, OrderItemDraft, OrderItemInputType } from './order.schema.ts';

/**
 * Order lines from the catalogue (docs/decisions/catalogue.md, "Order lines from the catalogue"):
 * a line that names a product of the catalogue takes what it omits from that product and from
 * the product's effective price in the store; what it gives wins where the product allows it.
 */

/** What a line takes from its product: the product as pricing and order lines see it. */
export type LineProduct = {
  productUid: string;
  sku: string;
  name: string;
  productType: (typeof PRODUCT_TYPES)[number];
  vatCodeUid: string;
  vatRate: number;
  allowedActions: ReadonlyArray<(typeof ALLOWED_ACTIONS)[number]>;
  active: boolean;
};

/** A line's source in the catalogue: its product and the product's effective unit price, if any. */
export type LineSource = { product: LineProduct; unitPrice: number | undefined };

const REQUIRED_WITHOUT_PRODUCT = [
  'sku',
  'name',
  'itemPrice',
  'vatCodeUid',
  'vatRate',
] as const satisfies readonly CatalogueMember[];

/**
 * The complete line, or the issues that refuse it, each naming `body.items.<index>.<member>`:
 * - no source (a productUid the catalogue does not know): the line as sent, which must then give
 *   sku, name, itemPrice, vatCodeUid and vatRate (productType STOCK and no allowed actions by default);
 * - an inactive product is not sold;
 * - a given name or itemPrice other than the catalogue's needs PRODUCT_NAME or PRICE_SALE in the
 *   product's allowedActions; sku, productType, VAT and allowedActions given always win;
 * - no itemPrice given and none in the catalogue (no pricelist price, no default price in the
 *   order's currency): itemPrice is required.
 * originalItemPrice defaults to the catalogue's price, so a price override shows its list price.
 */
export const completeLine = (
  draft: OrderItemDraft,
  index: number,
  source: LineSource | undefined,
): { line: OrderItemInputType; issues: [] } | { issues: FieldIssue[] } => {
  const at = (member: string, message: string): FieldIssue => ({
    path: `body.items.${index}.${member}`,
    message,
  });
  if (!source) {
    const missing = REQUIRED_WITHOUT_PRODUCT.filter((m) => draft[m] === undefined);
    if (missing.length > 0) {
      const why = `is required: product '${draft.productUid}' is not in the catalogue`;
      return { issues: missing.map((m) => at(m, why)) };
    }
    return { line: complete(draft, { productType: 'STOCK', allowedActions: [] }), issues: [] };
  }
  const { product, unitPrice } = source;
  const allows = (action: LineProduct['allowedActions'][number]) => product.allowedActions.includes(action);
  const issues: FieldIssue[] = [];
  if (!product.active) issues.push(at('productUid', `product '${product.productUid}' is not active`));
  if (draft.name !== undefined && draft.name !== product.name && !allows('PRODUCT_NAME')) {
    issues.push(
      at(
        'name',
        `product '${product.productUid}' does not allow PRODUCT_NAME: its name is '${product.name}'`,
      ),
    );
  }
  if (
    draft.itemPrice !== undefined &&
    unitPrice !== undefined &&
    draft.itemPrice !== unitPrice &&
    !allows('PRICE_SALE')
  ) {
    issues.push(
      at('itemPrice', `product '${product.productUid}' does not allow PRICE_SALE: its price is ${unitPrice}`),
    );
  }
  const itemPrice = draft.itemPrice ?? unitPrice;
  if (itemPrice === undefined) {
    issues.push(
      at(
        'itemPrice',
        `is required: product '${product.productUid}' has no price in this store for the order's currency`,
      ),
    );
  }
  if (issues.length > 0 || itemPrice === undefined) return { issues };
  const line = complete(draft, {
    sku: product.sku,
    name: product.name,
    productType: product.productType,
    vatCodeUid: product.vatCodeUid,
    vatRate: product.vatRate,
    allowedActions: [...product.allowedActions],
    itemPrice,
  });
  return {
    line: { ...line, originalItemPrice: draft.originalItemPrice ?? unitPrice ?? itemPrice },
    issues: [],
  };
};

/** The draft with each catalogue member it omits taken from `fill`. */
const complete = (
  draft: OrderItemDraft,
  fill: Partial<Pick<OrderItemInputType, CatalogueMember>>,
): OrderItemInputType => {
  const out: Record<string, unknown> = { ...draft };
  for (const [member, value] of Object.entries(fill)) if (out[member] === undefined) out[member] = value;
  return out as OrderItemInputType;
};
