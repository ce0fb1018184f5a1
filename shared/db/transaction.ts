import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons } from '#shared/aws/aws-error.ts';
import { documentClient } from '#shared/db/client.ts';
import { TransactWriteCommand } from '#shared/db/document-commands.ts';
import { type AppError, ConflictError } from '#shared/errors.ts';

/** One item of a TransactWriteItems call (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction member and the error to raise when its condition fails. */
export type TransactOp = { item: TransactItem; onConditionFailed?: () => AppError };

/** DynamoDB's limit on one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Writes `ops` in one TransactWriteItems: all or nothing. A change that would need more than
 * MAX_TRANSACTION_ITEMS is refused before anything is sent (409). A failed condition raises the
 * error its op names (409 by default); a conflict with a concurrent transaction is a 409 to retry.
 * A change and its events commit together: see withEvents in events/outbox.ts.
 */
export const commit = async (ops: readonly TransactOp[]): Promise<void> => {
  if (ops.length > MAX_TRANSACTION_ITEMS) {
    throw new ConflictError(
      `the change touches ${ops.length} items; at most ${MAX_TRANSACTION_ITEMS} fit in one transaction`,
    );
  }
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: ops.map((op) => op.item) }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= 0) {
      throw (
        ops[failed]?.onConditionFailed?.() ??
        new ConflictError('the record was changed concurrently; retry', { cause: error })
      );
    }
    if (reasons.some((r) => r.Code === 'TransactionConflict')) {
      throw new ConflictError('a concurrent change touched the same records; retry', { cause: error });
    }
    throw error;
  }
};

/** Key of the item a transaction member writes or checks (`pk|sk`). */
const itemKey = (item: TransactItem): string => {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  return `${String(key?.pk)}|${String(key?.sk)}`;
};

/** Bytes of items per packed transaction: well inside DynamoDB's 4 MB, whatever the item sizes. */
const PACKED_BYTES = 1_000_000;

/**
 * What every call of commitUnits adds for the units it writes: at most one item (the units'
 * events in one outbox item, events/outbox.ts jointEvents), `bytes(unit)` of it per unit.
 */
export type JointOps = {
  ops: (members: readonly number[]) => TransactOp[];
  bytes: (unit: number) => number;
};

/** Bytes of one item DynamoDB accepts (400 KB), with room for the item's own attributes. */
const JOINT_BYTES = 350_000;

/** Independent units packed into transactions: no item twice, within the item and byte limits. */
const pack = (units: readonly (readonly TransactOp[])[], joint?: JointOps): number[][] => {
  const reserved = joint ? 1 : 0;
  const groups: Array<{ members: number[]; items: number; bytes: number; joint: number; keys: Set<string> }> =
    [];
  units.forEach((unit, index) => {
    const keys = unit.map((op) => itemKey(op.item));
    const jointBytes = joint?.bytes(index) ?? 0;
    const bytes = JSON.stringify(unit.map((op) => op.item)).length + jointBytes;
    const group = groups.find(
      (g) =>
        g.items + unit.length + reserved <= MAX_TRANSACTION_ITEMS &&
        g.bytes + bytes <= PACKED_BYTES &&
        g.joint + jointBytes <= JOINT_BYTES &&
        !keys.some((k) => g.keys.has(k)),
    );
    if (group) {
      group.members.push(index);
      group.items += unit.length;
      group.bytes += bytes;
      group.joint += jointBytes;
      for (const k of keys) group.keys.add(k);
    } else
      groups.push({ members: [index], items: unit.length, bytes, joint: jointBytes, keys: new Set(keys) });
  });
  return groups.map((g) => g.members);
};

/**
 * Writes independent units, each all or nothing, in as few TransactWriteItems as they fit (at
 * most MAX_TRANSACTION_ITEMS items and no item twice per call): a bulk write costs a few round
 * trips instead of one per unit. A unit whose condition fails gets its op's error and the other
 * units of its call are written again without it, so one unit never fails another. A call that
 * fails otherwise (a conflict with a concurrent transaction) is retried unit by unit. `joint` adds
 * to each call one item for its units (their events). Returns one result per unit, in order:
 * undefined when written, else the error (as `commit` raises it).
 */
export const commitUnits = async (
  units: readonly (readonly TransactOp[])[],
  options: { concurrency?: number; joint?: JointOps } = {},
): Promise<unknown[]> => {
  const { concurrency = 4, joint } = options;
  const results: unknown[] = units.map(() => undefined);
  const alone = async (index: number) => {
    try {
      await commit([...units[index]!, ...(joint?.ops([index]) ?? [])]);
    } catch (error) {
      results[index] = error;
    }
  };
  const write = async (members: number[]): Promise<void> => {
    if (members.length === 0) return;
    if (members.length === 1) return alone(members[0]!);
    const ops: Array<{ op: TransactOp; unit?: number }> = [
      ...members.flatMap((m) => units[m]!.map((op) => ({ op, unit: m }))),
      ...(joint?.ops(members) ?? []).map((op) => ({ op })),
    ];
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: ops.map((o) => o.op.item) }));
    } catch (error) {
      const reasons = cancellationReasons(error) ?? [];
      const failed = new Set<number>();
      reasons.forEach((r, i) => {
        const o = ops[i];
        if (r.Code !== 'ConditionalCheckFailed' || o?.unit === undefined || failed.has(o.unit)) return;
        failed.add(o.unit);
        results[o.unit] =
          o.op.onConditionFailed?.() ?? new ConflictError('the record was changed concurrently; retry');
      });
      if (failed.size === 0) {
        for (const m of members) await alone(m);
        return;
      }
      await write(members.filter((m) => !failed.has(m)));
    }
  };
  const groups = pack(units, joint);
  let next = 0;
  const worker = async () => {
    while (next < groups.length) await write(groups[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
  return results;
};
