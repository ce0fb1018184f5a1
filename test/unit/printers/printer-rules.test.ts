import { describe, expect, it } from 'vitest';
import type { PrintJobRecord } from '#functions/printers/print-job.schema.ts';
import {
  isLeasable,
  LEASE_SECONDS,
  leaseCandidates,
  newJobUid,
} from '#functions/printers/print-job-rules.ts';
import { mergePrinter, printerChanged, printerMatches } from '#functions/printers/printer-rules.ts';
import { UnprocessableError } from '#shared/errors.ts';

const ctx = { tenantUid: 't1', printerUid: 'p1', storeUid: 's1', now: '2026-11-25T09:00:00.000Z' };
const receipt = mergePrinter(
  undefined,
  { storeUid: 's1', name: 'Till 1', type: 'RECEIPT', language: 'ESCPOS', connection: { type: 'USB' } },
  ctx,
);

describe('printer rules', () => {
  it('fills the paper defaults of the type', () => {
    expect(receipt).toMatchObject({ paperWidthMm: 80, dpi: 203, version: 1 });
    expect(receipt.labelHeightMm).toBeUndefined();
    const label = mergePrinter(receipt, { type: 'LABEL', language: 'ZPL' }, ctx);
    expect(label).toMatchObject({ paperWidthMm: 102, labelHeightMm: 152, version: 2 });
  });

  it('refuses a language the type cannot speak, naming body.language', () => {
    const fail = () => mergePrinter(receipt, { language: 'ZPL' }, ctx);
    expect(fail).toThrow(UnprocessableError);
    expect(fail).toThrow(/RECEIPT printer speaks ESCPOS or PDF/);
    expect(() =>
      mergePrinter(
        undefined,
        { storeUid: 's1', name: 'A4', type: 'A4', language: 'ESCPOS', connection: { type: 'NETWORK' } },
        ctx,
      ),
    ).toThrow(/PDF/);
  });

  it('sees no change when the connection is the same in another key order', () => {
    const same = mergePrinter(receipt, { connection: { type: 'USB' } }, ctx);
    expect(printerChanged(receipt, same)).toBe(false);
    expect(
      printerChanged(
        receipt,
        mergePrinter(receipt, { connection: { type: 'USB', address: '/dev/usb/lp0' } }, ctx),
      ),
    ).toBe(true);
  });

  it('matches every given filter', () => {
    expect(printerMatches(receipt, {})).toBe(true);
    expect(printerMatches(receipt, { storeUids: ['s1'], types: ['RECEIPT'], name: 'TILL' })).toBe(true);
    expect(printerMatches(receipt, { storeUids: ['s2'] })).toBe(false);
    expect(printerMatches(receipt, { languages: ['PDF'] })).toBe(false);
    expect(printerMatches(receipt, { connectionTypes: ['NETWORK'] })).toBe(false);
  });
});

const job = (over: Partial<PrintJobRecord>): PrintJobRecord => ({
  tenantUid: 't1',
  storeUid: 's1',
  jobUid: newJobUid(1_000),
  printerUid: 'p1',
  kind: 'TEST_PAGE',
  language: 'ESCPOS',
  contentType: 'application/vnd.escpos',
  content: '',
  state: 'QUEUED',
  attempts: 0,
  expiresAt: 100_000,
  createdAt: '2026-11-25T09:00:00.000Z',
  lastModifiedAt: '2026-11-25T09:00:00.000Z',
  version: 1,
  ...over,
});

describe('print job rules', () => {
  const now = 50_000_000;
  it('leases queued jobs and jobs whose lease ran out, never finished or expired ones', () => {
    expect(isLeasable(job({}), now)).toBe(true);
    expect(isLeasable(job({ state: 'LEASED', leaseExpiresAt: now + 1 }), now)).toBe(false);
    expect(isLeasable(job({ state: 'LEASED', leaseExpiresAt: now - LEASE_SECONDS * 1000 }), now)).toBe(true);
    expect(isLeasable(job({ state: 'PRINTED' }), now)).toBe(false);
    expect(isLeasable(job({ state: 'FAILED' }), now)).toBe(false);
    expect(isLeasable(job({ expiresAt: now / 1000 }), now)).toBe(false);
  });

  it('hands out the oldest first, of the named printers, up to the limit', () => {
    const older = job({ jobUid: newJobUid(2_000), printerUid: 'p1' });
    const newer = job({ jobUid: newJobUid(3_000), printerUid: 'p1' });
    const other = job({ jobUid: newJobUid(1_000), printerUid: 'p2' });
    expect(newJobUid(2_000) < newJobUid(10_000_000)).toBe(true);
    const picked = leaseCandidates([newer, other, older], now, { printerUids: ['p1'], limit: 1 });
    expect(picked).toEqual([older]);
    expect(leaseCandidates([newer, other, older], now, { limit: 5 })).toEqual([other, older, newer]);
  });
});
