import { randomUUID } from 'node:crypto';
import { ValidationError } from '#shared/errors.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import type { CustomerRecord } from './customer.schema.ts';
import type { CreateCustomerInput, UpdateCustomerInput } from './customer-input.schema.ts';
import { personName } from './text-match.ts';

/**
 * Pure rules of the customer record: merging a partial input, deriving displayName, and what a
 * customer must have. No I/O.
 */

/** A new uid for a customer, address or consent when the caller gives none. */
export const newUid = (): string => randomUUID();

/**
 * displayName: a COMPANY is known by its company name, a PERSON by "firstname lastname"; each
 * falls back to the other, then to e-mail, mobile and finally the uid, so it is never empty.
 */
export const customerDisplayName = (c: Omit<CustomerRecord, 'displayName'>): string => {
  const person = personName(c.firstname, c.lastname);
  const company = c.companyName?.trim() ?? '';
  const preferred = c.customerType === 'COMPANY' ? [company, person] : [person, company];
  return [...preferred, c.email, c.mobile, c.customerUid].find((v) => v && v.length > 0) ?? c.customerUid;
};

const emptyToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

/**
 * Applies `input` (create or partial update) onto `base`. Omitted fields keep their value; ''
 * clears a string, and a metadata key with '' is removed. Throws a 400 naming the field when the result breaks a rule.
 */
export const mergeCustomer = (
  base: CustomerRecord | undefined,
  input: CreateCustomerInput | UpdateCustomerInput,
  ctx: { tenantUid: string; customerUid: string; now: string },
): CustomerRecord => {
  const { customerUid: _ignored, addresses, consents, metadata, ...fields } = input as CreateCustomerInput;
  const merged: Record<string, unknown> = { ...base, metadata: mergeMetadata(base?.metadata, metadata) };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    merged[key] = typeof value === 'string' ? emptyToUndefined(value) : value;
  }
  if (addresses) {
    merged.addresses = addresses.map((a) => ({
      ...a,
      customerAddressUid: a.customerAddressUid ?? newUid(),
      displayName: a.companyName || personName(a.firstname, a.lastname),
    }));
  }
  if (consents) {
    merged.consents = consents.map((c) => ({
      ...c,
      consentUid: c.consentUid ?? newUid(),
      createdAt: c.createdAt ?? ctx.now,
    }));
  }
  const record = {
    ...merged,
    tenantUid: ctx.tenantUid,
    customerUid: ctx.customerUid,
    customerType: (merged.customerType as CustomerRecord['customerType'] | undefined) ?? 'PERSON',
    createdAt: base?.createdAt ?? ctx.now,
    lastModifiedAt: ctx.now,
    version: (base?.version ?? 0) + 1,
    contactCount: base?.contactCount ?? 0,
  } as Omit<CustomerRecord, 'displayName'>;
  assertCustomerRules(record, ctx.customerUid);
  return { ...record, displayName: customerDisplayName(record) };
};

/** A customer is named: a COMPANY by its companyName, a PERSON by firstname or lastname. */
export const assertCustomerRules = (c: Omit<CustomerRecord, 'displayName'>, customerUid: string): void => {
  if (c.customerType === 'COMPANY' && !c.companyName) {
    throw ValidationError.field('body.companyName', 'is required for a COMPANY customer');
  }
  if (c.customerType === 'PERSON' && !c.firstname && !c.lastname) {
    throw ValidationError.field('body.firstname', 'firstname or lastname is required for a PERSON customer');
  }
  if (c.customerParentUid === customerUid) {
    throw ValidationError.field('body.customerParentUid', 'a customer cannot be its own parent');
  }
};
