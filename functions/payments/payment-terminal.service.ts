import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  deletePaymentRecordOp,
  getPaymentRecord,
  getPaymentRecords,
  listStorePayments,
  putPaymentRecordOp,
} from './payment.repository.ts';
import { exclusiveWithoutDevice, mergeTerminal } from './payment-rules.ts';
import {
  type CreatePaymentTerminalInput,
  type PaymentTerminalRecord,
  type PaymentTerminalValue,
  toPaymentTerminalResponse,
  type UpdatePaymentTerminalInput,
} from './payment-terminal.schema.ts';

/** Payment terminals of a store and their device info (docs/decisions/payment-methods.md). */

const loadTerminal = async (tenantUid: string, storeUid: string, uid: string) => {
  const found = await getPaymentRecord('terminal', tenantUid, storeUid, uid);
  if (!found) throw NotFoundError.record('payment terminal', uid, 'params.paymentTerminalUid');
  return found;
};

/**
 * What a terminal names must be of its store: every payment method (one BatchGet; 404 naming each
 * missing one) and the paired device (one GetItem of its store; 404 when it is not the store's).
 * A terminal for exclusive use must name its device (422).
 */
const assertTerminal = async (next: PaymentTerminalRecord, current?: PaymentTerminalRecord) => {
  const { tenantUid, storeUid } = next;
  if (exclusiveWithoutDevice(next)) {
    const message = 'a terminal that requires exclusive use names the device it serves';
    throw new UnprocessableError(message, { errors: [{ path: 'body.deviceUid', message }] });
  }
  const [methods, device] = await Promise.all([
    getPaymentRecords('storeMethod', tenantUid, storeUid, next.storePaymentMethodUids),
    next.deviceUid && next.deviceUid !== current?.deviceUid
      ? readReferenceFields(tenantUid, 'device', next.deviceUid, ['storeUid'])
      : undefined,
  ]);
  const errors = next.storePaymentMethodUids.flatMap((uid, i) =>
    methods.has(uid)
      ? []
      : [
          {
            path: `body.storePaymentMethodUids.${i}`,
            message: `store payment method '${uid}' was not found`,
          },
        ],
  );
  if (next.deviceUid && next.deviceUid !== current?.deviceUid && device?.storeUid !== storeUid) {
    errors.push({ path: 'body.deviceUid', message: `device '${next.deviceUid}' was not found in the store` });
  }
  if (errors.length > 0) throw new NotFoundError(errors.map((e) => e.message).join('; '), { errors });
};

export const createTerminal = async (
  tenantUid: string,
  storeUid: string,
  input: CreatePaymentTerminalInput,
): Promise<PaymentTerminalValue> => {
  const uid = input.paymentTerminalUid ?? randomUUID();
  const record = mergeTerminal(undefined, input, { tenantUid, storeUid, uid, now: nowIso() });
  await assertTerminal(record);
  await commit([putPaymentRecordOp('terminal', record, uid)]);
  return toPaymentTerminalResponse(record);
};

export const listTerminalPage = async (tenantUid: string, storeUid: string, paging: PagingInput) =>
  pageOf(
    (await listStorePayments(tenantUid, storeUid)).terminals.map(toPaymentTerminalResponse),
    resolvePage(paging, { sortBy: 'name' }),
    'paymentTerminalUid',
  );

export const readTerminal = async (
  tenantUid: string,
  storeUid: string,
  uid: string,
): Promise<Versioned<PaymentTerminalValue>> => {
  const found = await loadTerminal(tenantUid, storeUid, uid);
  return { body: toPaymentTerminalResponse(found), version: found.version };
};

export const updateTerminal = async (
  tenantUid: string,
  storeUid: string,
  uid: string,
  input: UpdatePaymentTerminalInput,
  expectedVersion?: number,
): Promise<Versioned<PaymentTerminalValue>> => {
  const current = await loadTerminal(tenantUid, storeUid, uid);
  assertVersion(expectedVersion, current, `payment terminal '${uid}'`);
  const next = mergeTerminal(current, input, { tenantUid, storeUid, uid, now: nowIso() });
  await assertTerminal(next, current);
  await commit([putPaymentRecordOp('terminal', next, uid, current.version)]);
  return { body: toPaymentTerminalResponse(next), version: next.version };
};

export const deleteTerminal = async (tenantUid: string, storeUid: string, uid: string): Promise<void> => {
  const current = await loadTerminal(tenantUid, storeUid, uid);
  await commit([deletePaymentRecordOp('terminal', tenantUid, storeUid, uid, current.version)]);
};
