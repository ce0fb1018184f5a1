/**
 * The one error hierarchy. Domain code throws these; `toProblem` in shared/http maps them to
 * RFC 9457 problem details in one place. Anything that is not an AppError becomes a 500 with no
 * internals.
 */

/** One invalid field: `path` is a dotted location such as `body.customers.0.customerUid`. */
export type FieldIssue = { path: string; message: string };

export type AppErrorOptions = {
  cause?: unknown;
  errors?: FieldIssue[];
  headers?: Record<string, string>;
};

/**
 * The problem `type` of a slug: a URI reference relative to the API's own host, so that it
 * resolves on every deployment to the docs function, which redirects it to the section of the
 * reference page that explains it (`GET /v2/docs/problems/{slug}`; docs/decisions.md).
 */
export const problemType = (slug: string): string => `/v2/docs/problems/${slug}`;

/** Base of every error the API turns into a 4xx/5xx problem response. */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly errors: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  override name = 'AppError';

  constructor(status: number, title: string, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.title = title;
    this.type = problemType(title.toLowerCase().replaceAll(' ', '-'));
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

/** The base of an error class that answers one status with one title. */
const statusError = (status: number, title: string) =>
  class extends AppError {
    constructor(detail: string, options: AppErrorOptions = {}) {
      super(status, title, detail, options);
    }
  };

export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(detail: string, errors: FieldIssue[] = [], options: AppErrorOptions = {}) {
    super(400, 'Invalid request', detail, { ...options, errors });
  }
  /** A 400 naming one field. */
  static field(path: string, message: string): ValidationError {
    return new ValidationError(`${path}: ${message}`, [{ path, message }]);
  }
}

export class UnauthorizedError extends AppError {
  override name = 'UnauthorizedError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(401, 'Unauthorized', detail, {
      ...options,
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"', ...options.headers },
    });
  }
}

export class ForbiddenError extends statusError(403, 'Forbidden') {
  override name = 'ForbiddenError';
}

export class NotFoundError extends statusError(404, 'Not found') {
  override name = 'NotFoundError';
  /** A 404 for a record; the same answer whether it does not exist or belongs to another tenant. */
  static record(kind: string, uid: string, path?: string): NotFoundError {
    const detail = `${kind} '${uid}' was not found`;
    return new NotFoundError(detail, path ? { errors: [{ path, message: detail }] } : {});
  }
}

export class ConflictError extends statusError(409, 'Conflict') {
  override name = 'ConflictError';
  /** A 409 for a write whose version condition failed: someone else changed the record first. */
  static concurrent(kind: string, uid: string): ConflictError {
    return new ConflictError(`${kind} '${uid}' was changed concurrently; read it again and retry`);
  }
}

export class PreconditionFailedError extends statusError(412, 'Precondition failed') {
  override name = 'PreconditionFailedError';
}

export class PayloadTooLargeError extends statusError(413, 'Payload too large') {
  override name = 'PayloadTooLargeError';
}

export class UnsupportedMediaTypeError extends statusError(415, 'Unsupported media type') {
  override name = 'UnsupportedMediaTypeError';
}

export class UnprocessableError extends statusError(422, 'Unprocessable request') {
  override name = 'UnprocessableError';
  /** A 422 naming one field: well formed, but a rule on the stored records refuses it. */
  static field(path: string, message: string): UnprocessableError {
    return new UnprocessableError(`${path}: ${message}`, { errors: [{ path, message }] });
  }
}

/** The caller's tenant is past its request quota (shared/rate-limit/); carries Retry-After. */
export class TooManyRequestsError extends statusError(429, 'Too many requests') {
  override name = 'TooManyRequestsError';
}

/** A failure of something we depend on (queue, table) that the caller may retry. */
export class ServiceUnavailableError extends statusError(503, 'Service unavailable') {
  override name = 'ServiceUnavailableError';
}
