import type { CustomerRecord } from '#functions/customers/customer.schema.ts';

/**
 * Pure rules of the GDPR export and erase. No I/O.
 */

/**
 * The e-mail addresses and phone numbers of a customer (its own e-mail and mobile, its addresses' e-mail and phone), as given,
 * without empties or repeats: the recipients a notification sent to the customer without its uid
 * was sent to. Read before the erase empties them; an erased customer has none.
 */
export const personalRecipientsOf = (customer: CustomerRecord): string[] => {
  const values = [
    customer.email,
    customer.mobile,
    ...(customer.addresses ?? []).flatMap((a) => [a.email, a.phone]),
  ];
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
};
