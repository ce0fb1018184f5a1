import * as z from 'zod/mini';

/**
 * The entity members webhook payloads share (docs/decisions/events.md). A record an event names is
 * an object `{ id, uid, ... }`, never a bare `xxxUid` string, and it has the same fields in every
 * action it appears in: a receiver reads a product, a warehouse or a store one way. `id` is the
 * integer id of spec 6.2 derived from the uid (events/ids.ts). The elements of an entity's own
 * arrays (purchase order items, media, report lines) keep the REST API's names for their uids.
 */

const ref = () => ({ id: z.int(), uid: z.string() });

/** A store. */
export const EventStore = z.object(ref());

/** A warehouse. */
export const EventWarehouse = z.object(ref());

/** A supplier. */
export const EventSupplier = z.object(ref());

/** A delivery of an order. */
export const EventDelivery = z.object(ref());

/**
 * A product wherever an event names one: `sku` is the product's current SKU ('' when the product
 * does not exist (yet): a price may be set before its product is created).
 */
export const EventProduct = z.object({ ...ref(), sku: z.string() });

/** An order: its number beside the ids; actions add the state they report. */
export const EventOrder = z.object({ ...ref(), orderNumber: z.string() });

/** A user of the tenant who did something (opened a till, closed it). */
export const EventUser = z.object({ ...ref(), displayName: z.string() });

/** A till of a store. */
export const EventTill = z.object({ ...ref(), name: z.string(), number: z.int() });
