/**
 * What a personal value becomes when its customer is erased (GDPR article 17). Shared by every
 * area that holds a copy of a customer's data, so the customer, its orders, receipts and
 * notifications all read the same after an erase. Pure values, no I/O.
 */

/** The text a name-like value becomes (a display name, a recipient, a message). */
export const ERASED_TEXT = 'Erased';

/**
 * Members of a spec 2.5 address that identify or reach a person. `countryCode` stays: it decides
 * VAT and is not personal on its own. `displayName` becomes ERASED_TEXT so that documents still
 * show that someone was there; the others become ''.
 */
export const PERSONAL_ADDRESS_FIELDS = [
  'address',
  'city',
  'companyName',
  'email',
  'firstname',
  'lastname',
  'mobile',
  'postalCode',
  'displayName',
  'vatNumber',
] as const;

/** The address with every personal member erased; members it lacks stay absent. */
export const erasedAddress = <A extends Partial<Record<(typeof PERSONAL_ADDRESS_FIELDS)[number], string>>>(
  address: A,
): A => {
  const out: Record<string, unknown> = { ...address };
  for (const field of PERSONAL_ADDRESS_FIELDS) {
    if (out[field] === undefined) continue;
    out[field] = field === 'displayName' ? ERASED_TEXT : '';
  }
  return out as A;
};

/** Whether an address already is erased (an erase that finds it so writes nothing). */
export const isErasedAddress = (address: Partial<Record<string, unknown>>): boolean =>
  JSON.stringify(erasedAddress(address as Record<string, string>)) === JSON.stringify(address);
