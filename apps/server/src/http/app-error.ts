// Errors as values: a stable code from the contract's catalogue, optional field errors and a message.
import { localeOf } from '@reelvault/contract/constants/locales';
import {
  errorCatalogue,
  type ErrorCode,
  type ErrorDetails,
  type FieldErrors,
} from '@reelvault/contract/errors';
import type { LocalizedText } from '../i18n/server-texts';

export interface AppErrorExtras {
  /** The message in the request's language; `message` is its English form. */
  readonly text?: LocalizedText;
  /** The facts of the refusal, structured, for clients that word them themselves. */
  readonly details?: ErrorDetails;
}

export class AppError extends Error {
  readonly status: number;
  readonly text: LocalizedText | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: FieldErrors,
    /** Extra headers the answer must carry (Retry-After). */
    readonly headers?: Record<string, string>,
    extras: AppErrorExtras = {},
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
    this.text = extras.text;
    this.details = extras.details;
  }
}

/** A 422 with one message per field, in the spec's `{message, errors}` shape. */
export function validationError(fieldErrors: FieldErrors, message?: string): AppError {
  const first = Object.values(fieldErrors)[0]?.[0];
  return new AppError('VALIDATION_FAILED', message ?? first, fieldErrors);
}

/**
 * A refusal whose message carries facts (the end of an exclusion, what a limit still allows): written in
 * the request's language, English in `message`, the facts structured in `details`; `field` names the
 * field whose 422 entry repeats the message.
 */
export function refusal(
  code: ErrorCode,
  text: LocalizedText,
  details: ErrorDetails,
  field?: string,
): AppError {
  const message = text(localeOf('en'));
  return new AppError(code, message, field ? { [field]: [message] } : undefined, undefined, {
    text,
    details,
  });
}
