import { NotFoundError } from '#shared/errors.ts';
import type { DeliveryMethod, ShippingProvider } from './shipping-provider.ts';
import { PROVIDERS, providerOf } from './shipping-providers.ts';

/** Reads of the shipping-label delivery providers: built into the service, the same for every tenant. */

const methodResponse = (provider: ShippingProvider) => (method: DeliveryMethod) => ({
  deliveryProviderUid: provider.deliveryProviderUid,
  ...method,
});

const providerResponse = (provider: ShippingProvider) => ({
  deliveryProviderUid: provider.deliveryProviderUid,
  name: provider.name,
  description: provider.description,
  carrier: provider.carrier,
  labelFormats: provider.carrier ? (['PDF'] as const) : (['PDF', 'ZPL'] as const),
  methods: provider.methods.map(methodResponse(provider)),
});

const loadProvider = (deliveryProviderUid: string): ShippingProvider => {
  const provider = providerOf(deliveryProviderUid);
  if (!provider)
    throw NotFoundError.record('delivery provider', deliveryProviderUid, 'params.deliveryProviderUid');
  return provider;
};

export const listDeliveryProviders = () => ({ items: PROVIDERS.map(providerResponse) });

export const readDeliveryProvider = (deliveryProviderUid: string) =>
  providerResponse(loadProvider(deliveryProviderUid));

export const listDeliveryMethods = (deliveryProviderUid: string) => {
  const provider = loadProvider(deliveryProviderUid);
  return { items: provider.methods.map(methodResponse(provider)) };
};
