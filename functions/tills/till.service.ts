import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, etagOf } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  claimTillNumberOp,
  createTillOp,
  deleteTillOp,
  getTill,
  listTills,
  releaseTillNumberOp,
  replaceTillOp,
} from './till.repository.ts';
import {
  type CreateTillInput,
  DEPRECATED_TILL_FIELDS,
  type TillRecord,
  type TillResponseValue,
  toTillResponse,
  type UpdateTillInput,
} from './till.schema.ts';
import { notOpenCheckOp } from './till-session.repository.ts';

/** Till use cases (docs/decisions/users-tills.md). Tills emit no events; their sessions do. */

/**
 * The Deprecation header the service sends for deprecated fields and routes (as the receipt
 * search's voucherNumber), when a till request or response carries a deprecated property.
 */
const DEPRECATION = { Deprecation: 'true' } as const;

const usesDeprecated = (o: object): boolean =>
  DEPRECATED_TILL_FIELDS.some((f) => f in o && (o as Record<string, unknown>)[f] !== undefined);

/** A till result with its ETag and, where deprecated properties are involved, the Deprecation header. */
export type TillResult = { body: TillResponseValue; headers: Record<string, string> };

const result = (record: TillRecord, input: object = {}): TillResult => ({
  body: toTillResponse(record),
  headers: {
    ETag: etagOf(record),
    ...(usesDeprecated(record) || usesDeprecated(input) ? DEPRECATION : {}),
  },
});

/** The till of the store the path names; a till of another store or tenant is a 404. */
export const loadStoreTill = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
): Promise<TillRecord> => {
  const till = await getTill(tenantUid, tillUid);
  if (!till || till.storeUid !== storeUid) throw NotFoundError.record('till', tillUid, 'params.tillUid');
  return till;
};

const deprecatedOf = (input: UpdateTillInput, base?: TillRecord) =>
  Object.fromEntries(
    DEPRECATED_TILL_FIELDS.map((f) => [f, input[f] !== undefined ? input[f] : base?.[f]]).filter(
      ([, v]) => v !== undefined,
    ),
  );

export const createTill = async (
  tenantUid: string,
  storeUid: string,
  input: CreateTillInput,
): Promise<TillResult> => {
  const now = nowIso();
  const record: TillRecord = {
    tenantUid,
    storeUid,
    tillUid: input.tillUid ?? randomUUID(),
    name: input.name,
    number: input.number,
    ...deprecatedOf(input),
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createTillOp(record), claimTillNumberOp(tenantUid, storeUid, record.number, record.tillUid)]);
  return result(record, input);
};

/** A page of the store's tills: the store's are one Query, sorted and sliced here. */
export const listStoreTills = async (tenantUid: string, storeUid: string, query: PagingInput) =>
  pageOf(
    (await listTills(tenantUid, storeUid)).map(toTillResponse),
    resolvePage(query, { sortBy: 'number' }),
    'tillUid',
  );

export const readTill = async (tenantUid: string, storeUid: string, tillUid: string): Promise<TillResult> =>
  result(await loadStoreTill(tenantUid, storeUid, tillUid));

/** Partial update; If-Match applies. An unchanged till is not written. */
export const updateTill = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  input: UpdateTillInput,
  expectedVersion?: number,
): Promise<TillResult> => {
  const current = await loadStoreTill(tenantUid, storeUid, tillUid);
  assertVersion(expectedVersion, current, `till '${tillUid}'`);
  const merged: TillRecord = {
    ...current,
    name: input.name ?? current.name,
    number: input.number ?? current.number,
    ...deprecatedOf(input, current),
  };
  const view = (t: TillRecord) =>
    JSON.stringify([t.name, t.number, ...DEPRECATED_TILL_FIELDS.map((f) => t[f])]);
  if (view(merged) === view(current)) return result(current, input);
  const next = { ...merged, lastModifiedAt: nowIso(), version: current.version + 1 };
  const ops: TransactOp[] = [replaceTillOp(next, current.version)];
  if (next.number !== current.number) {
    ops.push(claimTillNumberOp(tenantUid, storeUid, next.number, tillUid));
    ops.push(releaseTillNumberOp(tenantUid, storeUid, current.number, tillUid));
  }
  await commit(ops);
  return result(next, input);
};

/** Deletes a till that is not open (409 otherwise); its closed sessions stay readable by uid. */
export const deleteTill = async (tenantUid: string, storeUid: string, tillUid: string): Promise<void> => {
  const till = await loadStoreTill(tenantUid, storeUid, tillUid);
  await commit([
    deleteTillOp(till),
    releaseTillNumberOp(tenantUid, storeUid, till.number, tillUid),
    notOpenCheckOp(tenantUid, tillUid),
  ]);
};
