/**
 * The read-model table the settlement search reads and the uid of its rows, apart from the
 * projection that fills it (settlement.projection.ts): the search reads them without the
 * projection's migrations, which only the search indexer and migrator bundle.
 */

/** One row per settlement, kept by triggers on `receipt_settlements` (settlement.projection.ts). */
export const SETTLEMENTS_TABLE = 'settlements';

/**
 * The uid of a settlement's row: unique in the tenant ('#' is in no UID). The projection's
 * trigger writes the same in SQL (`uid || '#' || settlement_uid`), so the two change together.
 */
export const settlementRowUid = (receiptUid: string, settlementUid: string): string =>
  `${receiptUid}#${settlementUid}`;
