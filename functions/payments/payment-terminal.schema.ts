import * as z from 'zod';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';

/**
 * Payment terminals of a store and their device info (spec 9.4: `requireExclusiveUse` lives in
 * the `requirements` object, never beside it). Imported by route tables: no config, no SDK.
 */

const Name = singleLine(200).trim().min(1, 'must not be empty');
const Info = singleLine(100).trim();

export const TerminalRequirements = z
  .object({
    requireExclusiveUse: z
      .boolean()
      .describe('The terminal serves one device only: the device it names (deviceUid)'),
  })
  .meta({ id: 'PaymentTerminalRequirements' });

const StorePaymentMethodUids = z
  .array(Uid)
  .min(1, 'must name at least one payment method of the store')
  .max(20)
  .superRefine((list, ctx) => {
    list.forEach((uid, i) => {
      if (list.indexOf(uid) !== i)
        ctx.addIssue({ code: 'custom', path: [i], message: `'${uid}' is listed twice` });
    });
  })
  .describe('The store payment methods the terminal takes');

export const CreatePaymentTerminalBody = z
  .object({
    paymentTerminalUid: Uid.optional().describe('Unique within the store'),
    name: Name,
    provider: Info.min(1, 'must not be empty').describe('The payment provider, e.g. Nets or Adyen'),
    model: Info.default(''),
    serialNumber: Info.default(''),
    terminalId: Info.default('').describe("The provider's id of the terminal"),
    storePaymentMethodUids: StorePaymentMethodUids,
    deviceUid: emptyAsAbsent(Uid).describe('The store device (till) the terminal is paired with'),
    requirements: TerminalRequirements.partial().default({}),
    active: z.boolean().default(true),
  })
  .meta({
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
  });
export type CreatePaymentTerminalInput = z.output<typeof CreatePaymentTerminalBody>;

export const UpdatePaymentTerminalBody = z
  .object({
    name: Name.optional(),
    provider: Info.min(1, 'must not be empty').optional(),
    model: Info.optional(),
    serialNumber: Info.optional(),
    terminalId: Info.optional(),
    storePaymentMethodUids: StorePaymentMethodUids.optional(),
    deviceUid: z
      .union([Uid, z.literal('')])
      .optional()
      .describe("'' unpairs the terminal"),
    requirements: TerminalRequirements.partial().optional(),
    active: z.boolean().optional(),
  })
  .meta({ id: 'UpdatePaymentTerminal', example: { requirements: { requireExclusiveUse: false } } });
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

export const PaymentTerminalResponse = z
  .object({
    paymentTerminalUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    provider: z.string(),
    model: z.string(),
    serialNumber: z.string(),
    terminalId: z.string(),
    storePaymentMethodUids: z.array(z.string()),
    deviceUid: z.string().describe("'' when not paired"),
    requirements: TerminalRequirements,
    active: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({
    id: 'PaymentTerminal',
    description: 'A payment terminal and its device info; what it requires is in `requirements`',
    example: TERMINAL_EXAMPLE,
  });
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
