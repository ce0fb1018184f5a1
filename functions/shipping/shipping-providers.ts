import { bringProvider } from './bring.provider.ts';
import { localProvider } from './local.provider.ts';
import type { ShippingProvider } from './shipping-provider.ts';

/** The providers a tenant can book with, by deliveryProviderUid (the same for every tenant). */
export const PROVIDERS: readonly ShippingProvider[] = [localProvider, bringProvider];

export const providerOf = (deliveryProviderUid: string): ShippingProvider | undefined =>
  PROVIDERS.find((p) => p.deliveryProviderUid === deliveryProviderUid);
