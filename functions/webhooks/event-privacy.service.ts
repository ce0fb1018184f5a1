import { deleteEntityEvents } from './event-log.repository.ts';

/**
 * The stored events for the GDPR erase (functions/privacy): the CUSTOMER_* events copy the
 * customer's personal values into the events API's log (docs/decisions/events.md), so an erase
 * deletes them. No other payload carries personal values. An event the fan-out stores after the
 * erase (one produced just before it) is deleted by the next erase, as the rest of an interrupted
 * erase is.
 */
export const eraseCustomerEvents = (tenantUid: string, customerUid: string): Promise<number> =>
  deleteEntityEvents(tenantUid, 'CUSTOMER', customerUid);
