import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { PAYMENT_READ, PAYMENT_WRITE } from './payment-method.routes.ts';
import {
  CreatePaymentTerminalBody,
  PaymentTerminalResponse,
  UpdatePaymentTerminalBody,
} from './payment-terminal.schema.ts';
import { PAYMENT_TERMINAL_SORT } from './payments-enums.ts';

const tags = ['Payment terminals'] as const;
const base = '/tenants/{tenantUid}/stores/{storeUid}/payment-terminals';
const one = `${base}/{paymentTerminalUid}`;
const TerminalParams = withUids(StoreParams, 'paymentTerminalUid');
const etag = { ETag: 'Payment terminal version, for If-Match' };
const refused = {
  404: { description: 'A named payment method or device is not of the store' },
  422: { description: 'A terminal for exclusive use names no device' },
};

/** Payment terminals of a store: the payment-method device info of spec 9.4. */
export const paymentTerminalRoutes = defineRoutes({
  createPaymentTerminal: {
    method: 'POST',
    path: base,
    summary: 'Register a payment terminal of a store',
    description:
      "Device info (provider, model, serial number, the provider's terminal id), the store payment methods it takes (each must be of the store: 404 naming `body.storePaymentMethodUids.<i>`) and what it requires. `requirements.requireExclusiveUse`: the terminal serves only the device it is paired with (`deviceUid`, a device of the store; 422 without one); otherwise every device of the store may use it. Store devices see their terminals in `GET /device`.",
    tags,
    auth: PAYMENT_WRITE,
    request: { params: StoreParams, body: CreatePaymentTerminalBody },
    success: { location: one, status: 201, description: 'The terminal', schema: PaymentTerminalResponse },
    responses: { ...refused, 409: { description: 'The paymentTerminalUid is taken in the store' } },
  },
  listPaymentTerminals: {
    method: 'GET',
    path: base,
    summary: "List a store's payment terminals (paged)",
    description: 'Sorted by name unless `sortBy` says otherwise. Read-your-writes.',
    tags,
    auth: PAYMENT_READ,
    request: { params: StoreParams, query: pagingQuery(PAYMENT_TERMINAL_SORT) },
    success: {
      status: 200,
      description: 'A page of terminals',
      schema: pagedList(PaymentTerminalResponse, 'PaymentTerminalPage'),
    },
  },
  getPaymentTerminal: {
    method: 'GET',
    path: one,
    summary: 'Get a payment terminal and its device info',
    tags,
    auth: PAYMENT_READ,
    request: { params: TerminalParams },
    success: { status: 200, description: 'The terminal', schema: PaymentTerminalResponse, headers: etag },
    responses: { 404: { description: 'No such terminal in the store' } },
  },
  updatePaymentTerminal: {
    method: 'PUT',
    path: one,
    summary: 'Update a payment terminal (partial)',
    description:
      "Omitted fields keep their value; `deviceUid: ''` unpairs it (not while it requires exclusive use). The same checks as a create. If-Match with the ETag; a stale version is a 412.",
    tags,
    auth: PAYMENT_WRITE,
    request: { params: TerminalParams, body: UpdatePaymentTerminalBody },
    success: {
      status: 200,
      description: 'The updated terminal',
      schema: PaymentTerminalResponse,
      headers: etag,
    },
    responses: {
      ...refused,
      409: { description: 'A concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deletePaymentTerminal: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a payment terminal',
    tags,
    auth: PAYMENT_WRITE,
    request: { params: TerminalParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such terminal in the store' },
      409: { description: 'Concurrent change' },
    },
  },
});
