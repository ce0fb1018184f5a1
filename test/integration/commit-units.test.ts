import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, PutCommand } from '#shared/db/document-commands.ts';
import { commitUnits, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { uniqueTenant } from '#test/support/api.ts';

/** A conditional put of a new item, failing with a ConflictError naming it. */
const create = (pk: string): TransactOp => ({
  item: {
    Put: { TableName: tableName(), Item: { pk, sk: 'X' }, ConditionExpression: 'attribute_not_exists(pk)' },
  },
  onConditionFailed: () => new ConflictError(`${pk} exists`),
});
const exists = async (pk: string) =>
  (await documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk, sk: 'X' } }))).Item !==
  undefined;

describe('commitUnits: independent units packed into few transactions', () => {
  it('writes every unit whose conditions hold, answers the others alone, and never half a unit', async () => {
    const t = uniqueTenant('units');
    const key = (n: string) => `T#${t}#U#${n}`;
    const units: TransactOp[][] = Array.from({ length: 60 }, (_, i) => [
      create(key(`a${i}`)),
      create(key(`b${i}`)),
    ]);
    // Unit 7 claims an item unit 3 claims too: they go to different transactions, run at the same
    // time, and whichever comes second fails. Unit 11 claims an item that exists already.
    units[7] = [create(key('a7')), create(key('a3'))];
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: { pk: key('b11'), sk: 'X' } }));
    const results = await commitUnits(units);
    const failed = results.flatMap((r, i) => (r === undefined ? [] : [i]));
    const loser = failed.find((i) => i === 3 || i === 7)!;
    expect(failed).toEqual([loser, 11].sort((a, b) => a - b));
    expect(String((results[11] as Error).message)).toBe(`${key('b11')} exists`);
    expect(await exists(key(loser === 3 ? 'b3' : 'a7'))).toBe(false);
    expect(await exists(key('a11'))).toBe(false);
    expect(await exists(key(loser === 3 ? 'a7' : 'b3'))).toBe(true);
    expect(await exists(key('a3'))).toBe(true);
    for (const i of [0, 12, 59]) {
      expect(await exists(key(`a${i}`))).toBe(true);
      expect(await exists(key(`b${i}`))).toBe(true);
    }
  });

  it('adds one joint item per call for the units it writes, never for a unit that failed', async () => {
    const t = uniqueTenant('units');
    const key = (n: string) => `T#${t}#U#${n}`;
    const units: TransactOp[][] = Array.from({ length: 120 }, (_, i) => [create(key(`a${i}`))]);
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: { pk: key('a5'), sk: 'X' } }));
    const calls: number[][] = [];
    const joint = {
      bytes: () => 10,
      ops: (members: readonly number[]) => {
        calls.push([...members]);
        return [create(key(`joint-${members.join('-')}`))];
      },
    };
    const results = await commitUnits(units, { joint });
    expect(results.flatMap((r, i) => (r === undefined ? [] : [i]))).toEqual([5]);
    // 99 units and the joint item fill a transaction; unit 5 failed, its call was written again without it.
    const written = calls.filter((members) => !members.includes(5));
    expect(written.flat().sort((a, b) => a - b)).toEqual(units.map((_, i) => i).filter((i) => i !== 5));
    expect(Math.max(...calls.map((m) => m.length))).toBe(99);
    for (const members of written) expect(await exists(key(`joint-${members.join('-')}`))).toBe(true);
    for (const members of calls.filter((m) => m.includes(5)))
      expect(await exists(key(`joint-${members.join('-')}`))).toBe(false);
  });
});
