import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';
import {
  DeliveryMethodList,
  DeliveryProviderList,
  DeliveryProviderResponse,
  ProviderParams,
} from './shipping-provider.schema.ts';

/** Reads: any token of the tenant (a till prints labels). Creating a shipment: the order permissions. */
export const SHIPPING_READ: RouteAuth = { access: 'STORE' };

const tags = ['Shipping labels'] as const;
const base = '/tenants/{tenantUid}/shiplabel-delivery-providers';

/** Shipping-label delivery providers (spec 4.8). */
export const shippingProviderRoutes = defineRoutes({
  listShipLabelDeliveryProviders: {
    method: 'GET',
    path: base,
    summary: 'Shipping-label delivery providers',
    description:
      "`local` makes labels itself (SSCC-18, GS1-128, PDF and ZPL); carriers (`bring`) book with the tenant's own credentials.",
    tags,
    auth: SHIPPING_READ,
    request: { params: TenantParams },
    success: { status: 200, description: 'The providers', schema: DeliveryProviderList },
  },
  getShipLabelDeliveryProvider: {
    method: 'GET',
    path: `${base}/{deliveryProviderUid}`,
    summary: 'One shipping-label delivery provider',
    tags,
    auth: SHIPPING_READ,
    request: { params: ProviderParams },
    success: { status: 200, description: 'The provider', schema: DeliveryProviderResponse },
    responses: { 404: { description: 'No such provider' } },
  },
  listShipLabelDeliveryMethods: {
    method: 'GET',
    path: `${base}/{deliveryProviderUid}/methods`,
    summary: 'Delivery methods of a provider',
    tags,
    auth: SHIPPING_READ,
    request: { params: ProviderParams },
    success: { status: 200, description: 'The methods', schema: DeliveryMethodList },
    responses: { 404: { description: 'No such provider' } },
  },
});
