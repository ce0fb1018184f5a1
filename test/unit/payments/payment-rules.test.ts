import { describe, expect, it } from 'vitest';
import type { TenantPaymentMethodRecord } from '#functions/payments/payment-method.schema.ts';
import {
  exclusiveWithoutDevice,
  mergeStoreMethod,
  mergeTerminal,
  terminalsForDevice,
  toStorePaymentMethodResponse,
} from '#functions/payments/payment-rules.ts';

const at = { tenantUid: 't', storeUid: 's', now: '2026-11-27T09:00:00.000Z' };
const tenantMethod: TenantPaymentMethodRecord = {
  tenantUid: 't',
  tenantPaymentMethodUid: 'tpm-card',
  code: 'CARD',
  name: 'Card',
  type: 'CARD',
  parameters: [],
  receiptText: 'Paid by card',
  active: true,
  createdAt: at.now,
  lastModifiedAt: at.now,
  version: 1,
};
const terminal = (uid: string, deviceUid: string, requireExclusiveUse: boolean, active = true) =>
  mergeTerminal(
    undefined,
    {
      name: uid,
      provider: 'Nets',
      model: '',
      serialNumber: '',
      terminalId: '',
      storePaymentMethodUids: ['pm-card'],
      deviceUid,
      requirements: { requireExclusiveUse },
      active,
    },
    { ...at, uid },
  );

describe('payment rules', () => {
  it("shows a store method with the tenant method's values unless it has its own, usable only when both are active", () => {
    const own = mergeStoreMethod(
      undefined,
      { tenantPaymentMethodUid: 'tpm-card', active: true },
      { ...at, uid: 'pm-card', tenantPaymentMethodUid: 'tpm-card' },
    );
    expect(toStorePaymentMethodResponse(own, tenantMethod)).toMatchObject({
      name: 'Card',
      receiptText: 'Paid by card',
      usable: true,
    });
    const renamed = mergeStoreMethod(
      own,
      { name: 'Kort', receiptText: 'Kort' },
      { ...at, uid: 'pm-card', tenantPaymentMethodUid: 'tpm-card' },
    );
    expect(renamed.version).toBe(2);
    expect(toStorePaymentMethodResponse(renamed, tenantMethod)).toMatchObject({
      name: 'Kort',
      receiptText: 'Kort',
    });
    expect(toStorePaymentMethodResponse(renamed, { ...tenantMethod, active: false }).usable).toBe(false);
    expect(toStorePaymentMethodResponse(renamed, undefined)).toMatchObject({
      usable: false,
      code: '',
      name: 'Kort',
    });
  });

  it('lists a terminal for exclusive use to its own device only, and no inactive terminal', () => {
    const all = [
      terminal('shared', '', false),
      terminal('mine', 'd1', true),
      terminal('off', '', false, false),
    ];
    expect(terminalsForDevice(all, 'd1').map((t) => t.paymentTerminalUid)).toEqual(['shared', 'mine']);
    expect(terminalsForDevice(all, 'd2').map((t) => t.paymentTerminalUid)).toEqual(['shared']);
    expect(exclusiveWithoutDevice(terminal('x', '', true))).toBe(true);
    expect(exclusiveWithoutDevice(terminal('x', 'd1', true))).toBe(false);
  });

  it('keeps what a partial terminal update omits', () => {
    const first = terminal('t1', 'd1', true);
    const next = mergeTerminal(first, { deviceUid: '', requirements: {} }, { ...at, uid: 't1' });
    expect(next).toMatchObject({
      deviceUid: '',
      requirements: { requireExclusiveUse: true },
      provider: 'Nets',
    });
    expect(exclusiveWithoutDevice(next)).toBe(true);
  });
});
