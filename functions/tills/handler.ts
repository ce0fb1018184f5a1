import { ifMatchVersion } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import * as tills from './till.service.ts';
import * as reports from './till-report.service.ts';
import * as sessions from './till-session.service.ts';
import * as vouchers from './till-voucher.service.ts';

/** Thin adapter: every operation calls one use case; till reads and updates carry ETag (and Deprecation). */
export const handler = createHttpHandler(routes, {
  createTill: async ({ params: p, body }) => tills.createTill(p.tenantUid, p.storeUid, body),
  listTills: async ({ params: p, query }) => ({
    body: await tills.listStoreTills(p.tenantUid, p.storeUid, query),
  }),
  getTill: async ({ params: p }) => tills.readTill(p.tenantUid, p.storeUid, p.tillUid),
  updateTill: async ({ params: p, body, headers }) =>
    tills.updateTill(p.tenantUid, p.storeUid, p.tillUid, body, ifMatchVersion(headers['if-match'], 'till')),
  deleteTill: async ({ params: p }) => {
    await tills.deleteTill(p.tenantUid, p.storeUid, p.tillUid);
    return {};
  },
  openTill: async ({ params: p, body, auth }) => ({
    body: await sessions.openTill(auth, p.storeUid, p.tillUid, body),
  }),
  getTillSession: async ({ params: p }) => ({
    body: await sessions.readSession(p.tenantUid, p.storeUid, p.tillUid),
  }),
  listTillSessions: async ({ params: p, query }) => ({
    body: await sessions.listClosedSessions(p.tenantUid, p.storeUid, p.tillUid, query),
  }),
  createTillMovement: async ({ params: p, body, auth }) => ({
    body: await sessions.recordMovement(auth, p.storeUid, p.tillUid, body),
  }),
  closeTill: async ({ params: p, body, auth }) => ({
    body: await sessions.closeTill(auth, p.storeUid, p.tillUid, body),
  }),
  getTillSessionVoucher: async ({ params: p, query, headers }) => {
    const voucher = await vouchers.readSessionVoucher(p.tenantUid, p.storeUid, p.tillUid, p.sessionUid);
    if (!vouchers.asCsv(query.format, headers.accept)) return { body: voucher };
    // `body` stays for the local check of the answer against its schema; `text` is what is sent.
    return {
      body: voucher,
      text: vouchers.sessionVoucherCsv(voucher),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="voucher-${p.tillUid}-${voucher.voucherDate}.csv"`,
      },
    };
  },
  runXReport: async ({ params: p, body, auth }) => ({
    body: await reports.runXReport(auth, p.storeUid, p.tillUid, body),
  }),
  getXReport: async ({ params: p }) => ({
    body: await reports.readReport(p.tenantUid, p.storeUid, p.tillUid, 'X', p.reportNumber),
  }),
  getXReportDocument: async ({ params: p, query }) => ({
    body: await reports.reportDocument(p.tenantUid, p.storeUid, p.tillUid, 'X', p.reportNumber, query.format),
  }),
  listZReports: async ({ params: p, query }) => ({
    body: await reports.listZReports(p.tenantUid, p.storeUid, p.tillUid, query),
  }),
  getZReport: async ({ params: p }) => ({
    body: await reports.readReport(p.tenantUid, p.storeUid, p.tillUid, 'Z', p.reportNumber),
  }),
  getZReportDocument: async ({ params: p, query }) => ({
    body: await reports.reportDocument(p.tenantUid, p.storeUid, p.tillUid, 'Z', p.reportNumber, query.format),
  }),
});
