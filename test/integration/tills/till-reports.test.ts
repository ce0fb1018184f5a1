import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { parseEscPos } from '#test/support/print-formats.ts';
import { fiscalWorld } from '../fiscal/fiscal-world.ts';

/** A fiscal world with a product in a product group, and helpers for the till's reports. */
const reportWorld = async () => {
  const w = await fiscalWorld();
  const group = await w.api.post(`/tenants/${w.tenant}/productGroups`, {
    productGroupUid: 'pg-coffee',
    name: 'Kaffe',
  });
  expect(group.status, group.text).toBe(201);
  const product = await w.api.post(`/tenants/${w.tenant}/products`, {
    productUid: 'p-beans',
    sku: 'SKU-BEANS',
    name: 'Bønner',
    productType: 'NON_PHYSICAL',
    productGroupUid: 'pg-coffee',
    vatCodeUid: 'vat-25',
    vatRate: 2500,
  });
  expect(product.status, product.text).toBe(201);
  /** 2 x 50.00 beans with 5.00 off each: 90.00, paid in cash. */
  const sellBeans = async () => {
    const order = await w.api.post(`/tenants/${w.tenant}/stores/${w.storeUid}/orders`, {
      items: [{ productUid: 'p-beans', quantityOrdered: 2, itemPrice: 5000, itemDiscountAmount: 500 }],
    });
    expect(order.status, order.text).toBe(201);
    const res = await w.api.post(
      `/tenants/${w.tenant}/stores/${w.storeUid}/orders/${order.body.orderUid}/receipts`,
      {
        settlements: [w.cash(9000)],
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.grandTotal).toBe(9000);
    return res;
  };
  const xReport = async (till = w.till) => {
    const res = await w.api.post(`${till}/x-reports`, {});
    expect(res.status, res.text).toBe(201);
    return res;
  };
  const close = async (till = w.till) => {
    const res = await w.api.post(`${till}/close`, { counted: [] });
    expect(res.status, res.text).toBe(200);
    return res;
  };
  return { ...w, sellBeans, xReport, close };
};

describe('X and Z reports of a till (§2-8-2)', () => {
  it('counts a scripted day; X reports reset nothing; the close makes Z report 1 with the same counts', async () => {
    const w = await reportWorld();
    await w.sellBeans();
    const s2 = await w.receipt(4990, { settlements: [w.cash(4990)], sellerDisplayName: 'Kari' });
    const x1 = await w.xReport();
    expect(x1.headers.get('location')).toMatch(new RegExp(`/tills/${w.tillUid}/x-reports/1$`));
    expect(x1.body).toMatchObject({ reportType: 'X', reportNumber: 1, receipts: 2, sales: 13990 });
    expect(x1.body.grandTotals).toEqual({ sales: 13990, returns: 0, net: 13990 });

    // A return, a cancelled receipt, a copy, a proforma and a training receipt, a drawer opened
    // without a sale and a price change reported by the client.
    expect((await w.receipt(3000, { tillUid: w.tillUid }, -1)).status).toBe(200);
    const cancelled = await w.receipt(7500, { tillUid: w.tillUid });
    expect((await w.api.delete(`${w.receipts}/${cancelled.body.orderReceiptUid}`)).status).toBe(204);
    expect((await w.api.post(`${w.receipts}/${s2.body.orderReceiptUid}/copy`)).status).toBe(201);
    expect((await w.receipt(20000, { tillUid: w.tillUid, receiptKind: 'PROFORMA' })).status).toBe(200);
    expect((await w.receipt(30000, { tillUid: w.tillUid, receiptKind: 'TRAINING' })).status).toBe(200);
    expect((await w.api.post(`${w.till}/journal`, { eventCode: '13005' })).status).toBe(201);
    expect((await w.api.post(`${w.till}/journal`, { eventCode: '13021' })).status).toBe(201);

    const x2 = await w.xReport();
    const day = {
      openingFloat: 100000,
      // 90.00 + 49.90 + 75.00 (cancelled, taken out again) - 30.00 returned.
      sales: 10990,
      receipts: 4,
      drawerOpenings: 1,
      priceChanges: 1,
      copies: { count: 1, amount: 4990 },
      proforma: { count: 1, amount: 20000 },
      training: { count: 1, amount: 30000 },
      returns: { count: 1, amount: 3000 },
      discounts: { count: 1, amount: 1000 },
      voids: { count: 1, amount: 7500 },
      companyName: 'Nordlys Kaffe AS',
      organisationNumber: '999999999',
      tillName: 'Kasse 1',
      tillNumber: 1,
    };
    expect(x2.body).toMatchObject({ ...day, reportType: 'X', reportNumber: 2 });
    expect(x2.body.articleGroups).toEqual([
      { productGroupUid: '', name: '', quantity: 0, amount: 1990 },
      { productGroupUid: 'pg-coffee', name: 'Kaffe', quantity: 2, amount: 9000 },
    ]);
    expect(x2.body.paymentMethods).toEqual([
      { settlementCode: 'CASH', settlementName: 'Kontant', count: 2, amount: 13990 },
    ]);
    expect(x2.body.operators).toHaveLength(1);
    expect(x2.body.operators[0]).toMatchObject({ receipts: 4, amount: 10990 });
    expect(x2.body.vat).toHaveLength(1);
    const [vat] = x2.body.vat;
    expect(vat).toMatchObject({ vatCodeUid: 'vat-25', vatRate: 2500, gross: 10990 });
    expect(vat.net + vat.vat).toBe(10990);
    expect(Math.abs(vat.vat - Math.round(10990 / 5))).toBeLessThanOrEqual(2);
    expect(x2.body.grandTotals).toEqual({ sales: 13990, returns: 3000, net: 10990 });
    expect((await w.api.get(`${w.till}/x-reports/2`)).body).toEqual(x2.body);

    const closed = await w.close();
    expect(closed.body.zReportNumber).toBe(1);
    const z1 = await w.api.get(`${w.till}/z-reports/1`);
    expect(z1.status, z1.text).toBe(200);
    expect(z1.body).toMatchObject({
      ...day,
      reportType: 'Z',
      reportNumber: 1,
      sessionUid: closed.body.sessionUid,
    });
    expect(z1.body.grandTotals).toEqual(x2.body.grandTotals);
    expect(z1.body.articleGroups).toEqual(x2.body.articleGroups);
    const codes = (await w.journal()).map((e) => e.eventCode);
    expect(codes.filter((c) => c === '13008')).toHaveLength(2);
    expect(codes.at(-1)).toBe('13009');
    expect(await w.verifyChains()).toMatchObject({ valid: true });

    // The next day starts from nothing; the grand totals go on.
    expect((await w.api.post(`${w.till}/open`, { openingFloat: 50000 })).status).toBe(201);
    await w.sellBeans();
    const z2 = await w.api.get(`${w.till}/z-reports/${(await w.close()).body.zReportNumber}`);
    expect(z2.body).toMatchObject({ reportNumber: 2, receipts: 1, sales: 9000, openingFloat: 50000 });
    expect(z2.body.returns).toEqual({ count: 0, amount: 0 });
    expect(z2.body.grandTotals).toEqual({ sales: 22990, returns: 3000, net: 19990 });

    const list = await w.api.get(`${w.till}/z-reports?pageSize=1`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.map((r: { reportNumber: number }) => r.reportNumber)).toEqual([2]);
    expect(list.body.paging).toMatchObject({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    const next = await w.api.get(`${w.till}/z-reports?pageSize=1&cursor=${list.body.paging.nextCursor}`);
    expect(next.body.items.map((r: { reportNumber: number }) => r.reportNumber)).toEqual([1]);
  });

  it('numbers Z reports per till without gaps under concurrent closes, one per close', async () => {
    const w = await reportWorld();
    const others = [await w.addTill(2), await w.addTill(3)].map((uid) => `${w.tills}/${uid}`);
    const tills = [w.till, ...others];
    await Promise.all(tills.map((till) => w.receipt(1000, { tillUid: till.split('/').at(-1) })));
    const closes = await Promise.all(tills.map((till) => w.close(till)));
    expect(closes.map((c) => c.body.zReportNumber)).toEqual([1, 1, 1]);
    // One till reopened and closed twice more the same day; a second close of a closed till is a 409.
    for (const n of [2, 3]) {
      expect((await w.api.post(`${w.till}/open`, { openingFloat: 0 })).status).toBe(201);
      const [a, b] = await Promise.all([
        w.api.post(`${w.till}/close`, { counted: [] }),
        w.api.post(`${w.till}/close`, { counted: [] }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((a.status === 200 ? a : b).body.zReportNumber).toBe(n);
    }
    const list = await w.api.get(`${w.till}/z-reports`);
    expect(list.body.items.map((r: { reportNumber: number }) => r.reportNumber)).toEqual([3, 2, 1]);
    expect(list.body.paging.totalCount).toBe(3);
    expect((await w.api.get(`${others[0]}/z-reports`)).body.paging.totalCount).toBe(1);
  });

  it('numbers concurrent X reports of one till 1..n and refuses one of a closed till', async () => {
    const w = await reportWorld();
    const runs = await Promise.all(Array.from({ length: 5 }, () => w.api.post(`${w.till}/x-reports`, {})));
    expect(runs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(runs.map((r) => r.body.reportNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    await w.close();
    const refused = await w.api.post(`${w.till}/x-reports`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe('params.tillUid');
    expect((await w.api.get(`${w.till}/z-reports/1`)).body.grandTotals).toEqual({
      sales: 0,
      returns: 0,
      net: 0,
    });
  });

  it('prints a report as text, PDF and ESC/POS headed with its type', async () => {
    const w = await reportWorld();
    await w.sellBeans();
    await w.close();
    const doc = (format: string) => w.api.get(`${w.till}/z-reports/1/document?format=${format}`);
    const text = await doc('text');
    expect(text.status, text.text).toBe(200);
    expect(text.body.contentType).toBe('text/plain; charset=utf-8');
    const lines: string[] = text.body.text.split('\n');
    expect(lines[0]).toBe('Z-rapport');
    expect(lines).toContain('Org.nr. 999 999 999 MVA');
    expect(lines).toContain('Rapport: Z nr. 1');
    expect(text.body.text).toMatch(/ {2}Kaffe +90\.00/);
    expect(text.body.text).toMatch(/Rabatter \(1\) +10\.00/);

    const pdf = await doc('pdf');
    expect(pdf.body.contentType).toBe('application/pdf');
    const bytes = new Uint8Array(Buffer.from(pdf.body.base64, 'base64'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text: pdfText } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(pdfText).toContain('Z-rapport');
    expect(pdfText).toContain('Nordlys Kaffe AS');

    const escpos = await doc('escpos');
    expect(escpos.body.contentType).toBe('application/vnd.escpos');
    const raw = new Uint8Array(Buffer.from(escpos.body.base64, 'base64'));
    expect([...raw.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    const parsed = parseEscPos(raw);
    expect(parsed.lines[0]).toMatchObject({ text: 'Z-rapport', bold: true, align: 1 });
    expect(parsed.lines.map((l) => l.text)).toContain('Skuffeåpninger uten salg'.padEnd(41, ' ').concat('0'));

    const x = await w.api.get(`${w.till}/x-reports/1/document?format=text`);
    expect(x.status).toBe(404);
    expect(x.body.errors[0].path).toBe('params.reportNumber');
  });

  it('answers the PDF and ESC/POS themselves when Accept asks, the same bytes as their base64', async () => {
    const w = await reportWorld();
    await w.sellBeans();
    const run = await w.api.post(`${w.till}/x-reports`, {});
    expect(run.status, run.text).toBe(201);
    await w.close();
    for (const report of ['x-reports/1', 'z-reports/1']) {
      const path = `${w.till}/${report}/document`;
      const json = await w.api.get(`${path}?format=pdf`);
      const pdf = await w.api.get(`${path}?format=pdf`, { accept: 'application/pdf' });
      expect(pdf.status, report).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.bytes.equals(Buffer.from(json.body.base64, 'base64'))).toBe(true);
      const any = await w.api.get(`${path}?format=escpos`, { accept: 'application/octet-stream' });
      expect(any.headers.get('content-type')).toBe('application/octet-stream');
      const escpos = await w.api.get(`${path}?format=escpos`);
      expect(any.bytes.equals(Buffer.from(escpos.body.base64, 'base64'))).toBe(true);
      expect([...any.bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    }
    // A text report has no bytes, and a PDF is not ESC/POS: the JSON answer stands.
    const text = await w.api.get(`${w.till}/z-reports/1/document`, { accept: 'application/pdf' });
    expect(text.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text.body.text).toMatch(/^Z-rapport/);
    const other = await w.api.get(`${w.till}/z-reports/1/document?format=pdf`, {
      accept: 'application/vnd.escpos',
    });
    expect(other.body.contentType).toBe('application/pdf');
  });

  it('answers 404 for an unknown report or till, 400 for a bad number or format', async () => {
    const w = await reportWorld();
    const missing = await w.api.get(`${w.till}/z-reports/7`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('params.reportNumber');
    expect((await w.api.get(`${w.tills}/no-such-till/z-reports`)).status).toBe(404);
    expect((await w.api.post(`${w.tills}/no-such-till/x-reports`, {})).status).toBe(404);
    const zero = await w.api.get(`${w.till}/z-reports/0`);
    expect(zero.status).toBe(400);
    expect(zero.body.errors[0].path).toBe('params.reportNumber');
    await w.close();
    const format = await w.api.get(`${w.till}/z-reports/1/document?format=docx`);
    expect(format.status).toBe(400);
    expect(format.body.errors[0].path).toBe('query.format');
    const user = await w.api.post(`${w.till}/x-reports`, { tenantUserUid: 'nobody' });
    expect(user.status).toBe(404);
  });
});
