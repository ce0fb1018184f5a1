import type * as z from 'zod/mini';
import { readOrderFacts } from '#functions/sales/orders/order-read.ts';
import { readStore } from '#functions/stores/store.service.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import { carrierCredentials } from './carrier-credentials.ts';
import { countShipments, createShipmentOp, reserveSerials, shipmentPage } from './shipment.repository.ts';
import type { CreateShipLabelInput, ShipLabelResponse, ShipmentRecord } from './shipment.schema.ts';
import {
  assertOrderLines,
  assertParcelWeights,
  assertShippable,
  methodOf,
  newShipmentUid,
} from './shipment-rules.ts';
import { providerOf } from './shipping-providers.ts';

/**
 * Shipping-label shipments of an order: the provider books the parcels and makes the label; the
 * shipment, its documents included, is stored in one put. The store's address is the sender, the
 * order's address (members overridable by the request) the receiver.
 */

/** A shipment as the API shows it; an erased one's documents are gone (`labels: null`). */
export const toShipLabelResponse = ({
  tenantUid: _t,
  labelPdf,
  labelZpl,
  ...shipment
}: ShipmentRecord): z.output<typeof ShipLabelResponse> => ({
  ...shipment,
  labels:
    labelPdf === ''
      ? null
      : {
          pdf: { contentType: 'application/pdf', base64: labelPdf },
          zpl: labelZpl === null ? null : { contentType: 'application/zpl', data: labelZpl },
        },
});

export const createShipLabel = async (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: CreateShipLabelInput,
): Promise<ShipmentRecord> => {
  const tenantUid = auth.tenantUid;
  const provider = providerOf(input.deliveryProviderUid);
  if (!provider)
    throw NotFoundError.record('delivery provider', input.deliveryProviderUid, 'body.deliveryProviderUid');
  const method = methodOf(provider, input.deliveryMethodUid);
  assertParcelWeights(method, input.parcels);
  const [order, store] = await Promise.all([
    readOrderFacts(tenantUid, storeUid, orderUid, 'a shipping label'),
    readStore(tenantUid, storeUid),
  ]);
  assertOrderLines(order.orderItemUids, input.orderItemUids);
  const receiver = { ...order.address, ...input.receiver };
  if (!receiver.displayName)
    receiver.displayName = [receiver.firstname, receiver.lastname].filter(Boolean).join(' ');
  assertShippable(receiver, 'body.receiver', "the order's delivery address");
  const sender = { ...store.body.address, displayName: store.body.address.displayName || store.body.name };
  assertShippable(sender, 'params.storeUid.address', 'the store');

  const now = new Date(nowIso());
  const shipmentUid = newShipmentUid(now);
  const booked = await provider.book(
    {
      tenantUid,
      shipmentUid,
      orderNumber: order.orderNumber,
      reference: input.reference,
      shippedAt: now.toISOString(),
      method,
      sender,
      receiver,
      parcels: input.parcels,
    },
    {
      reserveSerials: (count) => reserveSerials(tenantUid, count),
      credentials: () => carrierCredentials(tenantUid, provider.deliveryProviderUid),
    },
  );
  const record: ShipmentRecord = {
    tenantUid,
    shipmentUid,
    orderUid,
    storeUid,
    orderNumber: order.orderNumber,
    deliveryProviderUid: provider.deliveryProviderUid,
    deliveryMethodUid: method.deliveryMethodUid,
    deliveryMethodName: method.name,
    trackingNumber: booked.trackingNumber,
    parcels: input.parcels.map((p, i) => ({ parcelNumber: booked.parcelNumbers[i] ?? '', ...p })),
    totalWeightGrams: input.parcels.reduce((sum, p) => sum + p.weightGrams, 0),
    orderItemUids: input.orderItemUids,
    sender,
    receiver,
    reference: input.reference,
    labelPdf: Buffer.from(booked.pdf).toString('base64'),
    labelZpl: booked.zpl,
    createdAt: now.toISOString(),
    createdBy: userUidOf(auth),
  };
  await commit([createShipmentOp(record)]);
  return record;
};

/** An order's shipments in creation order (key paging: shared/http/key-paging.ts). */
export const listShipLabels = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
  query: CursorPagingInput,
) => {
  await readOrderFacts(tenantUid, storeUid, orderUid);
  const page = await keyPaged(
    { ...query, pageSize: query.pageSize ?? SHIPMENT_PAGE_DEFAULT },
    {
      page: async (after, limit) => {
        const items = await shipmentPage(tenantUid, orderUid, after, limit);
        return { items, next: items.length === limit ? items.at(-1)!.shipmentUid : null };
      },
      count: () => countShipments(tenantUid, orderUid),
    },
  );
  return { ...page, items: page.items.map(toShipLabelResponse) };
};

/** Shipments a page by default: each carries its labels (PDF and ZPL). */
const SHIPMENT_PAGE_DEFAULT = 10;
