import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * Payment terminals of a store and their device info (spec 9.4: `requireExclusiveUse` lives in
 * the `requirements` object, never beside it). Imported by route tables: no config, no SDK.
 */

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
const Info = singleLine(100).check(z.trim());

export const TerminalRequirements = withMeta(
  z.object({
    requireExclusiveUse: described(
      z.boolean(),
      'The terminal serves one device only: the device it names (deviceUid)',
    ),
  }),
  { id: 'PaymentTerminalRequirements' },
);

const StorePaymentMethodUids = described(
  z.array(Uid).check(
    z.minLength(1, 'must name at least one payment method of the store'),
    z.maxLength(20),
    z.superRefine((list, ctx) => {
      list.forEach((uid, i) => {
        if (list.indexOf(uid) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: `'${uid}' is listed twice` });
      });
    }),
  ),
  'The store payment methods the terminal takes',
);

export const CreatePaymentTerminalBody = withMeta(
  z.object({
    paymentTerminalUid: described(z.optional(Uid), 'Unique within the store'),
    name: Name,
    provider: described(
      Info.check(z.minLength(1, 'must not be empty')),
      'The payment provider, e.g. Nets or Adyen',
    ),
    model: z._default(Info, ''),
    serialNumber: z._default(Info, ''),
    terminalId: described(z._default(Info, ''), "The provider's id of the terminal"),
    storePaymentMethodUids: StorePaymentMethodUids,
    deviceUid: described(emptyAsAbsent(Uid), 'The store device (till) the terminal is paired with'),
    requirements: z._default(z.partial(TerminalRequirements), {}),
    active: z._default(z.boolean(), true),
  }),
  {
    id: 'CreatePaymentTerminal',
    example: {
      paymentTerminalUid: 'oslo-till-1-terminal',
      name: 'Till 1 card terminal',
      provider: 'Nets',
      model: 'Move/5000',
      serialNumber: '254-118-392',
      terminalId: '80012345',
      storePaymentMethodUids: ['pm-card'],
      deviceUid: 'oslo-till-1',
      requirements: { requireExclusiveUse: true },
    },
  },
);
export type CreatePaymentTerminalInput = z.output<typeof CreatePaymentTerminalBody>;

export const UpdatePaymentTerminalBody = withMeta(
  z.object({
    name: z.optional(Name),
    provider: z.optional(Info.check(z.minLength(1, 'must not be empty'))),
    model: z.optional(Info),
    serialNumber: z.optional(Info),
    terminalId: z.optional(Info),
    storePaymentMethodUids: z.optional(StorePaymentMethodUids),
    deviceUid: described(z.optional(z.union([Uid, z.literal('')])), "'' unpairs the terminal"),
    requirements: z.optional(z.partial(TerminalRequirements)),
    active: z.optional(z.boolean()),
  }),
  { id: 'UpdatePaymentTerminal', example: { requirements: { requireExclusiveUse: false } } },
);
export type UpdatePaymentTerminalInput = z.output<typeof UpdatePaymentTerminalBody>;

/** The terminal as stored (`T#<t>#STORE#<s>#PAYMENTS` / `TERMINAL#<uid>`). */
export type PaymentTerminalRecord = {
  tenantUid: string;
  storeUid: string;
  paymentTerminalUid: string;
  name: string;
  provider: string;
  model: string;
  serialNumber: string;
  terminalId: string;
  storePaymentMethodUids: string[];
  deviceUid: string;
  requirements: { requireExclusiveUse: boolean };
  active: boolean;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const TERMINAL_EXAMPLE = {
  paymentTerminalUid: 'oslo-till-1-terminal',
  storeUid: 'oslo-sentrum',
  name: 'Till 1 card terminal',
  provider: 'Nets',
  model: 'Move/5000',
  serialNumber: '254-118-392',
  terminalId: '80012345',
  storePaymentMethodUids: ['pm-card'],
  deviceUid: 'oslo-till-1',
  requirements: { requireExclusiveUse: true },
  active: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  lastModifiedAt: '2026-11-27T09:00:00.000Z',
};

export const PaymentTerminalResponse = withMeta(
  z.object({
    paymentTerminalUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    provider: z.string(),
    model: z.string(),
    serialNumber: z.string(),
    terminalId: z.string(),
    storePaymentMethodUids: z.array(z.string()),
    deviceUid: described(z.string(), "'' when not paired"),
    requirements: TerminalRequirements,
    active: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'PaymentTerminal',
    description: 'A payment terminal and its device info; what it requires is in `requirements`',
    example: TERMINAL_EXAMPLE,
  },
);
export type PaymentTerminalValue = z.infer<typeof PaymentTerminalResponse>;

export const toPaymentTerminalResponse = (r: PaymentTerminalRecord): PaymentTerminalValue => ({
  paymentTerminalUid: r.paymentTerminalUid,
  storeUid: r.storeUid,
  name: r.name,
  provider: r.provider,
  model: r.model,
  serialNumber: r.serialNumber,
  terminalId: r.terminalId,
  storePaymentMethodUids: r.storePaymentMethodUids,
  deviceUid: r.deviceUid,
  requirements: { requireExclusiveUse: r.requirements.requireExclusiveUse },
  active: r.active,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});
