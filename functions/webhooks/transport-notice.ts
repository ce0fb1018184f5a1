import { tenantNoticeOps } from '#functions/notifications/notification.service.ts';
import { readTenantAdminEmails } from '#functions/users/user-read.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { logger } from '#shared/observability.ts';

/**
 * The notices to a tenant's admins that a transport was disabled, bundled as a chunk of the
 * delivery worker (its `chunks` in area.ts): they bring the notifications service (zod, the phone
 * metadata code, handlebars, the notification and user entities) and run once per disabled
 * transport, so the worker loads them on that path only (docs/decisions/bundles.md).
 */

/** At most this many admins are e-mailed (one transaction holds the disable and every notice). */
const MAX_NOTICES = 10;

/** The e-mail that tells an admin that the transport was disabled. */
export type DisableNotice = { subject: string; message: string };

/** The operations that store the notice for each of the tenant's admins (none when it has none). */
export const adminNoticeOps = async (tenantUid: string, notice: DisableNotice): Promise<TransactOp[]> => {
  const admins = (await readTenantAdminEmails(tenantUid)).slice(0, MAX_NOTICES);
  if (admins.length === 0)
    logger.warn('transport disabled; the tenant has no ADMIN user to tell', { tenantUid });
  return admins.flatMap((recipient) =>
    tenantNoticeOps(tenantUid, { recipient, ...notice, createdBy: 'webhooks' }),
  );
};
