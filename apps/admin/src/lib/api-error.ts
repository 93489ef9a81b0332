// A failed API call as a value: the HTTP status, the stable machine code from the contract's catalogue,
// the server's message (shown to the operator as it is) and any field errors.
import type { ErrorCode, FieldErrors } from '@reelvault/contract/errors';

/** The catalogue's codes plus the two failures that never reach the server or come back unreadable. */
export type ApiErrorCode = ErrorCode | 'NETWORK_FAILURE' | 'UNEXPECTED_REPLY';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** 0 when no answer came back. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** Seconds to wait before trying again, from a 429's Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
