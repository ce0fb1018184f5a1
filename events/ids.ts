import { createHash } from 'node:crypto';

/**
 * Spec 6.2 carries integer `id`s beside string `uid`s (tenant, store, order, product, ...). We
 * derive the integer from the uid: the first 48 bits of its SHA-256, a safe JavaScript integer
 * that is stable across events and deployments. Documented in docs/decisions.md.
 */
export const numericId = (uid: string): number =>
  Number.parseInt(createHash('sha256').update(uid).digest('hex').slice(0, 12), 16);
