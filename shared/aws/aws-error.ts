/**
 * An error an AWS service answered, shaped as the AWS SDK shapes it: `name` is the error code
 * (`ConditionalCheckFailedException`), `$fault` tells whose fault it is, `$metadata` carries the
 * HTTP status, and the members of the answer (`CancellationReasons`, `Item`) are on the error. So
 * code that inspected the SDK's errors (shared/unavailable.ts, shared/db/race.ts) reads these alike.
 */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode: number; requestId?: string; attempts?: number };
  [member: string]: unknown;

  constructor(
    name: string,
    message: string,
    status: number,
    requestId: string | undefined,
    members: Record<string, unknown>,
  ) {
    super(message);
    Object.assign(this, members);
    this.name = name;
    this.$fault = status >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: status, ...(requestId ? { requestId } : {}) };
  }
}

/**
 * True when `error` is an AWS service error with this code: ours, or the AWS SDK's (which the
 * operators' tools still use, infra/tools/sdk-document-client.ts); both carry `$metadata`.
 */
export const isAwsError = (error: unknown, name: string): error is AwsServiceError =>
  error instanceof Error && error.name === name && '$metadata' in error;

/**
 * The error code of a JSON-protocol answer, as the SDK reads it: the `x-amzn-errortype` header,
 * else `code` or `__type` of the body; without the namespace (`...#Code`) and the suffix (`Code:`).
 */
const errorCode = (header: string | undefined, body: Record<string, unknown>): string => {
  const raw = header ?? body.code ?? body.__type ?? 'UnknownError';
  const code = String(raw).split(':')[0] ?? '';
  return code.slice(code.indexOf('#') + 1) || 'UnknownError';
};

/** The AwsServiceError of a non-2xx answer of a JSON-protocol service. */
export const errorOfAnswer = (
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
): AwsServiceError => {
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // An answer that is not JSON (a proxy's HTML page): its status still says what happened.
  }
  const { __type, code, message, Message, ...members } = body;
  const name = errorCode(headers['x-amzn-errortype'] as string | undefined, { __type, code });
  const description = String(message ?? Message ?? `${name} (HTTP ${status})`);
  return new AwsServiceError(
    name,
    description,
    status,
    headers['x-amzn-requestid'] as string | undefined,
    members,
  );
};

/** The transport error of a deadline that passed; its name is the SDK's, which callers retry on. */
export const timeoutError = (message: string): Error =>
  Object.assign(new Error(message), { name: 'TimeoutError', code: 'ETIMEDOUT' });

/** One reason of a cancelled DynamoDB transaction, in the order of its items. */
export type CancellationReason = { Code?: string; Message?: string; Item?: Record<string, unknown> };

/** The reasons of a TransactionCanceledException; undefined for any other error. */
export const cancellationReasons = (error: unknown): CancellationReason[] | undefined =>
  isAwsError(error, 'TransactionCanceledException')
    ? ((error.CancellationReasons as CancellationReason[] | undefined) ?? [])
    : undefined;
