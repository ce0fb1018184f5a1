import { NotFoundError } from '#shared/errors.ts';

/**
 * `record` when it is one of the store the path names, else the 404 a missing one gets: a record
 * of another store of the tenant is never revealed, not even as a 403.
 */
export const ofStore = <R extends { storeUid: string }>(
  record: R | undefined,
  storeUid: string,
  kind: 'order' | 'receipt',
  uid: string,
): R => {
  if (!record || record.storeUid !== storeUid) throw NotFoundError.record(kind, uid);
  return record;
};
