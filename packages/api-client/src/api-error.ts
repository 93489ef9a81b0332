// A failed API call as a value: the HTTP status, the stable machine code from the contract's catalogue
// (which the player site maps to a translated text; the back office shows the server's message as it is),
// the server's message, any field errors and the facts of a refusal that carries some (the end of a
// self-exclusion, what a deposit limit still allows).
import type { ErrorCode, ErrorDetails, FieldErrors } from '@reelvault/contract/errors';

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
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
