import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { deletePriceCounterOp, newPriceCounterOp } from './price-count.repository.ts';
import {
  createPricelistOp,
  deletePricelistOp,
  getPricelist,
  hasPrices,
  listPricelists,
  replacePricelistOp,
} from './pricelist.repository.ts';
import {
  type CreatePricelistInput,
  type PricelistRecord,
  type PricelistResponseValue,
  toPricelistResponse,
  type UpdatePricelistInput,
} from './pricelist.schema.ts';

/** Pricelist use cases (docs/decisions/prices.md). Pricelists emit no events; their prices do. */

export const loadPricelist = async (tenantUid: string, pricelistUid: string): Promise<PricelistRecord> => {
  const found = await getPricelist(tenantUid, pricelistUid);
  if (!found) throw NotFoundError.record('pricelist', pricelistUid, 'params.pricelistUid');
  return found;
};

export const createPricelist = async (tenantUid: string, input: CreatePricelistInput) => {
  const now = nowIso();
  const record: PricelistRecord = {
    tenantUid,
    pricelistUid: input.pricelistUid ?? randomUUID(),
    name: input.name,
    currency: input.currency,
    type: input.type,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createPricelistOp(record), newPriceCounterOp(tenantUid, record.pricelistUid)]);
  return toPricelistResponse(record);
};

export const readPricelist = async (
  tenantUid: string,
  pricelistUid: string,
): Promise<Versioned<PricelistResponseValue>> => {
  const found = await loadPricelist(tenantUid, pricelistUid);
  return { body: toPricelistResponse(found), version: found.version };
};

/** Renames a pricelist. Its currency and type are fixed: the amounts of its prices depend on them. */
export const updatePricelist = async (
  tenantUid: string,
  pricelistUid: string,
  input: UpdatePricelistInput,
  expectedVersion?: number,
): Promise<Versioned<PricelistResponseValue>> => {
  const current = await loadPricelist(tenantUid, pricelistUid);
  assertVersion(expectedVersion, current, `pricelist '${pricelistUid}'`);
  for (const field of ['currency', 'type'] as const) {
    if (input[field] !== undefined && input[field] !== current[field]) {
      const message = `is fixed at creation (${current[field]}); create another pricelist`;
      throw new UnprocessableError(`body.${field}: ${message}`, {
        errors: [{ path: `body.${field}`, message }],
      });
    }
  }
  if (input.name === undefined || input.name === current.name) {
    return { body: toPricelistResponse(current), version: current.version };
  }
  const next = { ...current, name: input.name, lastModifiedAt: nowIso(), version: current.version + 1 };
  await commit([replacePricelistOp(next, current.version)]);
  return { body: toPricelistResponse(next), version: next.version };
};

/** A pricelist with prices is a 409: delete its prices first (each with its PRICE_DELETE). */
export const deletePricelist = async (tenantUid: string, pricelistUid: string): Promise<void> => {
  const current = await loadPricelist(tenantUid, pricelistUid);
  if (await hasPrices(tenantUid, pricelistUid)) {
    throw new ConflictError(`pricelist '${pricelistUid}' still has prices; delete them first`);
  }
  await commit([
    deletePricelistOp(tenantUid, pricelistUid, current.version),
    deletePriceCounterOp(tenantUid, pricelistUid),
  ]);
};

export const listPricelistPage = async (tenantUid: string, paging: PagingInput) => {
  const all = (await listPricelists(tenantUid)).map(toPricelistResponse);
  return pageOf(all, resolvePage(paging, { sortBy: 'name' }), 'pricelistUid');
};
