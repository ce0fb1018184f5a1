import type { AuthContext } from '#shared/auth/model.ts';
import { importChunk } from '#shared/chunk.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { cursorNumber, keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import { loadStoreTill } from './till.service.ts';
import { countReports, getReport, reportsPage } from './till-report.repository.ts';
import {
  REPORT_FORMATS,
  type ReportFormat,
  type ReportType,
  type TillReportValue,
} from './till-report.schema.ts';
import { reportCompany, reportOps } from './till-report-build.ts';
import { reportEscPos } from './till-report-escpos.ts';
import { REPORT_HEADINGS, reportLines, reportText } from './till-report-text-rules.ts';
import { openSessionOf, sessionUser } from './till-session.service.ts';

/**
 * X and Z reports of a till (kassasystemforskriften §2-8-2, docs/decisions/till-reports.md): an
 * X report is run any time the till is open and resets nothing; a Z report is made by the close
 * (till-session.service.ts). Both are numbered per till, journaled and kept; each reads back as
 * JSON and as a printed document (text, PDF, ESC/POS).
 */

/** pdf-lib is a chunk of its own, loaded when a report is first asked for as a PDF (shared/chunk.ts). */
const reportPdf = async (...args: Parameters<typeof import('./till-report-pdf.ts').reportPdf>) =>
  (
    await importChunk<typeof import('./till-report-pdf.ts')>(import.meta.dirname, 'till-report-pdf')
  ).reportPdf(...args);

/** Runs an X report of the open session (409 when the till is not open), journaled as 13008. */
export const runXReport = async (
  auth: AuthContext,
  storeUid: string,
  tillUid: string,
  input: { tenantUserUid?: string | undefined },
): Promise<TillReportValue> => {
  await loadStoreTill(auth.tenantUid, storeUid, tillUid);
  const [user, company] = await Promise.all([
    sessionUser(auth, input.tenantUserUid, 'body.tenantUserUid'),
    reportCompany(auth.tenantUid, storeUid),
  ]);
  return retryOnRace(async () => {
    const session = await openSessionOf(auth.tenantUid, tillUid);
    const out = await reportOps(session, 'X', user, nowIso(), company);
    await commit(out.ops);
    return out.report;
  });
};

/** Report `n` of `type` of the till: 404 naming the number when there is none. */
export const readReport = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  type: ReportType,
  n: number,
): Promise<TillReportValue> => {
  await loadStoreTill(tenantUid, storeUid, tillUid);
  const report = await getReport(tenantUid, tillUid, type, n);
  if (!report) throw NotFoundError.record(`${type} report`, String(n), 'params.reportNumber');
  return report;
};

/** The till's Z reports, newest first (key paging). */
export const listZReports = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  query: CursorPagingInput,
) => {
  await loadStoreTill(tenantUid, storeUid, tillUid);
  return keyPaged(query, {
    page: (after, limit) => reportsPage(tenantUid, tillUid, 'Z', limit, cursorNumber(after)),
    count: () => countReports(tenantUid, tillUid, 'Z'),
  });
};

/** Report `n` as a printed document: its text, a PDF or ESC/POS bytes (the binary ones base64). */
export const reportDocument = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  type: ReportType,
  n: number,
  format: ReportFormat,
) => {
  const report = await readReport(tenantUid, storeUid, tillUid, type, n);
  const head = { reportType: type, reportNumber: n, format, contentType: REPORT_FORMATS[format] };
  if (format === 'text') return { ...head, text: reportText(report) };
  const lines = reportLines(report);
  const bytes =
    format === 'escpos'
      ? reportEscPos(lines)
      : await reportPdf(lines, `${REPORT_HEADINGS[type]} ${n}`, new Date(report.createdAt));
  return { ...head, base64: Buffer.from(bytes).toString('base64') };
};
