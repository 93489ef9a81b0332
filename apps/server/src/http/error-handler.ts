// Turns every failure into the spec's error shapes; a 5xx never carries internals.
import { errorBody, type ErrorCode, type FieldErrors } from '@reelvault/contract/errors';
import type { Locale } from '@reelvault/contract/constants/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedError } from '../i18n/server-texts';
import { AppError } from './app-error';
import { requestLocale } from './request-locale';
import { isZodValidationError, issueMessage } from './validation';

const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  // @fastify/multipart's refusals (see http/multipart.ts for bodies busboy cannot read at all).
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'MALFORMED_REQUEST',
  FST_MP_PREMATURE_CLOSE: 'MALFORMED_REQUEST',
};

function hasZodIssues(error: FastifyError): boolean {
  return Array.isArray(error.validation) && error.validation.some(isZodValidationError);
}

/** The field errors of a failed validation; zod's own texts already in `locale`. */
function fieldErrorsOf(error: FastifyError, locale: Locale): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    if (!isZodValidationError(issue)) continue;
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    (fieldErrors[field] ??= []).push(issueMessage(issue, locale));
  }
  return fieldErrors;
}

/** Answers `error` in the request's language (Accept-Language): the catalogue's texts translated. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) void reply.headers(error.headers);
  const { message, fieldErrors } = localizedError(
    error.message,
    error.fieldErrors,
    requestLocale(reply.request),
    error.text,
  );
  return reply.status(error.status).send(errorBody(error.code, message, fieldErrors, error.details));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error);
    }
    if (hasZodIssues(error)) {
      const fieldErrors = fieldErrorsOf(error, requestLocale(request));
      const first = Object.values(fieldErrors)[0]?.[0];
      return sendError(reply, new AppError('VALIDATION_FAILED', first, fieldErrors));
    }
    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped) return sendError(reply, new AppError(mapped));
    if (error.statusCode === 429) {
      return sendError(reply, new AppError('RATE_LIMITED'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'MALFORMED_REQUEST';
      return sendError(reply, new AppError(code));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError('INTERNAL'));
  });
}
