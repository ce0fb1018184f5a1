/**
 * Where a tenant's carrier credentials live: Secrets Manager secrets named
 * `rcs/carriers/<tenant>/<provider>`. The adapter reads them by this name (carrier-credentials.ts)
 * and the registry grants the shipping function GetSecretValue on this prefix alone, so the two
 * cannot drift apart. No imports: the registry loads it.
 */
export const CARRIER_SECRET_PREFIX = 'rcs/carriers/';
