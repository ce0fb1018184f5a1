import * as z from 'zod';
import { periodIssues } from './saf-t-time.ts';

/** The SAF-T export's query: a period of calendar dates in the store's time zone. */

const LocalDate = z.iso.date();

export const SafTQuery = z
  .object({
    from: LocalDate.describe("First day of the period (inclusive), in the store's time zone"),
    to: LocalDate.describe(
      'Last day of the period (inclusive); not before `from`, less than a year after it',
    ),
  })
  .superRefine((q, ctx) => {
    for (const issue of periodIssues(q.from, q.to)) {
      ctx.addIssue({ code: 'custom', path: [issue.path.replace(/^query\./, '')], message: issue.message });
    }
  });
