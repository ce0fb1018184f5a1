import type {
  SaftAddress,
  SaftEvent,
  SaftLine,
  SaftRegister,
  SaftReport,
  SaftSources,
  SaftTally,
  SaftTransaction,
  SaftVat,
} from './saf-t-model.ts';
import { openSpools } from './saf-t-spool.ts';
import { amount2, el, wrap } from './xml-writer.ts';

/**
 * Writes the SAF-T Cash Register document from its sources, element by element in the schema's
 * order, a page of articles, events or transactions at a time: memory holds one page.
 */

const NAMESPACE = 'urn:StandardAuditFile-Taxation-CashRegister:NO';

/** A signed amount with two decimals (payments and tallies may be negative). */
const signed = (minor: number): string => `${minor < 0 ? '-' : ''}${amount2(minor)}`;
/** Credit for a sale (and its VAT), debit for a return: the schema's Debitcredittype. */
const creditDebit = (minor: number): string => (minor < 0 ? 'D' : 'C');
/** A VAT rate in basis points as a percentage with two decimals. */
const percent = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

/** An absent value for an empty one: a country code must be one of the schema's or absent. */
const given = (value: string): string | undefined => value || undefined;

const address = (name: string, a: SaftAddress): string =>
  wrap(
    name,
    el('streetname', given(a.streetname)),
    el('city', given(a.city)),
    el('postalCode', given(a.postalCode)),
    el('country', given(a.country)),
  );

const tallies = (outer: string, inner: string, keys: [string, string, string], list: readonly SaftTally[]) =>
  wrap(
    outer,
    ...list.map((t) => wrap(inner, el(keys[0], t.type), el(keys[1], t.num), el(keys[2], signed(t.amount)))),
  );

const numAmount = (prefix: string, t: SaftTally): string =>
  el(`${prefix}Num`, t.num) + el(`${prefix}Amnt`, signed(t.amount));

const report = (r: SaftReport, s: SaftSources, register: SaftRegister): string =>
  wrap(
    'eventReport',
    el('reportID', r.reportID),
    el('reportType', r.reportType),
    el('companyIdent', s.head.company.ident),
    el('companyName', s.head.company.name),
    el('reportDate', r.date),
    el('reportTime', r.time),
    el('registerID', register.registerID),
    wrap('reportTotalCashSales', el('totalCashSaleAmnt', signed(r.totalCashSales))),
    tallies('reportArtGroups', 'reportArtGroup', ['artGroupID', 'artGroupNum', 'artGroupAmnt'], r.artGroups),
    tallies('reportPayments', 'reportPayment', ['paymentType', 'paymentNum', 'paymentAmnt'], r.payments),
    wrap(
      'reportCashSalesVat',
      ...r.vat.map((v) =>
        wrap(
          'reportCashSaleVat',
          el('vatCode', given(v.vatCode)),
          el('vatPerc', percent(v.vatPerc)),
          el('cashSaleAmnt', signed(v.net)),
          el('vatAmnt', amount2(v.vat)),
          el('vatAmntTp', creditDebit(v.vat)),
        ),
      ),
    ),
    el('reportOpeningChangeFloat', signed(r.openingFloat)),
    el('reportReceiptNum', r.receiptNum),
    el('reportOpenCashBoxNum', r.openCashBoxNum),
    numAmount('reportReceiptCopy', r.copies),
    numAmount('reportReceiptProforma', r.proforma),
    numAmount('reportReturn', r.returns),
    numAmount('reportDiscount', r.discounts),
    numAmount('reportVoidTrans', r.voids),
    // Corrections and price look-ups are journal events (13021, 13022), not yet tallied here.
    tallies('reportCorrLines', 'reportCorrLine', ['corrLineType', 'corrLineNum', 'corrLineAmnt'], [NONE]),
    tallies(
      'reportPriceInquiries',
      'reportPriceInquiry',
      ['priceInquiryGroup', 'priceInquiryNum', 'priceInquiryAmnt'],
      [NONE],
    ),
    tallies(
      'reportOtherCorrs',
      'reportOtherCorr',
      ['otherCorrType', 'otherCorrNum', 'otherCorrAmnt'],
      [NONE],
    ),
    numAmount('reportReceiptDelivery', r.deliveries),
    numAmount('reportTraining', r.training),
    r.payIns.length
      ? tallies('reportPayIns', 'reportPayIn', ['payInType', 'payInNum', 'payInAmnt'], r.payIns)
      : '',
    r.payOuts.length
      ? tallies('reportPayOuts', 'reportPayOut', ['payOutType', 'payOutNum', 'payOutAmnt'], r.payOuts)
      : '',
    el('reportGrandTotalSales', signed(r.grandTotalSales)),
    el('reportGrandTotalReturn', signed(r.grandTotalReturn)),
    el('reportGrandTotalSalesNet', signed(r.grandTotalSalesNet)),
  );

/** The "nothing of this kind" entry Skatteetaten's example writes where the schema wants one. */
const NONE: SaftTally = { type: 'None', num: 0, amount: 0 };

const event = (e: SaftEvent, s: SaftSources, register: SaftRegister): string =>
  wrap(
    'event',
    el('eventID', e.eventID),
    el('eventType', e.eventType),
    el('transID', e.transID),
    el('empID', e.empID),
    el('eventDate', e.date),
    el('eventTime', e.time),
    el('eventText', e.text),
    e.report ? report(e.report, s, register) : '',
  );

const vat = (v: SaftVat): string =>
  wrap(
    'vat',
    el('vatCode', v.vatCode),
    el('vatPerc', percent(v.vatPerc)),
    el('vatAmnt', amount2(v.vatAmnt)),
    el('vatAmntTp', creditDebit(v.vatAmnt)),
    el('vatBasAmnt', amount2(v.vatBasAmnt)),
  );

const line = (nr: string, l: SaftLine): string =>
  wrap(
    'ctLine',
    el('nr', nr),
    el('lineID', l.lineID),
    el('lineType', l.lineType),
    el('artGroupID', l.artGroupID),
    el('artID', l.artID),
    el('qnt', l.qnt),
    el('lineAmntIn', amount2(l.amountIn)),
    el('lineAmntEx', amount2(l.amountEx)),
    el('amntTp', creditDebit(l.amountIn)),
    el('empID', l.empID),
    vat(l.vat),
    l.discount > 0 ? wrap('discount', el('dscTp', 'LINEDISC'), el('dscAmnt', amount2(l.discount))) : '',
  );

/** A flag element written only when set (the schema's Flag is a boolean). */
const flag = (name: string, on: boolean | undefined): string => (on ? el(name, 'true') : '');

const transaction = (t: SaftTransaction): string =>
  wrap(
    'cashtransaction',
    el('nr', t.nr),
    el('transID', t.transID),
    el('transType', t.transType),
    el('transAmntIn', amount2(t.amountIn)),
    el('transAmntEx', amount2(t.amountEx)),
    el('amntTp', creditDebit(t.amountIn)),
    el('empID', t.empID),
    el('transDate', t.date),
    el('transTime', t.time),
    el('refID', t.refID),
    el('desc', t.desc),
    ...t.lines.map((l) => line(t.nr, l)),
    ...t.vat.map(vat),
    ...t.payments.map((p) =>
      wrap(
        'payment',
        el('paymentType', p.paymentType),
        el('paidAmnt', signed(p.paidAmnt)),
        el('empID', p.empID),
        el('curCode', p.currency),
      ),
    ),
    // Required by the schema; empty (which it permits) only for a transaction without one.
    el('signature', t.signature?.signature ?? ''),
    el('keyVersion', t.signature?.keyVersion ?? ''),
    el('receiptNum', t.receiptNum),
    t.copy ? el('receiptCopyNum', 1) : '',
    t.proforma ? el('receiptProformaNum', 1) : '',
    flag('voidTransaction', t.voided),
    flag('trainingID', t.training),
  );

/** `pages` of `write` as text, one page a chunk. */
async function* text<T>(pages: AsyncIterable<T[]>, write: (item: T) => string): AsyncGenerator<string> {
  for await (const page of pages) yield page.map(write).join('');
}

/** The document's text, in chunks of about a page. */
export async function* safTDocumentText(s: SaftSources): AsyncGenerator<string> {
  const h = s.head;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<auditfile xmlns="${NAMESPACE}">`;
  yield wrap(
    'header',
    el('fiscalYear', h.fiscalYear),
    el('startDate', h.startDate),
    el('endDate', h.endDate),
    el('curCode', h.currency),
    el('dateCreated', h.createdDate),
    el('timeCreated', h.createdTime),
    el('softwareDesc', h.software.desc),
    el('softwareVersion', h.software.version),
    el('softwareCompanyName', h.software.companyName),
    el('auditfileVersion', '1.0'),
    el('headerComment', h.headerComment),
    el('userID', h.userID),
  );
  yield `<company>${el('companyIdent', h.company.ident)}${el('companyName', h.company.name)}`;
  yield el('taxRegistrationCountry', given(h.company.address.country)) +
    el('taxRegIdent', given(h.company.taxRegIdent));
  yield address('streetAddress', h.company.address);
  // The cash registers go to spool files first: their transactions name the articles and VAT
  // codes that the schema lists before them, so each cash point is read once (not once for the
  // articles and again to write); transactions before events, as a Z report's VAT rates are
  // those of the period's lines.
  const spools = await openSpools();
  try {
    const transactions = new Map<SaftRegister, number>();
    for (const r of s.registers)
      transactions.set(r, await spools.write(text(s.transactions(r), transaction)));
    const events = new Map<SaftRegister, number>();
    for (const r of s.registers) events.set(r, await spools.write(text(s.events(r), (e) => event(e, s, r))));
    yield* masterFiles(s);
    yield `<location>${el('name', h.location.name)}${address('streetAddress', h.location.address)}`;
    for (const r of s.registers) {
      yield `<cashregister>${el('registerID', r.registerID)}${el('regDesc', r.regDesc)}`;
      yield* spools.read(events.get(r)!);
      yield* spools.read(transactions.get(r)!);
      yield '</cashregister>';
    }
    yield '</location></company></auditfile>\n';
  } finally {
    await spools.remove();
  }
}

/** VAT codes, employees, articles and code lists: known once the transactions were read. */
async function* masterFiles(s: SaftSources): AsyncGenerator<string> {
  yield wrap(
    'vatCodeDetails',
    ...s.vatCodes.map((v) =>
      wrap(
        'vatCodeDetail',
        el('vatCode', v.vatCode),
        el('dateOfEntry', v.dateOfEntry),
        el('vatDesc', v.vatDesc),
        el('standardVatCode', v.standardVatCode),
      ),
    ),
  );
  yield wrap(
    'employees',
    ...s.employees.map((e) =>
      wrap(
        'employee',
        el('empID', e.empID),
        el('dateOfEntry', e.dateOfEntry),
        el('timeOfEntry', e.timeOfEntry),
        el('surName', e.surName),
        wrap('employeeRole', el('roleType', e.roleType)),
      ),
    ),
  );
  yield '<articles>';
  for await (const page of s.articles) {
    yield page
      .map((a) =>
        wrap(
          'article',
          el('artID', a.artID),
          el('dateOfEntry', a.dateOfEntry),
          el('artGroupID', a.artGroupID),
          el('artDesc', a.artDesc),
        ),
      )
      .join('');
  }
  yield '</articles>';
  yield wrap(
    'basics',
    ...s.basics.map((b) =>
      wrap(
        'basic',
        el('basicType', b.basicType),
        el('basicID', b.basicID),
        el('predefinedBasicID', b.predefinedBasicID),
        el('basicDesc', b.basicDesc),
      ),
    ),
  );
}
