// The back office's failed API call, ApiError, is the shared client's (@reelvault/api-client); the back
// office's files import it from here.
export { ApiError, isApiError, type ApiErrorCode } from '@reelvault/api-client/api-error';
