import { describe, expect, it } from 'vitest';
import { basicsOf } from '#functions/fiscal/saf-t/saf-t-codes.ts';
import { safTDocumentText } from '#functions/fiscal/saf-t/saf-t-document.ts';
import type { SaftSources, SaftTally, SaftTransaction } from '#functions/fiscal/saf-t/saf-t-model.ts';
import { safTSchemaErrors } from '#test/support/saf-t-xsd.ts';

const address = { streetname: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', country: 'NO' };
const zero: SaftTally = { type: '', num: 0, amount: 0 };
const sale: SaftTransaction = {
  nr: '1001',
  transID: '1001',
  transType: 'CASHSAL',
  amountIn: 12500,
  amountEx: 10000,
  empID: 'u-kari',
  date: '2026-11-27',
  time: '10:15:00',
  lines: [
    {
      lineID: '1',
      lineType: 'SAL',
      artGroupID: 'NOGROUP',
      artID: 'p-mug',
      qnt: 1,
      amountIn: 12500,
      amountEx: 10000,
      vat: { vatCode: 'vat-25', vatPerc: 2500, vatAmnt: 2500, vatBasAmnt: 10000 },
      discount: 0,
    },
  ],
  vat: [{ vatCode: 'vat-25', vatPerc: 2500, vatAmnt: 2500, vatBasAmnt: 10000 }],
  payments: [{ paymentType: 'CARD', paidAmnt: 12500, currency: 'NOK' }],
  receiptNum: 1,
};

/** Sources as the journal and the signature chain will fill them: events and signatures given. */
const sources = (signed: boolean): SaftSources => ({
  head: {
    fiscalYear: '2026',
    startDate: '2026-11-27',
    endDate: '2026-11-27',
    currency: 'NOK',
    createdDate: '2026-11-28',
    createdTime: '08:00:00',
    software: { desc: 'Retail Commerce API', version: '2.0.0', companyName: 'Retail Commerce' },
    headerComment: 'Store 101',
    company: { ident: '999888777', name: 'Nordlys & Co AS', taxRegIdent: '999888777MVA', address },
    location: { name: 'Oslo Sentrum', address },
  },
  vatCodes: [{ vatCode: 'vat-25', dateOfEntry: '2026-01-01', vatDesc: 'VAT 25 %', standardVatCode: '3' }],
  employees: [
    {
      empID: 'u-kari',
      dateOfEntry: '2026-01-01',
      timeOfEntry: '08:00:00',
      surName: 'Kari',
      roleType: 'STORE',
    },
  ],
  articles: (async function* () {
    yield [{ artID: 'p-mug', dateOfEntry: '2026-01-01', artGroupID: 'NOGROUP', artDesc: 'Mug' }];
  })(),
  basics: basicsOf([]),
  registers: [{ registerID: 'till-1', regDesc: 'Till 1', tillUid: 'till-1' }],
  events: async function* () {
    yield [
      { eventID: 'e1', eventType: '13003', empID: 'u-kari', date: '2026-11-27', time: '08:00:00' },
      {
        eventID: 'e2',
        eventType: '13009',
        date: '2026-11-27',
        time: '22:00:00',
        report: {
          reportID: '1',
          reportType: 'Z report',
          date: '2026-11-27',
          time: '22:00:00',
          totalCashSales: 12500,
          artGroups: [{ type: 'ALL', num: 1, amount: 12500 }],
          payments: [{ type: 'CARD', num: 1, amount: 12500 }],
          vat: [{ vatCode: 'vat-25', vatPerc: 2500, net: 10000, vat: 2500 }],
          openingFloat: 100000,
          receiptNum: 1,
          openCashBoxNum: 0,
          ...{
            copies: zero,
            proforma: zero,
            returns: zero,
            discounts: zero,
            voids: zero,
            deliveries: zero,
            training: zero,
          },
          payIns: [],
          payOuts: [{ type: 'TO_BANK', num: 1, amount: 50000 }],
          grandTotalSales: 12500,
          grandTotalReturn: 0,
          grandTotalSalesNet: 12500,
        },
      },
    ];
  },
  transactions: async function* () {
    yield [signed ? { ...sale, signature: { signature: 'c2lnbmVk', keyVersion: '1' } } : sale];
  },
});

const text = async (s: SaftSources) => {
  let out = '';
  for await (const chunk of safTDocumentText(s)) out += chunk;
  return out;
};

describe('the SAF-T document from its sources', () => {
  it("writes the journal's events and the transactions' signatures where the sources give them, valid", async () => {
    const xml = await text(sources(true));
    expect(await safTSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<eventType>13003</eventType>');
    expect(xml).toContain('<signature>c2lnbmVk</signature><keyVersion>1</keyVersion>');
    expect(xml).toContain(
      '<reportPayOut><payOutType>TO_BANK</payOutType><payOutNum>1</payOutNum><payOutAmnt>500.00</payOutAmnt>',
    );
    expect(xml).toContain('<companyName>Nordlys &amp; Co AS</companyName>');
  });

  it('writes empty signature and keyVersion, which the schema permits, for a transaction not signed', async () => {
    const xml = await text(sources(false));
    expect(await safTSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<signature></signature><keyVersion></keyVersion>');
  });
});
