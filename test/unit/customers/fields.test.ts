import { describe, expect, it } from 'vitest';
import { customerDisplayName, mergeCustomer } from '#functions/customers/customer-rules.ts';
import { Email, Mobile, toE164 } from '#functions/customers/fields.ts';
import { personName, searchTextOf } from '#functions/customers/text-match.ts';

describe('phone numbers', () => {
  it.each([
    ['912 34 567', '+4791234567'],
    ['+47 912 34 567', '+4791234567'],
    ['0047 91234567', '+4791234567'],
    ['+46 70 123 45 67', '+46701234567'],
  ])('normalizes %s to %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(Mobile.parse(input)).toBe(e164);
  });

  it.each(['12', 'abc', '+47 12', '070-123 45 67'])('rejects %s', (input) => {
    expect(toE164(input)).toBeUndefined();
    expect(Mobile.safeParse(input).success).toBe(false);
  });

  it('keeps "" as "no number"', () => expect(Mobile.parse('')).toBe(''));
});

describe('e-mail', () => {
  it('accepts addresses and "", rejects others', () => {
    expect(Email.parse(' kari@example.com ')).toBe('kari@example.com');
    expect(Email.parse('')).toBe('');
    expect(Email.safeParse('kari@').success).toBe(false);
    expect(Email.safeParse(`${'a'.repeat(250)}@x.no`).success).toBe(false);
  });
});

describe('search text (matched by the read model, spec 4.1 rule)', () => {
  it('is the lower-case words of the given values, single-spaced, skipping absent ones', () => {
    expect(searchTextOf('Kari', undefined, ' Bakken  Berg ', 'Kari@Fjord.no', '+4791234567')).toBe(
      'kari bakken berg kari@fjord.no +4791234567',
    );
    expect(searchTextOf(undefined, '')).toBe('');
  });
});

describe('customer rules', () => {
  const ctx = { tenantUid: 't', customerUid: 'c1', now: '2026-01-01T00:00:00.000Z' };
  it('derives displayName by type with fallbacks', () => {
    const base = { tenantUid: 't', customerUid: 'c1', createdAt: '', lastModifiedAt: '', version: 1 };
    expect(customerDisplayName({ ...base, customerType: 'PERSON', firstname: 'A', companyName: 'Co' })).toBe(
      'A',
    );
    expect(customerDisplayName({ ...base, customerType: 'COMPANY', firstname: 'A', companyName: 'Co' })).toBe(
      'Co',
    );
    expect(customerDisplayName({ ...base, customerType: 'PERSON', email: 'a@b.no' })).toBe('a@b.no');
    expect(customerDisplayName({ ...base, customerType: 'PERSON' })).toBe('c1');
    expect(personName(' Kari ', '')).toBe('Kari');
  });
  it('merges partially, clears with "" and moves the version', () => {
    const created = mergeCustomer(undefined, { firstname: 'Kari', city: 'Oslo' }, ctx);
    expect(created).toMatchObject({ version: 1, displayName: 'Kari', city: 'Oslo', customerType: 'PERSON' });
    const next = mergeCustomer(
      created,
      { lastname: 'N', city: '' },
      { ...ctx, now: '2026-01-02T00:00:00.000Z' },
    );
    expect(next).toMatchObject({ version: 2, displayName: 'Kari N', createdAt: ctx.now });
    expect(next.city).toBeUndefined();
  });
  it('requires a name for a PERSON and a companyName for a COMPANY', () => {
    expect(() => mergeCustomer(undefined, {}, ctx)).toThrow(/firstname or lastname/);
    expect(() => mergeCustomer(undefined, { customerType: 'COMPANY', firstname: 'A' }, ctx)).toThrow(
      /companyName/,
    );
  });
});
