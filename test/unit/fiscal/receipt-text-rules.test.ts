import { describe, expect, it } from 'vitest';
import { receiptText, vatPerRate } from '#functions/fiscal/receipt-text-rules.ts';

const line = (name: string, totalPrice: number, vatRate: number, totalVatAmount: number) => ({
  lineNumber: 1,
  productUid: 'p',
  sku: 's',
  name,
  quantity: 1,
  unitPrice: totalPrice,
  totalPrice,
  totalVatAmount,
  vatRate,
  vatCodeUid: 'v',
  discountAmount: 0,
});

const input = {
  kind: 'SALE' as const,
  copy: false,
  companyName: 'Nordlys Kaffe AS',
  organisationNumber: '999999999',
  address: ['Karl Johans gate 1', '0154 Oslo'],
  storeName: 'Oslo Sentrum',
  occurredAt: '2026-11-27T09:15:00.000Z',
  voucherNumber: '1001',
  cashPoint: 'Kasse 1',
  seller: 'Kari',
  currency: 'NOK',
  grossAmount: 18500,
  lines: [line('Espresso', 12500, 2500, 2500), line('Bolle', 6000, 1500, 783)],
  payments: [{ settlementCode: 'CARD', settlementName: 'Bankkort', amount: 18500, reference: 'psp-1' }],
};

describe('the printed receipt', () => {
  it('sums VAT per rate', () => {
    expect(vatPerRate(input.lines)).toEqual([
      { rate: 1500, net: 5217, vat: 783 },
      { rate: 2500, net: 10000, vat: 2500 },
    ]);
  });

  it('carries the heading and what §2-8-4 asks, in order', () => {
    const text = receiptText(input);
    expect(text.split('\n')[0]).toBe('Salgskvittering');
    const order = [
      'Nordlys Kaffe AS',
      'Org.nr. 999 999 999 MVA',
      'Dato: 2026-11-27  Tid: 10:15:00',
      'Kvitteringsnr.: 1001',
      'Kassepunkt: Kasse 1',
      'Selger: Kari',
      'Espresso',
      'Totalt NOK',
      'Bankkort',
      'Ref: psp-1',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(
      at.every((i) => i >= 0),
      text,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toMatch(/15 % +52\.17 +7\.83/);
    expect(text).not.toContain('IKKE KVITTERING');
  });

  it('marks copies, returns, proforma and training receipts', () => {
    const copy = receiptText({ ...input, copy: true }).split('\n');
    expect(copy.slice(0, 3)).toEqual(['KOPI', 'Salgskvittering', 'IKKE KVITTERING FOR KJØP']);
    expect(copy.at(-2)).toBe('KOPI');
    expect(receiptText({ ...input, kind: 'RETURN' }).split('\n')[0]).toBe('Returkvittering');
    expect(
      receiptText({ ...input, kind: 'PROFORMA' })
        .split('\n')
        .slice(0, 2),
    ).toEqual(['Foreløpig kvittering', 'IKKE KVITTERING FOR KJØP']);
    expect(receiptText({ ...input, kind: 'TRAINING' }).split('\n')[0]).toBe('Treningskvittering');
  });
});
