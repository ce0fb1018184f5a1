import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { voucherWorld } from './ledger-voucher-world.ts';

/**
 * A time zone whose calendar day differs from UTC's right now (UTC-11 before 11:00 UTC, else
 * UTC+14), so a voucher dated by UTC would fail the test whatever the hour.
 */
const otherDayZone = () => (new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati');
const dayIn = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short' }).format(new Date(iso));

describe('the ledger voucher of a till close by product group', () => {
  it("books each VAT code's sales on the product groups' mapped accounts (a child by its parent's mapping), the rest on the VAT code, balanced, dated in the store's day", async () => {
    const zone = otherDayZone();
    const w = await voucherWorld(true, { timezone: zone });
    const group = async (parent?: string) => {
      const uid = uniqueUid('pg');
      const res = await w.api.post(`/tenants/${w.tenant}/productGroups`, {
        productGroupUid: uid,
        name: uid,
        ...(parent ? { parentProductGroupUid: parent } : {}),
      });
      expect(res.status).toBe(201);
      return uid;
    };
    const product = async (productGroupUid: string) => {
      const res = await w.api.post(`/tenants/${w.tenant}/products`, {
        sku: uniqueUid('sku'),
        name: 'Ullsokker',
        productGroupUid,
        vatCodeUid: 'vat-25',
      });
      expect(res.status).toBe(201);
      return res.body.productUid as string;
    };
    const drinks = await group();
    const coffee = await group(drinks);
    const food = await group();
    const latte = await product(coffee);
    const bun = await product(food);
    expect(
      (
        await w.api.put(`${w.store}/accountingConfigs/accountnumbers`, {
          error: '7799',
          vatCodes: [{ vatCodeUid: 'vat-25', account: '3000' }],
        })
      ).status,
    ).toBe(200);
    // Drinks (and so coffee below it) has its own sales account at 25 %; food has none.
    const mapped = await w.api.post(`${w.store}/accountingConfigs/productGroups`, {
      productGroupUid: drinks,
      vatCodeUid: 'vat-25',
      account: '3010',
    });
    expect(mapped.status).toBe(200);
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 0 });
    expect(opened.status).toBe(201);

    // Two lattes (2 x 45.00), a bun (30.00) and a made-up line (20.00), all at 25 %.
    await w.receipt(
      [
        [4500, 'vat-25', 2500, 2, latte],
        [3000, 'vat-25', 2500, 1, bun],
        [2000, 'vat-25', 2500, 1],
      ],
      [w.pay('CARD', 14000)],
    );
    const closed = await w.api.post(`${w.till}/close`, {
      counted: [
        { settlementCode: 'CASH', amount: 0 },
        { settlementCode: 'CARD', amount: 14000 },
      ],
    });
    expect(closed.status).toBe(200);
    const res = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher`);
    expect(res.status).toBe(200);
    const voucher = res.body;
    const sales = voucher.postings.filter((p: { accountKey: string }) => p.accountKey === 'VATCODE');
    expect(
      sales.map((p: Record<string, unknown>) => [p.account, p.productGroupUid, p.credit, p.vatAmount]),
    ).toEqual([
      ['3000', '', 5000, 1000],
      ['3010', drinks, 9000, 1800],
    ]);
    expect(voucher.debitTotal).toBe(14000);
    expect(voucher.creditTotal).toBe(14000);
    expect(voucher.complete).toBe(true);
    expect(voucher.voucherDate).toBe(dayIn(zone, closed.body.closedAt));
    expect(voucher.voucherDate).not.toBe(closed.body.closedAt.slice(0, 10));

    // The CSV names the group in its last column.
    const csv = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher?format=csv`);
    const last = csv.text.trimEnd().split('\r\n').at(-1)!;
    expect(last.endsWith(`,${drinks}`)).toBe(true);
  });
});
