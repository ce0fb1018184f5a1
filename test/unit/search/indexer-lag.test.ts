import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { lagOf } from '#functions/search/workers/indexer/handler.ts';

const record = (created?: number) =>
  ({ dynamodb: created === undefined ? {} : { ApproximateCreationDateTime: created } }) as DynamoDBRecord;

describe('the indexer lag metric', () => {
  it("is the age of the batch's oldest change when its rows are written", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const seconds = now / 1000;
    expect(lagOf([record(seconds - 2), record(seconds - 7), record()], now)).toBe(7000);
  });

  it('is never negative (a record stamped after the clock) and absent without times', () => {
    expect(lagOf([record(Date.now() / 1000 + 5)])).toBe(0);
    expect(lagOf([record()])).toBeUndefined();
  });
});
