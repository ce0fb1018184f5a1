/**
 * The read-model table of deliveries and the uid of its rows, which the delivery search, the
 * delivery writes (read-your-writes markers) and the projection (delivery.projection.ts) share;
 * apart from the projection so that they do without its migrations, which only the search
 * indexer and migrator bundle.
 */

/** The read-model table of deliveries (the delivery search, spec 9: filterable by storeUids). */
export const DELIVERIES_TABLE = 'deliveries';

/** A delivery's row uid: its uid is unique within its order, so the order's uid goes first. */
export const deliveryRowUid = (orderUid: string, deliveryUid: string) => `${orderUid}/${deliveryUid}`;
