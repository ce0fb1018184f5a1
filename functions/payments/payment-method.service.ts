import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  deletePaymentRecordOp,
  getPaymentRecord,
  listStorePayments,
  listTenantMethods,
  putPaymentRecordOp,
} from './payment.repository.ts';
import type {
  CreateStorePaymentMethodInput,
  CreateTenantPaymentMethodInput,
  StorePaymentMethodRecord,
  StorePaymentMethodValue,
  TenantPaymentMethodValue,
  UpdateStorePaymentMethodInput,
  UpdateTenantPaymentMethodInput,
} from './payment-method.schema.ts';
import {
  mergeStoreMethod,
  mergeTenantMethod,
  toStorePaymentMethodResponse,
  toTenantPaymentMethodResponse,
} from './payment-rules.ts';

/**
 * Payment methods of the tenant and of its stores (docs/decisions/payment-methods.md). A store
 * method enables a tenant method in a store; settlements name the store method.
 */

const loadTenantMethod = async (tenantUid: string, uid: string) => {
  const found = await getPaymentRecord('tenantMethod', tenantUid, '', uid);
  if (!found) throw NotFoundError.record('tenant payment method', uid, 'params.tenantPaymentMethodUid');
  return found;
};

export const createTenantMethod = async (
  tenantUid: string,
  input: CreateTenantPaymentMethodInput,
): Promise<TenantPaymentMethodValue> => {
  const uid = input.tenantPaymentMethodUid ?? randomUUID();
  const record = mergeTenantMethod(undefined, input, { tenantUid, uid, now: nowIso() });
  await commit([putPaymentRecordOp('tenantMethod', record, uid)]);
  return toTenantPaymentMethodResponse(record);
};

export const listTenantMethodPage = async (tenantUid: string, paging: PagingInput) =>
  pageOf(
    (await listTenantMethods(tenantUid)).map(toTenantPaymentMethodResponse),
    resolvePage(paging, { sortBy: 'name' }),
    'tenantPaymentMethodUid',
  );

export const readTenantMethod = async (
  tenantUid: string,
  uid: string,
): Promise<Versioned<TenantPaymentMethodValue>> => {
  const found = await loadTenantMethod(tenantUid, uid);
  return { body: toTenantPaymentMethodResponse(found), version: found.version };
};

export const updateTenantMethod = async (
  tenantUid: string,
  uid: string,
  input: UpdateTenantPaymentMethodInput,
  expectedVersion?: number,
): Promise<Versioned<TenantPaymentMethodValue>> => {
  const current = await loadTenantMethod(tenantUid, uid);
  assertVersion(expectedVersion, current, `tenant payment method '${uid}'`);
  const next = mergeTenantMethod(current, input, { tenantUid, uid, now: nowIso() });
  await commit([putPaymentRecordOp('tenantMethod', next, uid, current.version)]);
  return { body: toTenantPaymentMethodResponse(next), version: next.version };
};

/** Store methods of a deleted tenant method stay; settlements refuse them (422). */
export const deleteTenantMethod = async (tenantUid: string, uid: string): Promise<void> => {
  const current = await loadTenantMethod(tenantUid, uid);
  await commit([deletePaymentRecordOp('tenantMethod', tenantUid, '', uid, current.version)]);
};

const loadStoreMethod = async (tenantUid: string, storeUid: string, uid: string) => {
  const found = await getPaymentRecord('storeMethod', tenantUid, storeUid, uid);
  if (!found) throw NotFoundError.record('store payment method', uid, 'params.storePaymentMethodUid');
  return found;
};

const withTenantMethod = async (record: StorePaymentMethodRecord): Promise<StorePaymentMethodValue> =>
  toStorePaymentMethodResponse(
    record,
    await getPaymentRecord('tenantMethod', record.tenantUid, '', record.tenantPaymentMethodUid),
  );

/** A store method must enable an existing, active tenant method (404 or 422 naming it). */
export const createStoreMethod = async (
  tenantUid: string,
  storeUid: string,
  input: CreateStorePaymentMethodInput,
): Promise<StorePaymentMethodValue> => {
  const path = 'body.tenantPaymentMethodUid';
  const tenant = await getPaymentRecord('tenantMethod', tenantUid, '', input.tenantPaymentMethodUid);
  if (!tenant) throw NotFoundError.record('tenant payment method', input.tenantPaymentMethodUid, path);
  if (!tenant.active) {
    const message = `tenant payment method '${tenant.tenantPaymentMethodUid}' is not active`;
    throw new UnprocessableError(message, { errors: [{ path, message }] });
  }
  const uid = input.storePaymentMethodUid ?? randomUUID();
  const record = mergeStoreMethod(undefined, input, {
    tenantUid,
    storeUid,
    uid,
    tenantPaymentMethodUid: tenant.tenantPaymentMethodUid,
    now: nowIso(),
  });
  await commit([putPaymentRecordOp('storeMethod', record, uid)]);
  return toStorePaymentMethodResponse(record, tenant);
};

/** The store's methods with their tenant methods: two Queries, whatever the page. */
export const listStoreMethodPage = async (tenantUid: string, storeUid: string, paging: PagingInput) => {
  const [{ methods }, tenantMethods] = await Promise.all([
    listStorePayments(tenantUid, storeUid),
    listTenantMethods(tenantUid),
  ]);
  const byUid = new Map(tenantMethods.map((m) => [m.tenantPaymentMethodUid, m]));
  return pageOf(
    methods.map((m) => toStorePaymentMethodResponse(m, byUid.get(m.tenantPaymentMethodUid))),
    resolvePage(paging, { sortBy: 'name' }),
    'storePaymentMethodUid',
  );
};

export const readStoreMethod = async (
  tenantUid: string,
  storeUid: string,
  uid: string,
): Promise<Versioned<StorePaymentMethodValue>> => {
  const found = await loadStoreMethod(tenantUid, storeUid, uid);
  return { body: await withTenantMethod(found), version: found.version };
};

export const updateStoreMethod = async (
  tenantUid: string,
  storeUid: string,
  uid: string,
  input: UpdateStorePaymentMethodInput,
  expectedVersion?: number,
): Promise<Versioned<StorePaymentMethodValue>> => {
  const current = await loadStoreMethod(tenantUid, storeUid, uid);
  assertVersion(expectedVersion, current, `store payment method '${uid}'`);
  const next = mergeStoreMethod(current, input, {
    tenantUid,
    storeUid,
    uid,
    tenantPaymentMethodUid: current.tenantPaymentMethodUid,
    now: nowIso(),
  });
  await commit([putPaymentRecordOp('storeMethod', next, uid, current.version)]);
  return { body: await withTenantMethod(next), version: next.version };
};

/** A method a terminal of the store takes is not deleted (409): unlink or delete the terminal first. */
export const deleteStoreMethod = async (tenantUid: string, storeUid: string, uid: string): Promise<void> => {
  const current = await loadStoreMethod(tenantUid, storeUid, uid);
  const { terminals } = await listStorePayments(tenantUid, storeUid);
  const user = terminals.find((t) => t.storePaymentMethodUids.includes(uid));
  if (user) {
    throw new ConflictError(
      `store payment method '${uid}' is taken by payment terminal '${user.paymentTerminalUid}'`,
    );
  }
  await commit([deletePaymentRecordOp('storeMethod', tenantUid, storeUid, uid, current.version)]);
};
