import { AsyncLocalStorage } from 'node:async_hooks';

/** DynamoDB usage of one request: round trips and consumed capacity units. */
export type DbUsage = { roundTrips: number; readUnits: number; writeUnits: number };

const storage = new AsyncLocalStorage<DbUsage>();

/** Runs `fn` with a fresh usage counter and returns both its result and the usage. */
export const withDbUsage = async <T>(fn: () => Promise<T>): Promise<{ result: T; usage: DbUsage }> => {
  const usage: DbUsage = { roundTrips: 0, readUnits: 0, writeUnits: 0 };
  const result = await storage.run(usage, fn);
  return { result, usage };
};

type Capacity = { ReadCapacityUnits?: number; WriteCapacityUnits?: number; CapacityUnits?: number };

/** Adds one round trip and its consumed capacity to the current request's counter, if any. */
export const recordDbCall = (command: string, consumed: Capacity | Capacity[] | undefined): void => {
  const usage = storage.getStore();
  if (!usage) return;
  usage.roundTrips += 1;
  for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    const isWrite = /Put|Update|Delete|Write/.test(command);
    const units = c.CapacityUnits ?? 0;
    usage.readUnits += c.ReadCapacityUnits ?? (isWrite ? 0 : units);
    usage.writeUnits += c.WriteCapacityUnits ?? (isWrite ? units : 0);
  }
};
