import { describe, expect, it } from 'vitest';
import { voucherWorld } from './ledger-voucher-world.ts';

const posting = (p: Record<string, unknown>) => ({
  vatCodeUid: '',
  vatTypeId: '',
  productGroupUid: '',
  settlementCode: '',
  vatAmount: 0,
  fallback: false,
  ...p,
});

describe('the ledger voucher of a till close without its accounts', () => {
  it('books to ERROR what has no account (missingAccounts lists it), with cash rounding as the residue; without ERROR the voucher is incomplete but still balanced', async () => {
    const w = await voucherWorld(false);
    expect((await w.api.put(`${w.store}/accountingConfigs/accountnumbers`, { error: '7799' })).status).toBe(
      200,
    );
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 0 });
    // 249.50 paid with 250.00 in cash: the 0.50 rounding is taken but is no sale.
    const sale = await w.receipt([[24950, 'vat-25', 2500]], [w.pay('CASH', 25000)]);
    expect(sale.settlementTotals.change).toBe(0);
    const closed = await w.api.post(`${w.till}/close`, {
      counted: [{ settlementCode: 'CASH', amount: 25000 }],
    });
    expect(closed.status).toBe(200);
    const voucher = (await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher`)).body;
    expect(voucher.postings).toEqual([
      posting({
        lineNumber: 1,
        account: '7799',
        accountKey: 'PAYMENT_METHOD',
        settlementCode: 'CASH',
        debit: 25000,
        credit: 0,
        text: 'Cash',
        fallback: true,
      }),
      posting({
        lineNumber: 2,
        account: '7799',
        accountKey: 'VATCODE',
        vatCodeUid: 'vat-25',
        debit: 0,
        credit: 24950,
        vatAmount: sale.items[0].totalVatAmount,
        text: 'Sales VAT code vat-25',
        fallback: true,
      }),
      posting({
        lineNumber: 3,
        account: '7799',
        accountKey: 'ERROR',
        debit: 0,
        credit: 50,
        text: 'Payments not matched by sales at the till',
      }),
    ]);
    expect(voucher).toMatchObject({ debitTotal: 25000, creditTotal: 25000, complete: true });
    expect(
      voucher.missingAccounts.map((m: Record<string, string>) => [
        m.accountKey,
        m.settlementCode,
        m.vatCodeUid,
      ]),
    ).toEqual([
      ['PAYMENT_METHOD', 'CASH', ''],
      ['VATCODE', '', 'vat-25'],
    ]);

    // Nothing configured: the close still closes; the postings have no account.
    const bare = await voucherWorld(false);
    const second = await bare.api.post(`${bare.till}/open`, { openingFloat: 0 });
    await bare.receipt([[10000, 'vat-25', 2500]], [bare.pay('CARD', 10000)]);
    expect((await bare.api.post(`${bare.till}/close`, { counted: [] })).status).toBe(200);
    const incomplete = (await bare.api.get(`${bare.till}/sessions/${second.body.sessionUid}/voucher`)).body;
    expect(incomplete).toMatchObject({ complete: false, debitTotal: 20000, creditTotal: 20000 });
    expect(incomplete.postings.every((p: { account: string }) => p.account === '')).toBe(true);
    expect(incomplete.missingAccounts.map((m: Record<string, string>) => m.accountKey)).toEqual([
      'PAYMENT_METHOD',
      'ERROR',
      'VATCODE',
      'CASHFLOAT_DIFF',
    ]);
  });

  it('answers 404 naming the session for a session without a voucher, and the till for an unknown till', async () => {
    const w = await voucherWorld();
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 0 });
    // Still open: no voucher yet.
    const open = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher`);
    expect(open.status).toBe(404);
    expect(open.body.errors).toEqual([expect.objectContaining({ path: 'params.sessionUid' })]);
    const unknown = await w.api.get(
      `${w.store}/tills/no-such-till/sessions/${opened.body.sessionUid}/voucher`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'params.tillUid' })]);
  });
});
