import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { countQuery, QUERY_PAGE_ITEMS, queryAll } = await import('#shared/db/query.ts');

afterEach(() => vi.restoreAllMocks());

type Input = { Limit?: number; ExclusiveStartKey?: { sk: string }; Select?: string };
const inputOf = (call: unknown[]) => (call[0] as { input: Input }).input;

// Three pages: the second and third start where the one before ended.
const pages = (send: ReturnType<typeof vi.spyOn>) =>
  send.mockImplementation((async (command: { input: Input }) => {
    const at = Number(command.input.ExclusiveStartKey?.sk ?? 0);
    return {
      Count: 2,
      Items: [
        { pk: 'p', sk: String(at + 1) },
        { pk: 'p', sk: String(at + 2) },
      ],
      ...(at < 4 ? { LastEvaluatedKey: { pk: 'p', sk: String(at + 2) } } : {}),
    };
  }) as never);

const input = { KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'p' } };

describe('paged queries', () => {
  it('count every page, each page bounded by its Limit', async () => {
    const send = pages(vi.spyOn(documentClient, 'send'));
    expect(await countQuery(input)).toBe(6);
    expect(send).toHaveBeenCalledTimes(3);
    for (const call of send.mock.calls) {
      expect(inputOf(call).Select).toBe('COUNT');
      expect(inputOf(call).Limit).toBe(QUERY_PAGE_ITEMS);
    }
    expect(inputOf(send.mock.calls[2]!).ExclusiveStartKey).toEqual({ pk: 'p', sk: '4' });
  });

  it('read every page with the same Limit, or the smaller max', async () => {
    const send = pages(vi.spyOn(documentClient, 'send'));
    expect((await queryAll(input)).map((i) => i.sk)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(send.mock.calls.map((c: unknown[]) => inputOf(c).Limit)).toEqual([
      QUERY_PAGE_ITEMS,
      QUERY_PAGE_ITEMS,
      QUERY_PAGE_ITEMS,
    ]);
    send.mockClear();
    expect(await queryAll(input, 3)).toHaveLength(3);
    expect(inputOf(send.mock.calls[0]!).Limit).toBe(3);
  });
});
