import * as z from 'zod/mini';
import {
  STORE_METHOD_EXAMPLE,
  StorePaymentMethodResponse,
} from '#functions/payments/payment-method.schema.ts';
import { PaymentTerminalResponse, TERMINAL_EXAMPLE } from '#functions/payments/payment-terminal.schema.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { PrinterResponse } from './printer.schema.ts';

/** Devices of a store (POS terminals, print servers) that poll their print jobs with a device token. */

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));

/** One device as the examples of the device schemas show it. */
const DEVICE_EXAMPLE = {
  deviceUid: 'oslo-till-1',
  storeUid: 'oslo-sentrum',
  name: 'Till 1',
  hasToken: true,
  tokenHint: 'Qx7w',
  tokenIssuedAt: '2026-11-25T09:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  lastModifiedAt: '2026-11-25T09:00:00.000Z',
};

export const CreateDeviceBody = withMeta(
  z.object({ deviceUid: emptyAsAbsent(Uid), storeUid: Uid, name: Name }),
  {
    id: 'CreateDevice',
    example: { deviceUid: 'oslo-till-1', storeUid: 'oslo-sentrum', name: 'Till 1' },
  },
);
export type CreateDeviceInput = z.infer<typeof CreateDeviceBody>;

export const UpdateDeviceBody = withMeta(z.object({ name: z.optional(Name) }), {
  id: 'UpdateDevice',
  example: { name: 'Till 1 (front)' },
});
export type UpdateDeviceInput = z.infer<typeof UpdateDeviceBody>;

export const DeviceListQuery = z.object({ storeUid: emptyAsAbsent(Uid) });

/** The device as stored (main item `T#<t>#DEVICE#<d>` / `DEVICE`); the token only as its hash. */
export type DeviceRecord = {
  tenantUid: string;
  deviceUid: string;
  storeUid: string;
  name: string;
  tokenHash?: string | undefined;
  tokenHint?: string | undefined;
  tokenIssuedAt?: string | undefined;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const DeviceResponse = withMeta(
  z.object({
    deviceUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    hasToken: z.boolean(),
    /** The token's last four characters, to tell tokens apart; the token itself is shown once. */
    tokenHint: z.string(),
    tokenIssuedAt: z.optional(DateTime),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Device',
    example: DEVICE_EXAMPLE,
  },
);
export type DeviceResponseValue = z.infer<typeof DeviceResponse>;

export const toDeviceResponse = (r: DeviceRecord): DeviceResponseValue => ({
  deviceUid: r.deviceUid,
  storeUid: r.storeUid,
  name: r.name,
  hasToken: r.tokenHash !== undefined,
  tokenHint: r.tokenHint ?? '',
  ...(r.tokenIssuedAt ? { tokenIssuedAt: r.tokenIssuedAt } : {}),
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

export const DeviceWithToken = withMeta(
  z.object({
    device: DeviceResponse,
    token: withMeta(z.string(), {
      description: 'The device token (rcs_dt_...): shown once, stored only hashed',
    }),
  }),
  {
    id: 'DeviceWithToken',
    example: {
      device: DEVICE_EXAMPLE,
      token: 'rcs_dt_3q2-7wEjvR2lZp0m8yXcTQm1Uo9bVh4sKfA6dNqQx7w',
    },
  },
);

export const DeviceList = withMeta(z.object({ items: z.array(DeviceResponse) }), {
  id: 'DeviceList',
  description: 'Every device of the tenant, or of one store',
});

/**
 * What a device reads about itself: its store, the printers it prints to with their settings, and
 * what it takes payments with (the store's usable payment methods, the terminals it may use).
 */
export const DeviceSelf = withMeta(
  z.object({
    tenantUid: z.string(),
    device: DeviceResponse,
    store: z.object({ storeUid: z.string(), name: z.string() }),
    printers: z.array(PrinterResponse),
    paymentMethods: described(
      z.array(StorePaymentMethodResponse),
      'The store payment methods settlements may name (active here and at the tenant)',
    ),
    paymentTerminals: described(
      z.array(PaymentTerminalResponse),
      'Active terminals of the store this device may use: a terminal for exclusive use only on its own device',
    ),
  }),
  {
    id: 'DeviceSelf',
    example: {
      tenantUid: 'nordlys',
      device: DEVICE_EXAMPLE,
      store: { storeUid: 'oslo-sentrum', name: 'Oslo Sentrum' },
      printers: [
        {
          printerUid: 'oslo-till-1-receipt',
          storeUid: 'oslo-sentrum',
          name: 'Till 1 receipt printer',
          type: 'RECEIPT',
          language: 'ESCPOS',
          connection: { type: 'NETWORK', address: '192.168.10.31', port: 9100 },
          paperWidthMm: 80,
          dpi: 203,
          createdAt: '2026-11-25T09:00:00.000Z',
          lastModifiedAt: '2026-11-25T09:00:00.000Z',
        },
      ],
      paymentMethods: [STORE_METHOD_EXAMPLE],
      paymentTerminals: [TERMINAL_EXAMPLE],
    },
  },
);
