import { ERROR_REASONS, restCodeForStatus, type ErrorStatus, type RestErrorCode } from '@portal/domain';

export type { ErrorStatus };

/** The `code` of an error body for a status: domain's one table (ERROR_KINDS), shared with the gateway. */
export function codeForStatus(status: number): RestErrorCode {
  return restCodeForStatus(status);
}

/** A failure we answer on purpose: its status, code and message reach the client as they are. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: RestErrorCode;
  readonly field: string | undefined;
  /** Extra response headers, such as Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ErrorStatus,
    message: string,
    options: { field?: string; headers?: Record<string, string>; reason?: keyof typeof ERROR_REASONS } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    // A reason (domain's ERROR_REASONS) names its own code, for a client to act on; otherwise the status's.
    this.code = options.reason ? ERROR_REASONS[options.reason].rest : restCodeForStatus(status);
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}
