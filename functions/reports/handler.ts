import { createHttpHandler } from '#shared/http/handler.ts';
import { orderReport, orderReportCsv } from './order-report.service.ts';
import { wantsCsv } from './order-report-rules.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case. */
export const handler = createHttpHandler(routes, {
  orderIntakeReport: async ({ params: p, body, headers }) => {
    const report = await orderReport(p.tenantUid, body);
    if (!wantsCsv(headers.accept)) return { body: report };
    // `body` stays for the local check of the answer against its schema; `text` is what is sent.
    return {
      body: report,
      text: orderReportCsv(report),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="orders-${body.groupBy}-${body.from}-${body.to}.csv"`,
      },
    };
  },
});
