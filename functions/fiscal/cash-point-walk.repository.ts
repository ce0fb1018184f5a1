import type { QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import { QueryCommand } from '#shared/db/document-commands.ts';
import { type Range, rangeQuery, strip } from './cash-point.repository.ts';

/**
 * Reading a cash point's events or transactions of a period in key (time and sequence) order,
 * page by page: sequentially (`walkPeriod`), or by a window of time slices read at once
 * (`walkPeriodWindowed`) for a reader that takes a whole year, such as the SAF-T export.
 */

/** Items per Query page (DynamoDB's 1 MB also ends a page). */
const PAGE_ITEMS = 500;

type WalkOptions = {
  /** Only these members: a pass that needs a few unmarshals a fraction of each item. */
  attributes?: readonly string[] | undefined;
  /** When the caller read the head first and must see everything the head counts (a till report). */
  consistent?: boolean;
};

/** The pages of one key range, each asked for before the one before it is handed out. */
async function* pagesOf(
  tenantUid: string,
  tillUid: string,
  prefix: 'J' | 'X',
  range: Range,
  options: WalkOptions,
): AsyncGenerator<Record<string, unknown>[]> {
  const { attributes, consistent = false } = options;
  const projection = attributes && {
    ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
  };
  const page = (start: Record<string, unknown> | undefined): Promise<QueryCommandOutput> => {
    const out = documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        ...rangeQuery(tenantUid, tillUid, prefix, range),
        ...projection,
        ExclusiveStartKey: start,
        Limit: PAGE_ITEMS,
        ...(consistent ? { ConsistentRead: true } : {}),
      }),
    );
    // Awaited below; a reader that stops early leaves it unawaited, which must not crash the process.
    out.catch(() => undefined);
    return out;
  };
  // The next page is asked for before this one is handed out: the reader's work and the read overlap.
  let next: Promise<QueryCommandOutput> | undefined = page(undefined);
  while (next) {
    const out: QueryCommandOutput = await next;
    next = out.LastEvaluatedKey ? page(out.LastEvaluatedKey) : undefined;
    yield out.Items ?? [];
  }
}

/** Every event or transaction of the cash point in a period, in order, page by page. */
export async function* walkPeriod<T>(
  tenantUid: string,
  tillUid: string,
  prefix: 'J' | 'X',
  range: Range,
  attributes?: readonly string[],
  consistent = false,
): AsyncGenerator<T> {
  for await (const items of pagesOf(tenantUid, tillUid, prefix, range, { attributes, consistent }))
    for (const item of items) yield strip<T>(item);
}

/**
 * `range` (ISO instants, both ends inclusive, as stored to the millisecond) cut into `count`
 * slices of equal time, each ending a millisecond before the next one starts: no key is in two.
 */
export const timeSlices = (range: Range, count: number): Range[] => {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (!(to > from) || count <= 1) return [range];
  const step = (to - from) / count;
  const at = (i: number) => from + Math.round(i * step);
  return Array.from({ length: count }, (_, i) => ({
    from: i === 0 ? range.from : new Date(at(i)).toISOString(),
    to: i === count - 1 ? range.to : new Date(at(i + 1) - 1).toISOString(),
  }));
};

/** At most this many slices (a year: about a week each), none shorter than a day, three read at once. */
const MAX_SLICES = 48;
const WINDOW = 3;
const DAY_MS = 86_400_000;

/**
 * Every event or transaction of the cash point in a period, in order, read by a window of
 * `WINDOW` consecutive time slices at once (each one page ahead of its reader): a year of one
 * cash point is read by several Queries in flight rather than one at a time, and memory holds
 * at most the window's pages.
 */
export async function* walkPeriodWindowed<T>(
  tenantUid: string,
  tillUid: string,
  prefix: 'J' | 'X',
  range: Range,
  attributes?: readonly string[],
): AsyncGenerator<T> {
  // A day or less is one slice: a short period is read as before, without empty Queries.
  const days = Math.ceil((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS);
  const slices = timeSlices(range, Math.min(MAX_SLICES, Math.max(1, days)));
  const open = (r: Range) => {
    const pages = pagesOf(tenantUid, tillUid, prefix, r, { attributes });
    // Started now: its first page is asked for while the slices before it are read.
    const first = pages.next();
    first.catch(() => undefined);
    return { pages, first };
  };
  const window = slices.slice(0, WINDOW).map(open);
  for (let i = 0; i < slices.length; i++) {
    const { pages, first } = window.shift()!;
    const following = slices[i + WINDOW];
    if (following) window.push(open(following));
    for (let step = await first; !step.done; step = await pages.next())
      for (const item of step.value) yield strip<T>(item);
  }
}
