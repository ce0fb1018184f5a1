import { randomUUID } from 'node:crypto';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, UnprocessableError } from '#shared/errors.ts';
import { createServiceOrderOp, getServiceOrder, takeServiceOrderNumber } from './service-order.repository.ts';
import {
  type CreateServiceOrderInput,
  MAX_NOTES,
  type ServiceOrderNoteInput,
  type ServiceOrderRecord,
  type ServiceOrderTransitionInput,
  type UpdateServiceOrderInput,
} from './service-order.schema.ts';
import {
  assertOpen,
  assertReferences,
  changeServiceOrder,
  markerOp,
  readCustomerCopy,
  respond,
  toItems,
} from './service-order.service.ts';
import { nextEstimate, refusedTransition } from './service-order-rules.ts';

/** Intake, changes, state moves and notes of service orders (docs/decisions/service-orders.md). */

type Ids = { storeUid: string; serviceOrderUid: string };

const duplicate = (uid: string) =>
  new ConflictError(`service order '${uid}' already exists`, {
    errors: [{ path: 'body.serviceOrderUid', message: 'is taken' }],
  });

/**
 * Takes items in at the counter (RECEIVED): the customer must exist (its names and contact are
 * copied), the store and any product named too. The store's next number is taken once every
 * check has passed, so a refused intake uses none.
 */
export const createServiceOrder = async (
  auth: AuthContext,
  storeUid: string,
  input: CreateServiceOrderInput,
) => {
  const tenantUid = auth.tenantUid;
  const serviceOrderUid = input.serviceOrderUid ?? randomUUID();
  const { customerUid, items } = input;
  const customer = await readCustomerCopy(
    tenantUid,
    customerUid,
    assertReferences(tenantUid, { customerUid, storeUid, items }),
  );
  // A repeated create (a retry after a lost answer) is refused before a number is taken.
  if (input.serviceOrderUid && (await getServiceOrder(tenantUid, serviceOrderUid)))
    throw duplicate(serviceOrderUid);
  const seq = await takeServiceOrderNumber(tenantUid, storeUid);
  const now = nowIso();
  const userUid = userUidOf(auth);
  const record: ServiceOrderRecord = {
    tenantUid,
    serviceOrderUid,
    storeUid,
    serviceOrderNumber: String(seq),
    serviceOrderSeq: seq,
    state: 'RECEIVED',
    customerUid: input.customerUid,
    customer,
    items: toItems(input.items),
    problemDescription: input.problemDescription,
    ...(input.estimate ? { estimate: nextEstimate(undefined, input.estimate, now) } : {}),
    notes: [],
    history: [{ state: 'RECEIVED', at: now, by: userUid }],
    createdBy: userUid,
    lastModifiedBy: userUid,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createServiceOrderOp(record), markerOp(record)]);
  return respond(record);
};

/** Items, problem and estimate, while the order is open; an update that changes nothing is not written. */
export const updateServiceOrder = (
  auth: AuthContext,
  ids: Ids,
  input: UpdateServiceOrderInput,
  expectedVersion: number | undefined,
) =>
  changeServiceOrder(auth, ids, expectedVersion, async (current) => {
    assertOpen(current, 'items, problem and estimate');
    await assertReferences(auth.tenantUid, { items: input.items });
    const patch: Partial<ServiceOrderRecord> = {};
    if (input.items) patch.items = toItems(input.items);
    if (input.problemDescription !== undefined) patch.problemDescription = input.problemDescription;
    if (input.estimate === null) patch.estimate = undefined;
    else if (input.estimate) patch.estimate = nextEstimate(current.estimate, input.estimate, nowIso());
    const changed = Object.entries(patch).some(
      ([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof ServiceOrderRecord]),
    );
    if (!changed) return undefined;
    // An estimate set to undefined is not written: the Put replaces the item without it.
    return patch;
  });

/** Moves the order to `state` along the transition table (409 naming why otherwise). */
export const transitionServiceOrder = (
  auth: AuthContext,
  ids: Ids,
  input: ServiceOrderTransitionInput,
  expectedVersion: number | undefined,
) =>
  changeServiceOrder(auth, ids, expectedVersion, async (current) => {
    const refused = refusedTransition(current.state, input.state, {
      hasEstimate: Boolean(current.estimate),
      estimateApproved: Boolean(current.estimate?.approved),
    });
    if (refused) throw new ConflictError(refused, { errors: [{ path: 'body.state', message: refused }] });
    const change = { state: input.state, at: nowIso(), by: userUidOf(auth) };
    return { state: input.state, history: [...current.history, change] };
  });

/** Appends a note (author and time set here); notes are never changed or removed, in any state. */
export const addServiceOrderNote = (auth: AuthContext, ids: Ids, input: ServiceOrderNoteInput) =>
  changeServiceOrder(auth, ids, undefined, async (current) => {
    if (current.notes.length >= MAX_NOTES)
      throw new UnprocessableError(`a service order holds at most ${MAX_NOTES} notes`, {
        errors: [{ path: 'body.text', message: `the order already has ${MAX_NOTES} notes` }],
      });
    const note = { noteUid: randomUUID(), text: input.text, authorUid: userUidOf(auth), createdAt: nowIso() };
    return { notes: [...current.notes, note] };
  });
