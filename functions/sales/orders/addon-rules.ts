import { ConflictError, type FieldIssue, UnprocessableError, ValidationError } from '#shared/errors.ts';
import type { OrderItem } from './order.schema.ts';

/**
 * Add-on lines (spec 2.4, 2.6 ADDON; docs/decisions/payments-loyalty.md), pure. An add-on (a
 * warranty, gift wrap, an insurance) is a line of its own, priced and taxed by its own product,
 * that belongs to a parent line whose product allows ADDON. The relation is kept in orderLinks:
 * the add-on links its parent as SERVICE (INSURANCE when the add-on product allows INSURANCE), the
 * parent links each add-on as HAS_SERVICE (INSURED). An add-on is settled with its parent: it goes
 * on its parent's receipt.
 */

type Line = Pick<OrderItem, 'orderItemUid' | 'allowedActions' | 'quantityOrdered' | 'orderReceiptUid'> & {
  parentOrderItemUid?: string | undefined;
  orderLinks?: OrderItem['orderLinks'];
};

const ADDON_LINKS = ['SERVICE', 'INSURANCE'] as const;

/** The uid of the parent of a stored line, or undefined when it is no add-on. */
export const parentOf = (line: Pick<OrderItem, 'orderLinks'>): string | undefined =>
  line.orderLinks?.find((l) => (ADDON_LINKS as readonly string[]).includes(l.type))?.orderItemUid;

/** The add-ons of a parent line, in line order. */
export const addonsOf = <L extends Pick<OrderItem, 'orderLinks'>>(
  items: readonly L[],
  parentUid: string,
): L[] => items.filter((i) => parentOf(i) === parentUid);

/** Why an add-on line does not fit its parent, or undefined when it does. */
const addonProblem = (item: Line, uid: string, parent: Line | undefined): string | undefined => {
  if (!parent || parent === item) return `names no other line of the order ('${uid}')`;
  if (parent.parentOrderItemUid !== undefined) return `line '${uid}' is itself an add-on`;
  if (Math.sign(parent.quantityOrdered) !== Math.sign(item.quantityOrdered)) {
    return 'an add-on is sold (or returned) as its parent is: quantityOrdered must have its sign';
  }
  return undefined;
};

/**
 * Refuses add-on lines of a new order that do not fit, naming each
 * `body.items.<i>.parentOrderItemUid`: the parent must be another line of the order, not itself
 * an add-on, and sold or returned as the add-on is (same sign): a 400, a rule between the
 * request's own lines. Then the parent's product must allow ADDON: its allowedActions may come
 * from the catalogue, so that refusal is a 422 (docs/conventions.md, status policy).
 */
export const assertAddons = (items: readonly Line[]): void => {
  const byUid = new Map(items.map((i) => [i.orderItemUid, i]));
  const issues: FieldIssue[] = [];
  const refused: FieldIssue[] = [];
  items.forEach((item, index) => {
    const uid = item.parentOrderItemUid;
    if (uid === undefined) return;
    const path = `body.items.${index}.parentOrderItemUid`;
    const parent = byUid.get(uid);
    const problem = addonProblem(item, uid, parent);
    if (problem) issues.push({ path, message: problem });
    else if (!parent!.allowedActions.includes('ADDON'))
      refused.push({ path, message: `the product of line '${uid}' does not allow ADDON` });
  });
  if (issues.length > 0) throw new ValidationError('some add-on lines do not fit their parent', issues);
  if (refused.length > 0)
    throw new UnprocessableError("some add-on lines' parents do not allow ADDON", { errors: refused });
};

/** The lines with their add-on links (parentOrderItemUid becomes orderLinks and is not kept). */
export const linkAddons = <L extends Line>(
  items: readonly L[],
  order: { storeUid: string; orderUid: string; orderNumber: string },
): L[] => {
  const link = (orderItemUid: string, type: NonNullable<OrderItem['orderLinks']>[number]['type']) => ({
    ...order,
    orderItemUid,
    type,
  });
  const isInsurance = (i: Line) => i.allowedActions.includes('INSURANCE');
  return items.map(({ parentOrderItemUid, ...item }) => {
    const own = parentOrderItemUid
      ? [link(parentOrderItemUid, isInsurance(item as L) ? 'INSURANCE' : 'SERVICE')]
      : [];
    const children = items
      .filter((c) => c.parentOrderItemUid === item.orderItemUid)
      .map((c) => link(c.orderItemUid, isInsurance(c) ? 'INSURED' : 'HAS_SERVICE'));
    const links = [...(item.orderLinks ?? []), ...own, ...children];
    return (links.length > 0 ? { ...item, orderLinks: links } : item) as L;
  });
};

/**
 * The lines a receipt takes when the client lists them: the listed ones and the free add-ons of
 * each listed parent. An add-on listed without its parent is a 409 naming it. Undefined when the
 * client lists none (the receipt takes every free line, add-ons with their parents).
 */
export const withAddons = (
  items: readonly Line[],
  wanted: readonly string[] | undefined,
): string[] | undefined => {
  if (!wanted) return undefined;
  const byUid = new Map(items.map((i) => [i.orderItemUid, i]));
  const errors: FieldIssue[] = [];
  wanted.forEach((uid, index) => {
    const line = byUid.get(uid);
    const parent = line && parentOf(line);
    if (parent && !wanted.includes(parent) && !byUid.get(parent)?.orderReceiptUid) {
      errors.push({
        path: `body.orderItemUids.${index}`,
        message: `add-on '${uid}' goes on the receipt of its parent '${parent}'`,
      });
    }
  });
  if (errors.length > 0) throw new ConflictError(errors.map((e) => e.message).join('; '), { errors });
  const extra = wanted.flatMap((uid) =>
    addonsOf(items, uid)
      .filter((a) => !a.orderReceiptUid && !wanted.includes(a.orderItemUid))
      .map((a) => a.orderItemUid),
  );
  return [...wanted, ...extra];
};
