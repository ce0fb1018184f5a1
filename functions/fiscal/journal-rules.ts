import { createHash } from 'node:crypto';

/**
 * The hash chain of the electronic journal, pure. Each event stores `hash` = SHA-256 (hex) of the
 * previous event's hash, a newline and the event's canonical form; the first event of a cash point
 * chains from GENESIS_HASH. Changing, removing or reordering any stored event breaks every hash
 * from it on, which is what makes tampering evident (kassasystemforskriften §2-7).
 */

export const GENESIS_HASH = '0'.repeat(64);

/** The members of an event that are hashed; anything else on the item is not evidence. */
export type ChainedEvent = {
  tenantUid: string;
  storeUid: string;
  tillUid: string;
  sequence: number;
  eventCode: string;
  occurredAt: string;
  actorUid: string;
  description: string;
  transactionNumber?: number | undefined;
  receiptUid?: string | undefined;
};

/** The canonical form: a JSON array in a fixed order, absent members as null. */
export const canonicalEvent = (e: ChainedEvent): string =>
  JSON.stringify([
    e.tenantUid,
    e.storeUid,
    e.tillUid,
    e.sequence,
    e.eventCode,
    e.occurredAt,
    e.actorUid,
    e.description,
    e.transactionNumber ?? null,
    e.receiptUid ?? null,
  ]);

export const chainHash = (previousHash: string, event: ChainedEvent): string =>
  createHash('sha256')
    .update(`${previousHash}\n${canonicalEvent(event)}`, 'utf8')
    .digest('hex');

export type StoredEvent = ChainedEvent & { previousHash: string; hash: string };

/** Where a chain breaks: the first event whose link or hash is wrong, and why. */
export type ChainBreak = { sequence: number; reason: string };

/**
 * Checks a run of consecutive events (sequence order) from `previousHash` (GENESIS_HASH for the
 * first event, else the hash of the event before the run): sequence numbers without gaps, each
 * link equal to the hash before it, each hash recomputed. Undefined when the run is intact.
 */
export const findChainBreak = (
  events: readonly StoredEvent[],
  previousHash: string,
  firstSequence: number,
): ChainBreak | undefined => {
  let expectedPrevious = previousHash;
  let expectedSequence = firstSequence;
  for (const e of events) {
    if (e.sequence !== expectedSequence)
      return { sequence: expectedSequence, reason: `event ${expectedSequence} is missing` };
    if (e.previousHash !== expectedPrevious)
      return { sequence: e.sequence, reason: 'its previous hash is not the hash of the event before it' };
    if (chainHash(e.previousHash, e) !== e.hash)
      return { sequence: e.sequence, reason: 'its content does not match its hash' };
    expectedPrevious = e.hash;
    expectedSequence += 1;
  }
  return undefined;
};
