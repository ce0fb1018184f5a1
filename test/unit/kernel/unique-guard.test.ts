import { describe, expect, it } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { claimUniqueOp, releaseUniqueOp } = await import('#shared/db/unique-guard.ts');
const { ConflictError } = await import('#shared/errors.ts');

const BADGE = {
  kind: 'BADGE',
  holder: 'memberUid',
  holderKind: 'member',
  field: 'body.badge',
  taken: (badge: string) => `badge '${badge}' is taken`,
};
const value = { segment: 'S1#AB12', shown: 'ab12' };

describe('a unique-value guard', () => {
  it('claims with a Put of the guard item that fails when any record holds the value', () => {
    const op = claimUniqueOp(BADGE, 'T1', value, 'm-1');
    expect(op.item).toStrictEqual({
      Put: {
        TableName: 'unit-table',
        Item: {
          pk: 'T#T1#BADGE#S1#AB12',
          sk: 'BADGE',
          recordType: 'BADGE',
          tenantUid: 'T1',
          memberUid: 'm-1',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  });

  it('a taken value is a 409 naming the field, with the value as the caller gave it', () => {
    const error = claimUniqueOp(BADGE, 'T1', value, 'm-1').onConditionFailed?.();
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      message: "badge 'ab12' is taken",
      errors: [{ path: 'body.badge', message: "badge 'ab12' is taken" }],
    });
  });

  it('releases only while the guard names the holder, else a 409 of a concurrent change', () => {
    const op = releaseUniqueOp(BADGE, 'T1', value, 'm-1');
    expect(op.item).toStrictEqual({
      Delete: {
        TableName: 'unit-table',
        Key: { pk: 'T#T1#BADGE#S1#AB12', sk: 'BADGE' },
        ConditionExpression: '#holder = :holder',
        ExpressionAttributeNames: { '#holder': 'memberUid' },
        ExpressionAttributeValues: { ':holder': 'm-1' },
      },
    });
    expect(op.onConditionFailed?.()).toStrictEqual(ConflictError.concurrent('member', 'm-1'));
  });
});
