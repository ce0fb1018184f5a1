/** True when `error` (or one of its causes, as ElectroDB wraps them) is a failed DynamoDB condition. */
export const isConditionFailure = (error: unknown): boolean => {
  for (let e = error as { name?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name === 'ConditionalCheckFailedException') return true;
    e = e.cause as typeof e;
  }
  return false;
};
