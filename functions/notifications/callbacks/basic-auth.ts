import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when an Authorization header carries exactly the configured `user:password` as HTTP Basic
 * credentials. Compared as fixed-length digests in constant time.
 */
export const basicCredentialsMatch = (header: string | undefined, expected: string): boolean => {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(expected));
};
