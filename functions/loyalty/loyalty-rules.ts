import { ConflictError, UnprocessableError } from '#shared/errors.ts';
import type { LedgerRecord, Programme } from './loyalty.schema.ts';

/**
 * Loyalty arithmetic (docs/decisions/payments-loyalty.md), pure: points of an order, lots that
 * expire, spending soonest-expiring first, and the ledger entries of every change.
 */

/** Earned points that expire on the same day are one lot. */
export type Lot = { expiresAt: string; points: number };

export type LoyaltyAccount = {
  tenantUid: string;
  customerUid: string;
  lots: Lot[];
  earned: number;
  spent: number;
  expired: number;
  /** Ledger entries written so far (the next entry's sequence is this plus one). */
  sequence: number;
  /** 0 before the first write. */
  version: number;
};

/** What one order has earned and spent; `earnedAt` marks that it earned (exactly once). */
export type OrderPoints = {
  tenantUid: string;
  orderUid: string;
  customerUid: string;
  earned: number;
  spent: number;
  spentAmount: number;
  earnedAt: string | null;
  version: number;
};

export const emptyAccount = (tenantUid: string, customerUid: string): LoyaltyAccount => ({
  tenantUid,
  customerUid,
  lots: [],
  earned: 0,
  spent: 0,
  expired: 0,
  sequence: 0,
  version: 0,
});

/** Points for `amount` minor units, rounded on the magnitude (a return mirrors a sale). */
export const pointsFor = (
  amount: number,
  p: Pick<Programme, 'pointsPerCurrencyUnit' | 'currencyUnit' | 'rounding'>,
) => {
  const scaled = Math.abs(amount) * p.pointsPerCurrencyUnit;
  const whole = Math.floor(scaled / p.currencyUnit);
  const rest = scaled - whole * p.currencyUnit;
  const up = p.rounding === 'CEIL' ? rest > 0 : p.rounding === 'HALF_UP' ? rest * 2 >= p.currencyUnit : false;
  const points = whole + (up ? 1 : 0);
  return amount < 0 && points !== 0 ? -points : points;
};

/** Last day (UTC) points earned `now` count; '' when the programme lets them live forever. */
export const expiryOf = (now: string, expiryDays: number): string => {
  if (expiryDays === 0) return '';
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + expiryDays);
  return d.toISOString().slice(0, 10);
};

const live = (lot: Lot, now: string) => lot.expiresAt === '' || lot.expiresAt >= now.slice(0, 10);

/** Points that count at `now`. */
export const balanceAt = (lots: readonly Lot[], now: string): number =>
  lots.filter((l) => live(l, now)).reduce((s, l) => s + l.points, 0);

const total = (lots: readonly Lot[]) => lots.reduce((s, l) => s + l.points, 0);

/** Soonest expiry first; lots that never expire last. */
const byExpiry = (a: Lot, b: Lot) =>
  a.expiresAt === b.expiresAt
    ? 0
    : a.expiresAt === ''
      ? 1
      : b.expiresAt === ''
        ? -1
        : a.expiresAt < b.expiresAt
          ? -1
          : 1;

const credit = (lots: readonly Lot[], points: number, expiresAt: string): Lot[] => {
  const same = lots.find((l) => l.expiresAt === expiresAt);
  const next = same
    ? lots.map((l) => (l === same ? { ...l, points: l.points + points } : l))
    : [...lots, { expiresAt, points }];
  return next.sort(byExpiry);
};

/** Takes `points` from the lots, soonest-expiring first; undefined when they hold fewer. */
const debit = (lots: readonly Lot[], points: number): Lot[] | undefined => {
  let left = points;
  const out: Lot[] = [];
  for (const lot of [...lots].sort(byExpiry)) {
    const take = Math.min(lot.points, left);
    left -= take;
    if (lot.points - take > 0) out.push({ ...lot, points: lot.points - take });
  }
  return left > 0 ? undefined : out;
};

export type Spend = { amount: number; orderReceiptUid: string; settlementUid: string };
export type OrderChange = { orderUid: string; spend?: Spend | undefined; earnOn?: number | undefined };
type Entry = Omit<LedgerRecord, 'sequence' | 'balanceAfter' | 'createdAt'>;

/**
 * Applies one order's change to a customer's account: first the lots that expired (one EXPIRE
 * entry), then a LOYALTY payment (SPEND; a negative amount on a return gives the points back,
 * SPEND_RETURN), then what the settled order earns on `earnOn` (EARN; a return order takes points
 * back, RETURN, never below zero). Returns the account, the ledger entries and the points.
 */
export const applyOrderChange = (
  account: LoyaltyAccount,
  programme: Programme,
  change: OrderChange,
  now: string,
  path = 'body.amount',
) => {
  const entries: Entry[] = [];
  const base = { orderUid: change.orderUid, orderReceiptUid: '', settlementUid: '', expiresAt: '' };
  let lots = account.lots.filter((l) => live(l, now));
  const expired = total(account.lots) - total(lots);
  if (expired > 0) entries.push({ ...base, orderUid: '', entryType: 'EXPIRE', points: -expired, amount: 0 });
  let spentPoints = 0;
  let spentAmount = 0;
  let earned = 0;
  if (change.spend) {
    const { amount, orderReceiptUid, settlementUid } = change.spend;
    if (amount % programme.pointValue !== 0) {
      throw UnprocessableError.field(path, `must be a multiple of the point value ${programme.pointValue}`);
    }
    const points = amount / programme.pointValue;
    const at = { ...base, orderReceiptUid, settlementUid, amount };
    if (points > 0) {
      const after = debit(lots, points);
      if (!after) {
        const have = balanceAt(lots, now);
        throw new ConflictError(`the customer has ${have} points; ${points} are needed`, {
          errors: [{ path, message: `must be at most ${have * programme.pointValue} (${have} points)` }],
        });
      }
      lots = after;
      entries.push({ ...at, entryType: 'SPEND', points: -points });
    } else {
      const expiresAt = expiryOf(now, programme.expiryDays);
      lots = credit(lots, -points, expiresAt);
      entries.push({ ...at, entryType: 'SPEND_RETURN', points: -points, expiresAt });
    }
    spentPoints = points;
    spentAmount = amount;
  }
  if (change.earnOn !== undefined) {
    const points = pointsFor(change.earnOn, programme);
    if (points > 0) {
      const expiresAt = expiryOf(now, programme.expiryDays);
      lots = credit(lots, points, expiresAt);
      earned = points;
      entries.push({ ...base, entryType: 'EARN', points, amount: change.earnOn, expiresAt });
    } else if (points < 0) {
      const take = Math.min(-points, balanceAt(lots, now));
      lots = debit(lots, take) ?? [];
      earned = -take;
      if (take > 0) entries.push({ ...base, entryType: 'RETURN', points: -take, amount: change.earnOn });
    }
  }
  // The ledger's running balance starts from every lot written so far, expired ones included:
  // their EXPIRE entry is the first of this change.
  let running = total(account.lots);
  const ledger: LedgerRecord[] = entries.map((e, i) => {
    running += e.points;
    return { ...e, balanceAfter: running, sequence: account.sequence + i + 1, createdAt: now };
  });
  const next: LoyaltyAccount = {
    ...account,
    lots,
    earned: account.earned + Math.max(earned, 0) + Math.max(-spentPoints, 0),
    spent: account.spent + Math.max(spentPoints, 0) + Math.max(-earned, 0),
    expired: account.expired + expired,
    sequence: account.sequence + entries.length,
  };
  return { account: next, ledger, earned, spentPoints, spentAmount };
};
