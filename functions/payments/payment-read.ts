import { NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { getPaymentRecords, listStorePayments, listTenantMethods } from './payment.repository.ts';
import type { StorePaymentMethodValue } from './payment-method.schema.ts';
import { terminalsForDevice, toStorePaymentMethodResponse } from './payment-rules.ts';
import { type PaymentTerminalValue, toPaymentTerminalResponse } from './payment-terminal.schema.ts';

/**
 * What other areas need of payment methods and terminals: the sales area checks the store payment
 * method of every settlement it writes, a store device reads what it may take payments with.
 */

/** A settlement's reference: its store method, the tenant method it claims, where it sits (`body`, `body.settlements.0`). */
export type MethodReference = {
  storePaymentMethodUid: string;
  tenantPaymentMethodUid?: string | undefined;
  at: string;
};

/** What a settlement takes from its store payment method. */
export type SettlementMethod = { tenantPaymentMethodUid: string; code: string; receiptText: string };

/**
 * The store payment methods of `refs`, each checked: it must be a method of the store (404 naming
 * `<at>.storePaymentMethodUid`), active with an active tenant method, and of the tenant method a
 * settlement names, if it names one (422). Two BatchGets (the store's methods, then their tenant
 * methods), whatever the number of settlements.
 */
export const resolveSettlementMethods = async (
  tenantUid: string,
  storeUid: string,
  refs: readonly MethodReference[],
): Promise<Map<string, SettlementMethod>> => {
  if (refs.length === 0) return new Map();
  const uids = [...new Set(refs.map((r) => r.storePaymentMethodUid))];
  const methods = await getPaymentRecords('storeMethod', tenantUid, storeUid, uids);
  const missing = refs.filter((r) => !methods.has(r.storePaymentMethodUid));
  if (missing.length > 0) {
    const errors = missing.map((r) => ({
      path: `${r.at}.storePaymentMethodUid`,
      message: `store payment method '${r.storePaymentMethodUid}' was not found in the store`,
    }));
    throw new NotFoundError(errors.map((e) => e.message).join('; '), { errors });
  }
  const tenantUids = [...new Set([...methods.values()].map((m) => m.tenantPaymentMethodUid))];
  const tenants = await getPaymentRecords('tenantMethod', tenantUid, '', tenantUids);
  const errors = refs.flatMap((r) => {
    const method = methods.get(r.storePaymentMethodUid)!;
    const tenant = tenants.get(method.tenantPaymentMethodUid);
    const path = `${r.at}.storePaymentMethodUid`;
    const uid = r.storePaymentMethodUid;
    if (!method.active) return [{ path, message: `store payment method '${uid}' is not active` }];
    if (!tenant?.active) {
      return [{ path, message: `the tenant payment method of '${uid}' is deleted or not active` }];
    }
    if (r.tenantPaymentMethodUid && r.tenantPaymentMethodUid !== tenant.tenantPaymentMethodUid) {
      return [
        {
          path: `${r.at}.tenantPaymentMethodUid`,
          message: `store payment method '${uid}' belongs to tenant payment method '${tenant.tenantPaymentMethodUid}'`,
        },
      ];
    }
    return [];
  });
  if (errors.length > 0) throw new UnprocessableError(errors.map((e) => e.message).join('; '), { errors });
  return new Map(
    uids.map((uid) => {
      const method = methods.get(uid)!;
      const tenant = tenants.get(method.tenantPaymentMethodUid)!;
      return [
        uid,
        {
          tenantPaymentMethodUid: tenant.tenantPaymentMethodUid,
          code: tenant.code,
          receiptText: method.receiptText || tenant.receiptText,
        },
      ];
    }),
  );
};

/**
 * What a store device takes payments with: the store's usable payment methods and the active
 * terminals it may use (a terminal for exclusive use only on its own device). Two Queries.
 */
export const devicePayments = async (
  tenantUid: string,
  storeUid: string,
  deviceUid: string,
): Promise<{ paymentMethods: StorePaymentMethodValue[]; paymentTerminals: PaymentTerminalValue[] }> => {
  const [{ methods, terminals }, tenantMethods] = await Promise.all([
    listStorePayments(tenantUid, storeUid),
    listTenantMethods(tenantUid),
  ]);
  const byUid = new Map(tenantMethods.map((m) => [m.tenantPaymentMethodUid, m]));
  return {
    paymentMethods: methods
      .map((m) => toStorePaymentMethodResponse(m, byUid.get(m.tenantPaymentMethodUid)))
      .filter((m) => m.usable)
      .sort((a, b) => a.name.localeCompare(b.name)),
    paymentTerminals: terminalsForDevice(terminals, deviceUid)
      .map(toPaymentTerminalResponse)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
};

/** A store payment method's ledger account, as the till's ledger voucher books a payment method. */
export type MethodLedger = { code: string; name: string; ledgerNumber: string };

/**
 * The ledger accounts of the store's payment methods by the tenant method's code in upper case
 * (the settlement code a till tallies): the store method's `ledgerNumber`, '' when none is set.
 * When several store methods share a code, the first with a ledger number (by uid) wins. Two Queries.
 */
export const readStoreMethodLedgers = async (
  tenantUid: string,
  storeUid: string,
): Promise<Map<string, MethodLedger>> => {
  const [{ methods }, tenantMethods] = await Promise.all([
    listStorePayments(tenantUid, storeUid),
    listTenantMethods(tenantUid),
  ]);
  const byUid = new Map(tenantMethods.map((m) => [m.tenantPaymentMethodUid, m]));
  const out = new Map<string, MethodLedger>();
  const sorted = [...methods].sort((a, b) => a.storePaymentMethodUid.localeCompare(b.storePaymentMethodUid));
  for (const m of sorted) {
    const tenant = byUid.get(m.tenantPaymentMethodUid);
    if (!tenant) continue;
    const code = tenant.code.trim().toUpperCase();
    const known = out.get(code);
    if (known?.ledgerNumber) continue;
    out.set(code, {
      code,
      name: m.name || tenant.name,
      ledgerNumber: m.ledgerNumber || known?.ledgerNumber || '',
    });
  }
  return out;
};
