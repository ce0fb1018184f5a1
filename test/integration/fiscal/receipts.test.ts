import { describe, expect, it } from 'vitest';
import { fiscalWorld, signatureHolds } from './fiscal-world.ts';

describe('receipts under the cash register regulation', () => {
  it('prints the receipt headed "Salgskvittering" with what §2-8-4 requires', async () => {
    const w = await fiscalWorld();
    const sale = await w.receipt(4990, { settlements: [w.cash(10000)], sellerDisplayName: 'Kari' }, 2);
    expect(sale.status).toBe(200);
    const doc = await w.api.get(`${w.receipts}/${sale.body.orderReceiptUid}/document`);
    expect(doc.status).toBe(200);
    const text: string = doc.body.text;
    const lines = text.split('\n');
    expect(lines[0]).toBe('Salgskvittering');
    for (const part of [
      'Nordlys Kaffe AS',
      'Org.nr. 999 999 999 MVA',
      'Karl Johans gate 1',
      '0154 Oslo',
      `Kvitteringsnr.: ${sale.body.voucherNumber}`,
      'Kassepunkt: Kasse 1',
      'Selger: Kari',
      'Kaffe Latte',
      '2 x 49.90  MVA 25 %',
      'Totalt NOK',
      'Kontant',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Dato: \d{4}-\d{2}-\d{2} {2}Tid: \d{2}:\d{2}:\d{2}/);
    // VAT per rate: 99.80 gross at 25 % is 79.84 net and 19.96 VAT.
    expect(text).toMatch(/25 % +79\.84 +19\.96/);
    expect(text).not.toContain('KOPI');
  });

  it('prints one copy marked KOPI, signed and journaled; a second copy is a 409', async () => {
    const w = await fiscalWorld();
    const sale = await w.receipt(5000, { settlements: [w.cash(5000)] });
    const copyPath = `${w.receipts}/${sale.body.orderReceiptUid}/copy`;
    const copy = await w.api.post(copyPath);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      orderReceiptUid: sale.body.orderReceiptUid,
      transactionNumber: 2,
      keyVersion: '1',
    });
    expect(copy.body.text.split('\n')[0]).toBe('KOPI');
    expect(copy.body.text).toContain('Salgskvittering');
    expect(copy.body.text).toContain('IKKE KVITTERING FOR KJØP');
    const second = await w.api.post(copyPath);
    expect(second.status).toBe(409);
    const xs = await w.transactions();
    expect(xs.map((x) => [x.kind, x.refTransactionNumber])).toEqual([
      ['SALE', null],
      ['COPY', 1],
    ]);
    const key = (await w.api.get(`/tenants/${w.tenant}/fiscal/keys`)).body.items[0];
    expect(signatureHolds(xs[1]!, key.publicKeyPem)).toBe(true);
    expect(xs[1]!.signature).toBe(copy.body.signature);
    expect((await w.journal()).filter((e) => e.eventCode === '13014')).toHaveLength(1);
    // A receipt made at no till has no copy.
    const web = await w.receipt(100, {});
    expect((await w.api.post(`${w.receipts}/${web.body.orderReceiptUid}/copy`)).status).toBe(409);
  });

  it('marks proforma and training receipts, signs and journals them, and keeps them out of the sales totals', async () => {
    const w = await fiscalWorld();
    const proforma = await w.receipt(20000, { tillUid: w.tillUid, receiptKind: 'PROFORMA' });
    expect(proforma.status).toBe(200);
    expect(proforma.body.settleState).toBe('NOT_STARTED');
    const training = await w.receipt(30000, { tillUid: w.tillUid, receiptKind: 'TRAINING' });
    expect(training.status).toBe(200);
    await w.receipt(5000, { settlements: [w.cash(5000)] });

    const proformaText = (await w.api.get(`${w.receipts}/${proforma.body.orderReceiptUid}/document`)).body
      .text;
    expect(proformaText.split('\n').slice(0, 2)).toEqual([
      'Foreløpig kvittering',
      'IKKE KVITTERING FOR KJØP',
    ]);
    const trainingText = (await w.api.get(`${w.receipts}/${training.body.orderReceiptUid}/document`)).body
      .text;
    expect(trainingText.split('\n').slice(0, 2)).toEqual(['Treningskvittering', 'IKKE KVITTERING FOR KJØP']);

    // Never paid: a payment on either is a 409, so neither reaches a till's or the day's takings.
    const pay = await w.api.post(`${w.receipts}/${proforma.body.orderReceiptUid}/settlements`, w.cash(20000));
    expect(pay.status).toBe(409);
    const session = await w.api.get(`${w.till}/session`);
    expect(session.body.running).toMatchObject({ receiptsCount: 1, expectedCash: 100000 + 5000 });
    expect(session.body.running.payments).toEqual([
      expect.objectContaining({ settlementCode: 'CASH', payments: 1, amount: 5000 }),
    ]);
    expect((await w.transactions()).map((x) => x.kind)).toEqual(['PROFORMA', 'TRAINING', 'SALE']);
    const codes = (await w.journal()).map((e) => e.eventCode);
    expect(codes).toEqual(['13999', '13015', '13017', '13012']);
    // Neither has a copy.
    expect((await w.api.post(`${w.receipts}/${proforma.body.orderReceiptUid}/copy`)).status).toBe(409);
  });

  it('refuses a proforma or training receipt at no till or with a payment, naming the field, writing nothing', async () => {
    const w = await fiscalWorld();
    const noTill = await w.receipt(1000, { receiptKind: 'PROFORMA' });
    expect(noTill.status).toBe(400);
    expect(noTill.body.errors[0].path).toBe('body.tillUid');
    const paid = await w.receipt(1000, { receiptKind: 'TRAINING', settlements: [w.cash(1000)] });
    expect(paid.status).toBe(400);
    expect(paid.body.errors[0].path).toBe('body.settlements');
    const unknown = await w.receipt(1000, { tillUid: 'no-such-till' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.tillUid');
    const badKind = await w.receipt(1000, { tillUid: w.tillUid, receiptKind: 'GIFT' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].path).toBe('body.receiptKind');
    expect(await w.transactions()).toEqual([]);
  });

  it('keeps a cancelled receipt on record: its VOID is signed and journaled with the lines', async () => {
    const w = await fiscalWorld();
    const receipt = await w.receipt(7500, { tillUid: w.tillUid });
    expect(receipt.status).toBe(200);
    const uid = receipt.body.orderReceiptUid;
    expect((await w.api.delete(`${w.receipts}/${uid}`)).status).toBe(204);
    expect((await w.api.get(`${w.receipts}/${uid}`)).status).toBe(404);
    const xs = await w.transactions();
    expect(xs.map((x) => [x.kind, x.receiptUid, x.grossAmount, x.refTransactionNumber])).toEqual([
      ['SALE', uid, 7500, null],
      ['VOID', uid, 7500, 1],
    ]);
    expect(xs[1]!.lines[0]).toMatchObject({ name: 'Kaffe Latte', totalPrice: 7500 });
    expect((await w.journal()).map((e) => e.eventCode)).toEqual(['13999', '13012', '13028']);
    expect(await w.verifyChains()).toMatchObject({ valid: true, transactions: { count: 2 } });
  });
});
