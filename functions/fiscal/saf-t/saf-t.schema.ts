import * as z from 'zod/mini';
import { described } from '#shared/schema/zod-helpers.ts';
import { periodIssues } from './saf-t-time.ts';

/** The SAF-T export's query: a period of calendar dates in the store's time zone. */

const LocalDate = z.iso.date();

export const SafTQuery = z
  .object({
    from: described(LocalDate, "First day of the period (inclusive), in the store's time zone"),
    to: described(
      LocalDate,
      'Last day of the period (inclusive); not before `from`, less than a year after it',
    ),
  })
  .check(
    z.superRefine((q, ctx) => {
      for (const issue of periodIssues(q.from, q.to)) {
        ctx.addIssue({ code: 'custom', path: [issue.path.replace(/^query\./, '')], message: issue.message });
      }
    }),
  );
