import type { client } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

type Client = ReturnType<typeof client>;

/** The tenant method behind each store method uid the tests pay with (`pm-card` → `tpm-card`, a CARD). */
const METHODS: Record<string, { code: string; name: string; type: string }> = {
  'pm-cash': { code: 'CASH', name: 'Cash', type: 'CASH' },
  'pm-card': { code: 'CARD', name: 'Card', type: 'CARD' },
  'pm-pre': { code: 'PRE_PAYMENT', name: 'Pre-payment', type: 'PRE_PAYMENT' },
  'pm-loyalty': { code: 'LOYALTY', name: 'Loyalty points', type: 'LOYALTY' },
};

/** The tenant payment method uid of a store method uid of METHODS. */
export const tenantMethodOf = (storePaymentMethodUid: string) => `t${storePaymentMethodUid}`;

/**
 * Enables payment methods in a store, as settlements need (every settlement names a store payment
 * method of its store): the tenant method of each (`tpm-cash` for `pm-cash`, created unless the
 * tenant has it) and the store method with the given uid, in the store (created unless it
 * exists). The client must be allowed to write (BACKOFFICE or ADMIN).
 */
export const givePaymentMethods = async (
  api: Client,
  tenant: string,
  storeUid: string,
  uids: readonly string[] = ['pm-cash', 'pm-card'],
): Promise<void> => {
  await ensureStore(tenant, storeUid);
  await Promise.all(
    uids.map(async (uid) => {
      const method = METHODS[uid] ?? { code: uid.toUpperCase(), name: uid, type: 'OTHER' };
      const tenantUid = tenantMethodOf(uid);
      const made = await api.post(`/tenants/${tenant}/payment-methods`, {
        tenantPaymentMethodUid: tenantUid,
        ...method,
      });
      if (made.status !== 201 && made.status !== 409) {
        throw new Error(`tenant payment method: ${made.status} ${made.text}`);
      }
      const enabled = await api.post(`/tenants/${tenant}/stores/${storeUid}/payment-methods`, {
        storePaymentMethodUid: uid,
        tenantPaymentMethodUid: tenantUid,
      });
      if (enabled.status !== 201) throw new Error(`store payment method: ${enabled.status} ${enabled.text}`);
    }),
  );
};
