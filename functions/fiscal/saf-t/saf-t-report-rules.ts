import type { TillReportValue } from '#functions/tills/till-read.ts';
import { NO_ARTICLE_GROUP, paymentTypeOf } from './saf-t-codes.ts';
import type { SaftReport, SaftTally } from './saf-t-model.ts';
import { idOf } from './saf-t-time.ts';

/**
 * A till close's numbered Z report (§2-8-2, functions/tills) as the eventReport of its 13009
 * event: the report's own number, sums and counts. `base` is what the close's count gives (date,
 * time, opening float, pay-ins and pay-outs), kept where the Z report has nothing to add. Pure.
 */
const tally = (t: { count: number; amount: number }): SaftTally => ({
  type: '',
  num: t.count,
  amount: t.amount,
});

export const fromTillReport = (z: TillReportValue, base: SaftReport): SaftReport => {
  const payments = new Map<string, SaftTally>();
  for (const p of z.paymentMethods) {
    const type = paymentTypeOf(p.settlementCode);
    const t = payments.get(type) ?? { type, num: 0, amount: 0 };
    payments.set(type, { type, num: t.num + p.count, amount: t.amount + p.amount });
  }
  return {
    ...base,
    reportID: String(z.reportNumber),
    totalCashSales: z.sales,
    artGroups: z.articleGroups.length
      ? z.articleGroups.map((g) => ({
          type: g.productGroupUid ? idOf(g.productGroupUid) : NO_ARTICLE_GROUP,
          num: Math.round(g.quantity),
          amount: g.amount,
        }))
      : base.artGroups,
    payments: payments.size ? [...payments.values()] : base.payments,
    vat: z.vat.length
      ? z.vat.map((v) => ({ vatCode: idOf(v.vatCodeUid, 20), vatPerc: v.vatRate, net: v.net, vat: v.vat }))
      : base.vat,
    openingFloat: z.openingFloat,
    receiptNum: z.receipts,
    openCashBoxNum: z.drawerOpenings,
    copies: tally(z.copies),
    proforma: tally(z.proforma),
    returns: tally(z.returns),
    discounts: tally(z.discounts),
    voids: tally(z.voids),
    training: tally(z.training),
    grandTotalSales: z.grandTotals.sales,
    grandTotalReturn: z.grandTotals.returns,
    grandTotalSalesNet: z.grandTotals.net,
  };
};
