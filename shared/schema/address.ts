import * as z from 'zod/mini';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { text } from './common.ts';

/** Address of an order, a receipt or a store (spec 2.5); every member optional on input, '' when absent. */
export const OrderAddressInput = z.partial(
  z.object({
    address: text(500),
    city: text(200),
    companyName: text(200),
    countryCode: text(2),
    email: text(320),
    firstname: text(200),
    lastname: text(200),
    mobile: text(50),
    postalCode: text(20),
    displayName: text(400),
    vatNumber: text(50),
  }),
);

export const OrderAddressResponse = withMeta(
  z.object({
    address: z.string(),
    city: z.string(),
    companyName: z.string(),
    countryCode: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    mobile: z.string(),
    postalCode: z.string(),
    displayName: z.string(),
    vatNumber: z.optional(z.string()),
  }),
  { id: 'OrderAddressResponse' },
);

/** The members every stored address has ('' when absent); vatNumber only when given. */
const ADDRESS_FIELDS = [
  'address',
  'city',
  'companyName',
  'countryCode',
  'email',
  'firstname',
  'lastname',
  'mobile',
  'postalCode',
  'displayName',
] as const;

export type Address = z.infer<typeof OrderAddressResponse>;

/** A full address from a partial one: absent members are '', vatNumber only when given. */
export const completeAddress = (input: z.infer<typeof OrderAddressInput>): Address => {
  const out = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f] ?? ''])) as Address;
  if (input.vatNumber !== undefined) out.vatNumber = input.vatNumber;
  return out;
};
