import type { TransportRecord } from '#functions/webhooks/transport-item.ts';

/** Transport records for the webhooks' plain-item tests: one of each stored shape. */

export const at = '2026-11-28T10:00:00.000Z';
/** A transport with every attribute set. */
export const full: TransportRecord = {
  tenantUid: 'T1',
  httpTransportUid: 'H1',
  name: 'ERP',
  url: 'https://erp.example.com/hooks',
  securityType: 'BASIC',
  username: 'erp',
  hasPassword: true,
  hasToken: false,
  sealedSecrets: 'sealed-1',
  headers: [{ key: 'x-tenant', value: 'T1' }],
  previousSecretExpiresAt: at,
  webhookCount: 2,
  status: 'DISABLED',
  disabledAt: at,
  disabledReason: '10 deliveries in a row failed',
  lastSuccessAt: at,
  failingSince: at,
  failedInRow: 10,
  createdAt: at,
  lastModifiedAt: at,
  version: 4,
};
/** A transport stored before health was tracked: no optional attribute. */
export const minimal: TransportRecord = {
  tenantUid: 'T1',
  httpTransportUid: 'H2',
  name: 'Shop',
  url: 'https://shop.example.com/hooks',
  securityType: 'NONE',
  hasPassword: false,
  hasToken: false,
  sealedSecrets: 'sealed-2',
  createdAt: at,
  lastModifiedAt: at,
  version: 1,
};
