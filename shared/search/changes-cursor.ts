import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '#shared/errors.ts';
import { PAGE_SIZE_MAX } from '#shared/http/page-size.ts';
import { signingKey } from './consistency-token.ts';

/**
 * The cursor of a changes page (shared/search/changes-page.ts): the position after the last
 * answered record, (lastModifiedAt, uid), with the list and tenant it belongs to, the page it
 * opens, its size and the traversal's total. Opaque to clients: `cc1.<payload>.<seal>`, the seal
 * an HMAC-SHA256 under the Consistency-Token key (a SHA-256 digest where no key is configured), so
 * an edited or truncated cursor is a 400, as is one of another list or tenant. A forged cursor
 * could only position a page inside the caller's own tenant, which the tenant view walls.
 */
export type ChangesPosition = {
  /** Tenant and list (read-model table) the cursor was given for. */
  tenantUid: string;
  list: string;
  /** The last answered record's lastModifiedAt and uid. */
  modifiedAt: string;
  uid: string;
  /** The page number the cursor opens, its page size and the total of the traversal's first page. */
  pageNumber: number;
  pageSize: number;
  totalCount: number;
};

const VERSION = 'cc1';
const REFUSED = 'is not a cursor this list gave';

const sealOf = async (signed: string): Promise<Buffer> => {
  const key = await signingKey();
  return key
    ? createHmac('sha256', key).update(signed).digest()
    : createHash('sha256').update(signed).digest();
};

/** The cursor of a position. */
export const sealCursor = async (p: ChangesPosition): Promise<string> => {
  const payload = Buffer.from(
    JSON.stringify({
      t: p.tenantUid,
      l: p.list,
      m: p.modifiedAt,
      u: p.uid,
      p: p.pageNumber,
      s: p.pageSize,
      n: p.totalCount,
    }),
  ).toString('base64url');
  const signed = `${VERSION}.${payload}`;
  return `${signed}.${(await sealOf(signed)).toString('base64url')}`;
};

const whole = (n: unknown, min: number): n is number => Number.isInteger(n) && (n as number) >= min;

/** Whether a `cursor` parameter is a changes cursor (a list in key order also takes its own). */
export const isChangesCursor = (raw: string | undefined): boolean => raw?.startsWith(`${VERSION}.`) ?? false;

/** The position of a cursor given for this tenant's list, or a 400 naming `query.cursor`. */
export const openCursor = async (raw: string, tenantUid: string, list: string): Promise<ChangesPosition> => {
  const refused = () => ValidationError.field('query.cursor', REFUSED);
  const [version, payload, seal, ...rest] = raw.split('.');
  if (version !== VERSION || !payload || !seal || rest.length > 0) throw refused();
  const expected = await sealOf(`${version}.${payload}`);
  const given = Buffer.from(seal, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  let c: Record<string, unknown>;
  try {
    c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw refused();
  }
  if (
    c.t !== tenantUid ||
    c.l !== list ||
    typeof c.m !== 'string' ||
    typeof c.u !== 'string' ||
    !whole(c.p, 2) ||
    !whole(c.s, 1) ||
    (c.s as number) > PAGE_SIZE_MAX ||
    !whole(c.n, 0)
  )
    throw refused();
  return { tenantUid, list, modifiedAt: c.m, uid: c.u, pageNumber: c.p, pageSize: c.s, totalCount: c.n };
};
