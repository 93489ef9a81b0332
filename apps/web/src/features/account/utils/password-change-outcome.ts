// The texts of a refused password change (spec 001, section 8): 422 "Validation failed" with the field
// errors, 401 "Authentication failed. Please log in again.", a 429 its wait, anything else the generic
// text.
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

export function passwordChangeFailure(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('account.password.failed');
  if (error.status === 422) return t('account.password.validationFailed');
  if (error.status === 401) return t('account.password.authFailed');
  if (error.status === 429) return errorText(t, error);
  return t('account.password.failed');
}
