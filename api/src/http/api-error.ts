/** The `code` in an error body, one per status the contract names. */
export const ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorStatus];

export function codeForStatus(status: number): ErrorCode {
  if (status in ERROR_CODES) return ERROR_CODES[status as ErrorStatus];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** A failure we answer on purpose: its status, code and message reach the client as they are. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Extra response headers, such as Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ErrorStatus,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = ERROR_CODES[status];
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}
