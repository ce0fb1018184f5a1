import { describe, expect, it } from 'vitest';
import { cardAt, cashAt, tillWorld } from './helpers.ts';

describe('till sessions: the cash arithmetic of a day', () => {
  it('expects float + cash settlements - change + deposits - withdrawals, per payment method, from real receipts', async () => {
    const w = await tillWorld();
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 200000 });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      state: 'OPEN',
      openingFloat: 200000,
      tillNumber: 1,
      tillName: 'Till 1',
    });

    // 100.00 paid with 150.00 cash: 50.00 change.
    const r1 = await w.sell(10000, [cashAt(w.tillUid, 15000)]);
    expect(r1.status).toBe(200);
    expect(r1.body.settlementTotals.change).toBe(5000);
    expect(r1.body.settlements[0]).toMatchObject({
      tillUid: w.tillUid,
      tillName: 'Till 1',
      tillNumber: 1,
      tenantUserUid: 'test-user',
    });
    // 249.50 in NOK cash rounds to 250.00: 300.00 given, 50.00 change.
    const r2 = await w.sell(24950, [cashAt(w.tillUid, 30000)]);
    expect(r2.body).toMatchObject({ settleState: 'COMPLETE', settlementTotals: { change: 5000 } });
    // Card only.
    expect((await w.sell(8000, [cardAt(w.tillUid, 8000)])).body.settleState).toBe('COMPLETE');
    // Mixed: 50.00 card, 200.00 cash for the 150.00 left: 50.00 change.
    const r4 = await w.sell(20000, [cardAt(w.tillUid, 5000), cashAt(w.tillUid, 20000)]);
    expect(r4.body).toMatchObject({ settleState: 'COMPLETE', settlementTotals: { change: 5000 } });
    // Paid without a till: not this till's money.
    expect((await w.sell(7000, [cashAt(undefined, 7000)])).body.settleState).toBe('COMPLETE');

    expect((await w.api.post(`${w.till}/movements`, { type: 'DEPOSIT', amount: 10000 })).status).toBe(201);
    const drop = await w.api.post(`${w.till}/movements`, { type: 'TO_BANK', amount: 50000, note: 'bank' });
    expect(drop.status).toBe(201);
    expect(drop.body.movements.map((m: any) => [m.type, m.accountKey, m.amount])).toEqual([
      ['DEPOSIT', 'CASHFLOAT_DEPOSIT', 10000],
      ['TO_BANK', 'CASHFLOAT_TO_BANK', 50000],
    ]);
    const expectedCash = 200000 + (15000 + 30000 + 20000) - (5000 + 5000 + 5000) + 10000 - 50000;
    expect(drop.body.running).toMatchObject({ expectedCash, change: 15000, receiptsCount: 4 });

    const closed = await w.api.post(`${w.till}/close`, {
      counted: [
        { settlementCode: 'cash', amount: expectedCash - 500 },
        { settlementCode: 'CARD', amount: 13000 },
      ],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.state).toBe('CLOSED');
    const report = closed.body.report;
    expect(report).toMatchObject({
      openingFloat: 200000,
      cashSettlements: 65000,
      change: 15000,
      deposits: 10000,
      withdrawals: 50000,
      expectedCash,
      countedCash: expectedCash - 500,
      cashDifference: -500,
      expected: expectedCash + 13000,
      counted: expectedCash + 12500,
      difference: -500,
      receiptsCount: 4,
      grandTotal: 10000 + 24950 + 8000 + 20000,
      firstVoucherNumber: r1.body.voucherNumber,
      lastVoucherNumber: r4.body.voucherNumber,
    });
    expect(report.lines).toEqual([
      {
        settlementCode: 'CASH',
        settlementName: 'Cash',
        payments: 3,
        amount: 65000,
        expected: expectedCash,
        counted: expectedCash - 500,
        difference: -500,
      },
      {
        settlementCode: 'CARD',
        settlementName: 'Card',
        payments: 2,
        amount: 13000,
        expected: 13000,
        counted: 13000,
        difference: 0,
      },
    ]);
    // VAT 25 % included in the gross: a fifth of it.
    expect(report.vat).toEqual([{ vatCodeUid: 'vat-25', gross: 62950, vat: 12590 }]);

    const session = await w.api.get(`${w.till}/session`);
    expect(session.body).toMatchObject({ state: 'CLOSED', report: { cashDifference: -500 } });
    const history = await w.api.get(`${w.till}/sessions`);
    expect(history.body.items.map((s: any) => s.sessionUid)).toEqual([closed.body.sessionUid]);
  });

  it('counts a payment when it is captured, and refuses to capture one at a till that has closed', async () => {
    const w = await tillWorld();
    await w.api.post(`${w.till}/open`, { openingFloat: 0 });
    const r = await w.sell(10000, [cardAt(w.tillUid, 10000, { status: 'NEW', settlementUid: 'card' })]);
    expect((await w.api.get(`${w.till}/session`)).body.running.payments).toEqual([]);
    const receipts = `/tenants/${w.tenant}/stores/${w.storeUid}/receipts`;
    const path = `${receipts}/${r.body.orderReceiptUid}/settlements/card`;
    expect((await w.api.put(path, { status: 'CAPTURED' })).status).toBe(200);
    const running = (await w.api.get(`${w.till}/session`)).body.running;
    expect(running).toMatchObject({
      payments: [{ settlementCode: 'CARD', payments: 1, amount: 10000 }],
      receiptsCount: 1,
    });

    const late = await w.sell(4000, [cashAt(w.tillUid, 4000, { status: 'NEW', settlementUid: 'c' })]);
    expect(late.status).toBe(200);
    expect((await w.api.post(`${w.till}/close`, { counted: [] })).status).toBe(200);
    // The till is closed: the cash cannot go into its drawer any more.
    const refused = await w.api.put(`${receipts}/${late.body.orderReceiptUid}/settlements/c`, {
      status: 'CAPTURED',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe('body.status');
    expect((await w.api.get(`${receipts}/${late.body.orderReceiptUid}`)).body.settleState).toBe(
      'NOT_STARTED',
    );
  });
});

describe('till sessions: state rules', () => {
  it('refuses to open an open till and to close a closed one, and settlements at a till that is not open', async () => {
    const w = await tillWorld();
    const early = await w.sell(1000, [cashAt(w.tillUid, 1000)]);
    expect(early.status).toBe(409);
    expect(early.body.errors[0].path).toBe('body.settlements.0.tillUid');
    expect((await w.api.post(`${w.till}/close`, { counted: [] })).status).toBe(409);
    expect((await w.api.post(`${w.till}/movements`, { type: 'DEPOSIT', amount: 1 })).status).toBe(409);

    expect((await w.api.post(`${w.till}/open`, { openingFloat: 1000 })).status).toBe(201);
    const again = await w.api.post(`${w.till}/open`, { openingFloat: 1000 });
    expect(again.status).toBe(409);
    expect((await w.api.delete(w.till)).status).toBe(409);
    expect(
      (await w.api.post(`${w.till}/close`, { counted: [{ settlementCode: 'CASH', amount: 1000 }] })).status,
    ).toBe(200);
    const twice = await w.api.post(`${w.till}/close`, {
      counted: [{ settlementCode: 'CASH', amount: 1000 }],
    });
    expect(twice.status).toBe(409);

    const unknown = await w.sell(1000, [cashAt('no-such-till', 1000)]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.settlements.0.tillUid');
    // A new day: the till opens again with a fresh session.
    const reopened = await w.api.post(`${w.till}/open`, { openingFloat: 500 });
    expect(reopened.status).toBe(201);
    expect(reopened.body.running).toMatchObject({ expectedCash: 500, receiptsCount: 0 });
  });

  it('names the user who opens: a tenant user (404 when there is none such) or the caller', async () => {
    const w = await tillWorld();
    const missing = await w.api.post(`${w.till}/open`, { openingFloat: 0, tenantUserUid: 'nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.tenantUserUid');
    await w.api.post(`/tenants/${w.tenant}/users`, {
      tenantUserUid: 'u-kari',
      displayName: 'Kari Nordmann',
      userCode: '1042',
    });
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 0, tenantUserUid: 'u-kari' });
    expect(opened.body.openedBy).toEqual({ tenantUserUid: 'u-kari', displayName: 'Kari Nordmann' });
    const closed = await w.api.post(`${w.till}/close`, { counted: [] });
    expect(closed.body.closedBy).toEqual({ tenantUserUid: 'test-user', displayName: '' });
  });
});
