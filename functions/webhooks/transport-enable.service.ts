import { nowIso } from '#shared/clock.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { Versioned } from '#shared/http/conditional.ts';
import { type TransportView, toTransportView } from './transport.service.ts';
import { enableTransportItem } from './transport-health.repository.ts';

/**
 * Enables a transport again and starts its counters afresh (one call, whatever its state):
 * deliveries of new events resume at once; what was SKIPPED meanwhile stays in the logs. Apart
 * from transport-health.service.ts, which the delivery worker imports: the view of the route
 * brings the paging schemas (zod), which the worker does not need.
 */
export const enableTransport = async (
  tenantUid: string,
  httpTransportUid: string,
): Promise<Versioned<TransportView>> => {
  const record = await enableTransportItem({ tenantUid, httpTransportUid }, nowIso());
  if (!record) throw NotFoundError.record('httpTransport', httpTransportUid, 'params.httpTransportUid');
  return { body: toTransportView(record), version: record.version };
};
