import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { putLinkOp, touchContactAtOp } from './contact.repository.ts';
import { toScopedContact } from './contact.schema.ts';
import { contactMarker } from './contact.service.ts';
import { loadLink } from './contact-links.service.ts';
import { nextLink } from './contact-model.ts';
import type { CustomerExtensionValue } from './customer.schema.ts';
import { linkChanged } from './customer-events.ts';

/** Extensions of a customer-scoped contact (spec 4.3), one per code and store. */

const sameExtension = (a: CustomerExtensionValue, b: CustomerExtensionValue) =>
  a.extensionCode === b.extensionCode && a.organizationUid === b.organizationUid;

/** Path and body of the extension endpoints (spec 4.3). */
type ExtensionRequest = {
  tenantUid: string;
  customerUid: string;
  customerContactUid: string;
  customerExtensionCode: CustomerExtensionValue['extensionCode'];
  storeUid: string;
};

/**
 * Enables (`add`) or disables an extension of a customer-scoped contact for a store; the entry is
 * `{ extensionCode, organizationUid: storeUid }`. Idempotent: enabling an enabled extension or
 * disabling an absent one writes nothing and emits nothing.
 */
const setExtension = async (r: ExtensionRequest, add: boolean) => {
  const extension = { extensionCode: r.customerExtensionCode, organizationUid: r.storeUid };
  const link = await loadLink(r.tenantUid, r.customerUid, r.customerContactUid);
  const present = link.extensions.some((e) => sameExtension(e, extension));
  if (present === add) return toScopedContact(link);
  const extensions = add
    ? [...link.extensions, extension]
    : link.extensions.filter((e) => !sameExtension(e, extension));
  const now = nowIso();
  const next = nextLink(link, { extensions }, now);
  await commit(
    withEvents(
      [
        putLinkOp(next, link.version),
        touchContactAtOp(r.tenantUid, r.customerContactUid, now),
        contactMarker(link, now),
      ],
      [linkChanged(next, add ? 'EXTENSION_ADDED' : 'EXTENSION_REMOVED')],
    ),
  );
  return toScopedContact(next);
};

/** POST .../extensions/{code}: the contact as the customer sees it afterwards. */
export const enableExtension = (r: ExtensionRequest) => setExtension(r, true);

/** DELETE .../extensions/{code}. */
export const disableExtension = async (r: ExtensionRequest): Promise<void> => {
  await setExtension(r, false);
};
