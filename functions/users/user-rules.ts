import type { UserRecord, UserSearchInput } from './user.schema.ts';

/** Pure rules of tenant users: the search match. No I/O. */

/** Lower-cased, accents removed: 'Ødegård' and 'odegard' meet halfway ('ødegard'). */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether `user` answers the search: every word of `query` occurs in the display name, the user
 * code or the e-mail (any of them per word); `storeUid` names one of the user's stores; `role` is
 * the user's role.
 */
export const matchesUserSearch = (
  user: UserRecord,
  search: Pick<UserSearchInput, 'query' | 'storeUid' | 'role'>,
) => {
  if (search.storeUid && !user.stores.includes(search.storeUid)) return false;
  if (search.role && user.role !== search.role) return false;
  const words = fold(search.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${user.displayName}\n${user.userCode}\n${user.email}`);
  return words.every((w) => haystack.includes(w));
};
