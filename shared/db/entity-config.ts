import { documentClient, tableName } from '#shared/db/client.ts';

/** The service name every ElectroDB entity uses (one table, one service). */
export const SERVICE = 'rcs';

/** ElectroDB configuration shared by every entity: the one table and the one document client. */
export const entityConfig = () => ({ table: tableName(), client: documentClient });

/** ISO timestamp of now; one place so that tests can reason about it. */
export const nowIso = (): string => new Date().toISOString();
