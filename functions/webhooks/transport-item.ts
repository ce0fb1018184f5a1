import type { EntityItem } from 'electrodb';
import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { HttpTransportEntity } from './http-transport.entity.ts';

/**
 * An HTTP transport item's key, description and record, without the entity's module: the
 * webhooks function and the delivery worker read and write transports with plain DocumentClient
 * calls and bundle no ElectroDB (docs/decisions/bundles.md). test/unit/webhooks/transport-item.test.ts
 * and transport-repository.test.ts build the same through HttpTransportEntity and compare, so
 * the two cannot drift.
 */
export type TransportRecord = EntityItem<typeof HttpTransportEntity>;
type Key = 'tenantUid' | 'httpTransportUid';

/** The transport item's key: HttpTransportEntity's primary templates. */
export const transportKey = (tenantUid: string, httpTransportUid: string) => ({
  pk: `T#${tenantUid}#HTTPTRANSPORT#${httpTransportUid}`,
  sk: 'HTTPTRANSPORT',
});

/** gsi1 partition of a tenant's transports: HttpTransportEntity's byTenant template. */
export const tenantTransportsKey = (tenantUid: string): string => `T#${tenantUid}#HTTPTRANSPORTS`;

/**
 * HttpTransportEntity's item: identifiers, attributes in its model's order (each as the model
 * marks it; the type refuses one the record type marks otherwise, or one missing), primary key
 * and gsi1 (whose sort key is the transport uid alone).
 */
export const TRANSPORT_ITEM: PlainEntity<TransportRecord, Key, 'tenantUid'> & {
  keyAttributes: readonly Key[];
} = {
  identifiers: { __edb_e__: 'httpTransport', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    httpTransportUid: 'required',
    name: 'required',
    url: 'required',
    securityType: 'required',
    username: 'optional',
    hasPassword: 'required',
    hasToken: 'required',
    sealedSecrets: 'required',
    headers: 'optional',
    previousSecretExpiresAt: 'optional',
    webhookCount: 'optional',
    status: 'optional',
    disabledAt: 'optional',
    disabledReason: 'optional',
    lastSuccessAt: 'optional',
    failingSince: 'optional',
    failedInRow: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, httpTransportUid }) => transportKey(tenantUid, httpTransportUid),
  keyAttributes: ['tenantUid', 'httpTransportUid'],
  gsi1: {
    pk: ({ tenantUid }) => tenantTransportsKey(tenantUid),
    skPrefix: '',
    skAttribute: 'httpTransportUid',
  },
};

/** HttpTransportEntity's attributes: what its parse keeps of an item (no keys, no identifiers). */
const ATTRIBUTES = Object.keys(TRANSPORT_ITEM.attributes);

/** A custom header as the entity's map returns it: its two properties, when present. */
const headerOf = (header: Record<string, unknown>) =>
  Object.fromEntries(['key', 'value'].filter((n) => Object.hasOwn(header, n)).map((n) => [n, header[n]]));

/**
 * The record `HttpTransportEntity.parse({ Item })` returns for a transport item: the model's
 * attributes the item holds, each header with its key and value only. Only items read by a
 * transport's key are given to it, which the entity's parse accepts whatever their identifiers.
 * A record read by the shared plain calls (their attributes, headers as stored) goes through it
 * too, for the headers.
 */
export const transportOf = (item: Record<string, unknown>): TransportRecord => {
  const record: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) if (Object.hasOwn(item, name)) record[name] = item[name];
  if (Array.isArray(record.headers)) record.headers = record.headers.map(headerOf);
  return record as TransportRecord;
};

/**
 * The headers as the entity writes them (a create or a patch's set): each map with its model's
 * properties, key then value, and no other member.
 */
export const headersItem = (headers: TransportRecord['headers']): TransportRecord['headers'] =>
  headers?.map(({ key, value }) => ({ key, value }));
