import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_CODES, EVENT_CODES, SERVER_EVENT_CODES } from '#functions/fiscal/fiscal-codes.ts';
import {
  canonicalEvent,
  chainHash,
  findChainBreak,
  GENESIS_HASH,
  type StoredEvent,
} from '#functions/fiscal/journal-rules.ts';

const chain = (n: number): StoredEvent[] => {
  const out: StoredEvent[] = [];
  let previous = GENESIS_HASH;
  for (let sequence = 1; sequence <= n; sequence += 1) {
    const e = {
      tenantUid: 't',
      storeUid: 's',
      tillUid: 'k',
      sequence,
      eventCode: '13005',
      occurredAt: `2026-11-27T10:00:0${sequence}.000Z`,
      actorUid: 'u',
      description: 'Open cash drawer',
    };
    const stored = { ...e, previousHash: previous, hash: chainHash(previous, e) };
    out.push(stored);
    previous = stored.hash;
  }
  return out;
};

describe('the hash chain of the journal', () => {
  it('hashes a fixed canonical form, absent links as null', () => {
    const [e] = chain(1);
    expect(canonicalEvent(e!)).toBe(
      '["t","s","k",1,"13005","2026-11-27T10:00:01.000Z","u","Open cash drawer",null,null]',
    );
    expect(e!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds nothing wrong in an intact chain, from the start or from the middle', () => {
    const events = chain(5);
    expect(findChainBreak(events, GENESIS_HASH, 1)).toBeUndefined();
    expect(findChainBreak(events.slice(2), events[1]!.hash, 3)).toBeUndefined();
  });

  it('names the first changed, missing or re-linked event', () => {
    const events = chain(5);
    const changed = events.map((e) => (e.sequence === 3 ? { ...e, actorUid: 'x' } : e));
    expect(findChainBreak(changed, GENESIS_HASH, 1)).toEqual({
      sequence: 3,
      reason: 'its content does not match its hash',
    });
    const missing = events.filter((e) => e.sequence !== 2);
    expect(findChainBreak(missing, GENESIS_HASH, 1)).toEqual({ sequence: 2, reason: 'event 2 is missing' });
    // A rewritten event with a fresh hash still breaks the link of the next one.
    const e3 = { ...events[2]!, actorUid: 'x' };
    const rehashed = events.map((e) =>
      e.sequence === 3 ? { ...e3, hash: chainHash(e3.previousHash, e3) } : e,
    );
    expect(findChainBreak(rehashed, GENESIS_HASH, 1)?.sequence).toBe(4);
  });

  it('splits the code list between what clients report and what the service journals itself', () => {
    expect(Object.keys(EVENT_CODES)).toHaveLength(31);
    expect(CLIENT_EVENT_CODES).toContain('13005');
    expect(CLIENT_EVENT_CODES).toContain('13003');
    for (const code of SERVER_EVENT_CODES) expect(CLIENT_EVENT_CODES).not.toContain(code);
    expect(CLIENT_EVENT_CODES.length + SERVER_EVENT_CODES.length).toBe(31);
  });
});
