/** Stable error codes and the HTTP status each one maps to (DESIGN.md, HTTP contract). */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error services throw; the error handler writes `{message, code}` with the mapped status. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(kind: ErrorCode, message: string, options?: { code?: string; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = options?.code ?? kind;
    this.status = ERROR_STATUS[kind];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} was not found.`);
