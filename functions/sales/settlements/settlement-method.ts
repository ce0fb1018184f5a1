import { resolveSettlementMethods } from '#functions/payments/payment-read.ts';
import type { CreateSettlementInput } from '../receipts/receipt-input.schema.ts';

/**
 * Every settlement names a store payment method of the receipt's store (spec 2.3
 * `storePaymentMethodUid`): a 404 naming `<at>.storePaymentMethodUid` when the store has no such
 * method, a 422 when it or its tenant method is not active or the settlement names another
 * tenant method. The settlement takes the tenant method's uid and, when it gives none, the
 * method's receipt text (docs/decisions/payment-methods.md).
 */
export const withPaymentMethods = async (
  tenantUid: string,
  storeUid: string,
  settlements: ReadonlyArray<{ input: CreateSettlementInput; at: string }>,
): Promise<CreateSettlementInput[]> => {
  const methods = await resolveSettlementMethods(
    tenantUid,
    storeUid,
    settlements.map(({ input, at }) => ({
      storePaymentMethodUid: input.storePaymentMethodUid,
      tenantPaymentMethodUid: input.tenantPaymentMethodUid,
      at,
    })),
  );
  return settlements.map(({ input }) => {
    const method = methods.get(input.storePaymentMethodUid)!;
    return {
      ...input,
      tenantPaymentMethodUid: method.tenantPaymentMethodUid,
      receiptText: input.receiptText ?? method.receiptText,
    };
  });
};
