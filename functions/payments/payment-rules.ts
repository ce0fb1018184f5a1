import type {
  CreateStorePaymentMethodInput,
  CreateTenantPaymentMethodInput,
  StorePaymentMethodRecord,
  StorePaymentMethodValue,
  TenantPaymentMethodRecord,
  TenantPaymentMethodValue,
  UpdateStorePaymentMethodInput,
  UpdateTenantPaymentMethodInput,
} from './payment-method.schema.ts';
import type {
  CreatePaymentTerminalInput,
  PaymentTerminalRecord,
  UpdatePaymentTerminalInput,
} from './payment-terminal.schema.ts';

/** Pure rules of payment methods and terminals: merging a create or partial update, the views. */

type At = { tenantUid: string; now: string };

const audit = <T extends { createdAt: string; version: number }>(base: T | undefined, now: string) => ({
  createdAt: base?.createdAt ?? now,
  lastModifiedAt: now,
  version: (base?.version ?? 0) + 1,
});

export const mergeTenantMethod = (
  base: TenantPaymentMethodRecord | undefined,
  input: CreateTenantPaymentMethodInput | UpdateTenantPaymentMethodInput,
  at: At & { uid: string },
): TenantPaymentMethodRecord => ({
  tenantUid: at.tenantUid,
  tenantPaymentMethodUid: at.uid,
  code: input.code ?? base?.code ?? '',
  name: input.name ?? base?.name ?? '',
  type: input.type ?? base?.type ?? 'OTHER',
  parameters: input.parameters ?? base?.parameters ?? [],
  receiptText: input.receiptText ?? base?.receiptText ?? '',
  active: input.active ?? base?.active ?? true,
  ...audit(base, at.now),
});

export const mergeStoreMethod = (
  base: StorePaymentMethodRecord | undefined,
  input: CreateStorePaymentMethodInput | UpdateStorePaymentMethodInput,
  at: At & { storeUid: string; uid: string; tenantPaymentMethodUid: string },
): StorePaymentMethodRecord => ({
  tenantUid: at.tenantUid,
  storeUid: at.storeUid,
  storePaymentMethodUid: at.uid,
  tenantPaymentMethodUid: at.tenantPaymentMethodUid,
  name: input.name ?? base?.name ?? '',
  receiptText: input.receiptText ?? base?.receiptText ?? '',
  ledgerNumber: input.ledgerNumber ?? base?.ledgerNumber ?? '',
  active: input.active ?? base?.active ?? true,
  ...audit(base, at.now),
});

export const mergeTerminal = (
  base: PaymentTerminalRecord | undefined,
  input: CreatePaymentTerminalInput | UpdatePaymentTerminalInput,
  at: At & { storeUid: string; uid: string },
): PaymentTerminalRecord => ({
  tenantUid: at.tenantUid,
  storeUid: at.storeUid,
  paymentTerminalUid: at.uid,
  name: input.name ?? base?.name ?? '',
  provider: input.provider ?? base?.provider ?? '',
  model: input.model ?? base?.model ?? '',
  serialNumber: input.serialNumber ?? base?.serialNumber ?? '',
  terminalId: input.terminalId ?? base?.terminalId ?? '',
  storePaymentMethodUids: input.storePaymentMethodUids ?? base?.storePaymentMethodUids ?? [],
  deviceUid: input.deviceUid ?? base?.deviceUid ?? '',
  requirements: {
    requireExclusiveUse:
      input.requirements?.requireExclusiveUse ?? base?.requirements.requireExclusiveUse ?? false,
  },
  active: input.active ?? base?.active ?? true,
  ...audit(base, at.now),
});

/** A terminal for exclusive use must name the one device it serves. */
export const exclusiveWithoutDevice = (t: PaymentTerminalRecord): boolean =>
  t.requirements.requireExclusiveUse && t.deviceUid === '';

export const toTenantPaymentMethodResponse = (r: TenantPaymentMethodRecord): TenantPaymentMethodValue => ({
  tenantPaymentMethodUid: r.tenantPaymentMethodUid,
  code: r.code,
  name: r.name,
  type: r.type,
  parameters: r.parameters,
  receiptText: r.receiptText,
  active: r.active,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

/** A store method shown with what it takes from its tenant method (which may have been deleted). */
export const toStorePaymentMethodResponse = (
  r: StorePaymentMethodRecord,
  tenant: TenantPaymentMethodRecord | undefined,
): StorePaymentMethodValue => ({
  storePaymentMethodUid: r.storePaymentMethodUid,
  storeUid: r.storeUid,
  tenantPaymentMethodUid: r.tenantPaymentMethodUid,
  code: tenant?.code ?? '',
  name: r.name || tenant?.name || '',
  type: tenant?.type ?? 'OTHER',
  parameters: tenant?.parameters ?? [],
  receiptText: r.receiptText || tenant?.receiptText || '',
  ledgerNumber: r.ledgerNumber,
  active: r.active,
  usable: r.active && tenant?.active === true,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

/**
 * The terminals a device may use: active ones of its store, except a terminal for exclusive use
 * paired with another device.
 */
export const terminalsForDevice = (
  terminals: readonly PaymentTerminalRecord[],
  deviceUid: string,
): PaymentTerminalRecord[] =>
  terminals.filter((t) => t.active && (!t.requirements.requireExclusiveUse || t.deviceUid === deviceUid));
