import * as z from 'zod/mini';
import { Uid } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** Shipping-label delivery providers and their methods (spec 4.8). */

export const ProviderParams = withUids(TenantParams, 'deliveryProviderUid');

export const DeliveryMethodResponse = withMeta(
  z.object({
    deliveryMethodUid: Uid,
    deliveryProviderUid: Uid,
    name: z.string(),
    description: z.string(),
    maxParcelWeightGrams: z.int(),
    carrierProductCode: described(z.string(), "The carrier's code of the method; '' for the local provider"),
  }),
  { id: 'ShipLabelDeliveryMethod' },
);

export const DeliveryProviderResponse = withMeta(
  z.object({
    deliveryProviderUid: Uid,
    name: z.string(),
    description: z.string(),
    carrier: described(z.boolean(), "Books with a carrier using the tenant's credentials (Secrets Manager)"),
    labelFormats: z.array(z.enum(['PDF', 'ZPL'])),
    methods: z.array(DeliveryMethodResponse),
  }),
  { id: 'ShipLabelDeliveryProvider' },
);

export const DeliveryProviderList = withMeta(z.object({ items: z.array(DeliveryProviderResponse) }), {
  id: 'ShipLabelDeliveryProviderList',
});
export const DeliveryMethodList = withMeta(z.object({ items: z.array(DeliveryMethodResponse) }), {
  id: 'ShipLabelDeliveryMethodList',
});
