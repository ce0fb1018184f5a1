import type { EntityItem } from 'electrodb';
import type { HttpTransportEntity } from './http-transport.entity.ts';

/**
 * An HTTP transport item's key and record, without the entity's module: the delivery worker reads
 * its targets and keeps the transports' health counters with plain DocumentClient calls and
 * bundles no ElectroDB (docs/decisions/bundles.md). test/unit/webhooks/transport-item.test.ts
 * builds both through HttpTransportEntity and compares, so the two cannot drift.
 */
export type TransportRecord = EntityItem<typeof HttpTransportEntity>;

/** The transport item's key: HttpTransportEntity's primary templates. */
export const transportKey = (tenantUid: string, httpTransportUid: string) => ({
  pk: `T#${tenantUid}#HTTPTRANSPORT#${httpTransportUid}`,
  sk: 'HTTPTRANSPORT',
});

/**
 * HttpTransportEntity's attributes: what its parse keeps of an item (no keys, no identifiers).
 * Naming every member of the record type, so an attribute added to the entity fails here first.
 */
const ATTRIBUTES = Object.keys({
  tenantUid: true,
  httpTransportUid: true,
  name: true,
  url: true,
  securityType: true,
  username: true,
  hasPassword: true,
  hasToken: true,
  sealedSecrets: true,
  headers: true,
  previousSecretExpiresAt: true,
  webhookCount: true,
  status: true,
  disabledAt: true,
  disabledReason: true,
  lastSuccessAt: true,
  failingSince: true,
  failedInRow: true,
  createdAt: true,
  lastModifiedAt: true,
  version: true,
} satisfies Record<keyof TransportRecord, true>);

/** A custom header as the entity's map returns it: its two properties, when present. */
const headerOf = (header: Record<string, unknown>) =>
  Object.fromEntries(['key', 'value'].filter((n) => Object.hasOwn(header, n)).map((n) => [n, header[n]]));

/**
 * The record `HttpTransportEntity.parse({ Item })` returns for a transport item: the model's
 * attributes the item holds, each header with its key and value only. Only items read by a
 * transport's key are given to it, which the entity's parse accepts whatever their identifiers.
 */
export const transportOf = (item: Record<string, unknown>): TransportRecord => {
  const record: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) if (Object.hasOwn(item, name)) record[name] = item[name];
  if (Array.isArray(record.headers)) record.headers = record.headers.map(headerOf);
  return record as TransportRecord;
};
