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
    this.type = `https://docs.retail-commerce.example/problems/${title.toLowerCase().replaceAll(' ', '-')}`;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

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

export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(403, 'Forbidden', detail, options);
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(404, 'Not found', detail, options);
  }
  /** A 404 for a record; the same answer whether it does not exist or belongs to another tenant. */
  static record(kind: string, uid: string, path?: string): NotFoundError {
    const detail = `${kind} '${uid}' was not found`;
    return new NotFoundError(detail, path ? { errors: [{ path, message: detail }] } : {});
  }
}

export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(409, 'Conflict', detail, options);
  }
}

export class PreconditionFailedError extends AppError {
  override name = 'PreconditionFailedError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(412, 'Precondition failed', detail, options);
  }
}

export class PayloadTooLargeError extends AppError {
  override name = 'PayloadTooLargeError';
  constructor(detail: string) {
    super(413, 'Payload too large', detail);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  override name = 'UnsupportedMediaTypeError';
  constructor(detail: string) {
    super(415, 'Unsupported media type', detail);
  }
}

export class UnprocessableError extends AppError {
  override name = 'UnprocessableError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(422, 'Unprocessable request', detail, options);
  }
}

/** A failure of something we depend on (queue, table) that the caller may retry. */
export class ServiceUnavailableError extends AppError {
  override name = 'ServiceUnavailableError';
  constructor(detail: string, options: AppErrorOptions = {}) {
    super(503, 'Service unavailable', detail, options);
  }
}
