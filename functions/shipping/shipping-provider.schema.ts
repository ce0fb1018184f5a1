import * as z from 'zod';
import { Uid } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';

/** Shipping-label delivery providers and their methods (spec 4.8). */

export const ProviderParams = withUids(TenantParams, 'deliveryProviderUid');

export const DeliveryMethodResponse = z
  .object({
    deliveryMethodUid: Uid,
    deliveryProviderUid: Uid,
    name: z.string(),
    description: z.string(),
    maxParcelWeightGrams: z.int(),
    carrierProductCode: z.string().describe("The carrier's code of the method; '' for the local provider"),
  })
  .meta({ id: 'ShipLabelDeliveryMethod' });

export const DeliveryProviderResponse = z
  .object({
    deliveryProviderUid: Uid,
    name: z.string(),
    description: z.string(),
    carrier: z.boolean().describe("Books with a carrier using the tenant's credentials (Secrets Manager)"),
    labelFormats: z.array(z.enum(['PDF', 'ZPL'])),
    methods: z.array(DeliveryMethodResponse),
  })
  .meta({ id: 'ShipLabelDeliveryProvider' });

export const DeliveryProviderList = z
  .object({ items: z.array(DeliveryProviderResponse) })
  .meta({ id: 'ShipLabelDeliveryProviderList' });
export const DeliveryMethodList = z
  .object({ items: z.array(DeliveryMethodResponse) })
  .meta({ id: 'ShipLabelDeliveryMethodList' });
