// Errors as values: a stable code from the contract's catalogue, optional field errors and a message.
import { errorCatalogue, type ErrorCode, type FieldErrors } from '@reelvault/contract/errors';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: FieldErrors,
    /** Extra headers the answer must carry (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}

/** A 422 with one message per field, in the spec's `{message, errors}` shape. */
export function validationError(fieldErrors: FieldErrors, message?: string): AppError {
  const first = Object.values(fieldErrors)[0]?.[0];
  return new AppError('VALIDATION_FAILED', message ?? first, fieldErrors);
}
