import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { cursorPaging } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { cursorPagedList } from '#shared/schema/common.ts';
import { TILL_OPERATE, TILL_READ, TillParams, TILLS_TAG as tags } from './till.routes.ts';
import { CloseTillBody, OpenTillBody, TillMovementBody, TillSessionResponse } from './till-session.schema.ts';

const one = '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}';

/** A page of closed sessions (each with its Z report: at most 100 a page). */
const SessionListQuery = cursorPaging(100);

const SessionPage = cursorPagedList(TillSessionResponse, 'TillSessionPage');

/** A till's working day: open, cash movements, close with the count (issue 18). */
export const tillSessionRoutes = defineRoutes({
  openTill: {
    method: 'POST',
    path: `${one}/open`,
    summary: 'Open a till with its float',
    description:
      'Starts a session with `openingFloat` (cash in the drawer) for `tenantUserUid` (a tenant user; default: the caller) and emits TILL_OPEN. Only one session per till is open: opening an open till is a 409, and of concurrent opens exactly one wins. Settlements that name the till (tillUid) are refused while it is not open.',
    tags,
    auth: TILL_OPERATE,
    request: { params: TillParams, body: OpenTillBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/session',
      description: 'The open session',
      schema: TillSessionResponse,
    },
    responses: {
      404: { description: 'No such till in this store, or no such user' },
      409: { description: 'The till is already open' },
    },
  },
  getTillSession: {
    method: 'GET',
    path: `${one}/session`,
    summary: "The till's current session",
    description:
      'While OPEN: the running totals (payments per method, change, movements, expected cash). Once CLOSED: the Z report.',
    tags,
    auth: TILL_READ,
    request: { params: TillParams },
    success: { status: 200, description: 'The session', schema: TillSessionResponse },
    responses: { 404: { description: 'No such till, or it has never been opened' } },
  },
  listTillSessions: {
    method: 'GET',
    path: `${one}/sessions`,
    summary: "The till's closed sessions with their Z reports",
    description: `Newest first. ${KEY_PAGING_NOTE}`,
    tags,
    auth: TILL_READ,
    request: {
      params: TillParams,
      query: SessionListQuery,
    },
    success: { status: 200, description: 'A page of closed sessions', schema: SessionPage },
    responses: { 404: { description: 'No such till in this store' } },
  },
  createTillMovement: {
    method: 'POST',
    path: `${one}/movements`,
    summary: 'Deposit cash to or withdraw cash from the float',
    description:
      'DEPOSIT adds to the drawer (account CASHFLOAT_DEPOSIT); WITHDRAWAL, TO_BANK and EXPENSE_WITHDRAWAL take out of it (CASHFLOAT_WITHDRAWAL, CASHFLOAT_TO_BANK, CASHFLOAT_EXPENSE_WITHDRAWAL). The till must be open (409).',
    tags,
    auth: TILL_OPERATE,
    request: { params: TillParams, body: TillMovementBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/session',
      description: 'The open session with the movement',
      schema: TillSessionResponse,
    },
    responses: {
      404: { description: 'No such till in this store, or no such user' },
      409: { description: 'The till is not open, or the movementUid is taken' },
    },
  },
  closeTill: {
    method: 'POST',
    path: `${one}/close`,
    summary: 'Count and close a till',
    description:
      'Takes the counted amount per payment method and answers the closed session with its Z report: per method the payments, expected, counted and difference (counted - expected); for cash, expected = openingFloat + cash settlements - change + deposits - withdrawals. Also VAT per VAT code, receipts completed at the till and the first and last voucher number. Emits TILL_CLOSED. Every settlement committed before the close is counted, none after it. Closing a till that is not open (closing twice) is a 409.',
    tags,
    auth: TILL_OPERATE,
    request: { params: TillParams, body: CloseTillBody },
    success: {
      status: 200,
      description: 'The closed session with its Z report',
      schema: TillSessionResponse,
    },
    responses: {
      404: { description: 'No such till in this store, or no such user' },
      409: { description: 'The till is not open' },
    },
  },
});
