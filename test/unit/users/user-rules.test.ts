import { describe, expect, it } from 'vitest';
import type { UserRecord } from '#functions/users/user.schema.ts';
import { matchesUserSearch } from '#functions/users/user-rules.ts';

const user: UserRecord = {
  tenantUid: 't',
  tenantUserUid: 'u',
  displayName: 'Åse Nordmann',
  userCode: 'AN-7',
  email: 'ase@shop.no',
  mobile: '',
  stores: ['oslo'],
  role: 'STORE',
  createdAt: '',
  lastModifiedAt: '',
  version: 1,
};

describe('matchesUserSearch', () => {
  it('needs every word somewhere in name, code or e-mail, case and accents folded', () => {
    expect(matchesUserSearch(user, {})).toBe(true);
    expect(matchesUserSearch(user, { query: 'ASE nord' })).toBe(true);
    expect(matchesUserSearch(user, { query: 'an-7 shop.no' })).toBe(true);
    expect(matchesUserSearch(user, { query: 'ase bergen' })).toBe(false);
  });

  it('filters by store and role', () => {
    expect(matchesUserSearch(user, { storeUid: 'oslo', role: 'STORE' })).toBe(true);
    expect(matchesUserSearch(user, { storeUid: 'bergen' })).toBe(false);
    expect(matchesUserSearch(user, { role: 'ADMIN' })).toBe(false);
  });
});
