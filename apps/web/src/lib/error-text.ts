// What a player reads when a call fails: the error's stable code mapped to a translated text, the wait of
// a 429, and the server's own message for codes the interface has no text of its own for.
import type { TFunction } from 'i18next';
import type { ErrorDetails, FieldErrors } from '@reelvault/contract/errors';
import { formatMoney } from '@reelvault/contract/money';
import { currentLocale } from '@/i18n/i18n';
import { isApiError, type ApiErrorCode } from './api-error';
import { formatDateTime } from './format';
import { depositLimitLeftOf, exclusionEndOf } from './refusal-details';

type ErrorTextKey = `errors.${
  | 'network'
  | 'server'
  | 'invalidCredentials'
  | 'inactivePlayer'
  | 'selfExcluded'
  | 'twoFactorRequired'
  | 'twoFactorInvalid'
  | 'passwordIncorrect'
  | 'resetLinkInvalid'
  | 'emailTaken'
  | 'usernameTaken'
  | 'sessionExpired'
  | 'insufficientFunds'
  | 'wageringRequired'
  | 'withdrawalPending'
  | 'gatewayFailed'
  | 'methodUnavailable'
  | 'verificationRequired'
  | 'nameRequired'
  | 'favouritesFull'
  | 'depositLimit'
  | 'sessionLimit'
  | 'detailsLocked'}`;

const errorTexts: Partial<Record<ApiErrorCode, ErrorTextKey>> = {
  NETWORK_FAILURE: 'errors.network',
  INTERNAL: 'errors.server',
  SERVICE_UNAVAILABLE: 'errors.server',
  UNEXPECTED_REPLY: 'errors.server',
  AUTH_INVALID_CREDENTIALS: 'errors.invalidCredentials',
  AUTH_INACTIVE_PLAYER: 'errors.inactivePlayer',
  AUTH_2FA_REQUIRED: 'errors.twoFactorRequired',
  AUTH_2FA_INVALID: 'errors.twoFactorInvalid',
  AUTH_PASSWORD_INCORRECT: 'errors.passwordIncorrect',
  AUTH_RESET_TOKEN_INVALID: 'errors.resetLinkInvalid',
  AUTH_EMAIL_TAKEN: 'errors.emailTaken',
  AUTH_USERNAME_TAKEN: 'errors.usernameTaken',
  AUTH_SESSION_EXPIRED: 'errors.sessionExpired',
  WALLET_INSUFFICIENT_FUNDS: 'errors.insufficientFunds',
  CASHIER_WAGERING_REQUIRED: 'errors.wageringRequired',
  CASHIER_WITHDRAWAL_PENDING: 'errors.withdrawalPending',
  CASHIER_GATEWAY_FAILED: 'errors.gatewayFailed',
  CASHIER_METHOD_UNAVAILABLE: 'errors.methodUnavailable',
  CASHIER_INACTIVE_PLAYER: 'errors.inactivePlayer',
  CASHIER_VERIFICATION_REQUIRED: 'errors.verificationRequired',
  CASHIER_NAME_REQUIRED: 'errors.nameRequired',
  FAVOURITES_FULL: 'errors.favouritesFull',
  LIMIT_DEPOSIT_REACHED: 'errors.depositLimit',
  LIMIT_SESSION_REACHED: 'errors.sessionLimit',
  KYC_DETAILS_LOCKED: 'errors.detailsLocked',
};

/** The text of a failed call: translated by code, else the server's message, else a generic text. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.code === 'RATE_LIMITED') {
    return error.retryAfterSeconds
      ? t('errors.rateLimited', { seconds: error.retryAfterSeconds })
      : t('errors.rateLimitedShort');
  }
  if (error.code === 'AUTH_SELF_EXCLUDED') return selfExclusionText(t, error.details);
  if (error.code === 'LIMIT_DEPOSIT_REACHED') return depositLimitText(t, error.details);
  const key = errorTexts[error.code];
  if (key) return t(key);
  return error.message || t('errors.unknown');
}

/** A refused login or launch of a self-excluded player, with the date the exclusion ends. */
function selfExclusionText(t: TFunction, details: ErrorDetails | undefined): string {
  const end = exclusionEndOf(details);
  if (!end) return t('errors.selfExcluded');
  if (end.permanent) return t('errors.selfExcludedPermanently');
  return t('errors.selfExcludedUntil', { date: formatDateTime(currentLocale().bcp47, end.until) });
}

/** A deposit above a deposit limit, with what the limit still allows. */
export function depositLimitText(t: TFunction, details: ErrorDetails | undefined): string {
  const left = depositLimitLeftOf(details);
  if (!left) return t('errors.depositLimit');
  const period = t(`errors.limitPeriods.${left.period}`);
  if (left.amount === undefined) return t('errors.depositLimitUsed', { period });
  return t('errors.depositLimitLeft', {
    period,
    amount: formatMoney(currentLocale().bcp47, left.amount, left.currency),
  });
}

/**
 * Field errors of a 422 by the form's field names: nested keys lose their prefix (`user_data.email` is
 * `email`) and each field keeps its first message.
 */
export function fieldErrorsOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const first = messages[0];
    if (first && !(field in fields)) fields[field] = first;
  }
  return fields;
}

/** The first field message of a 422 (the spec's login shows only that one). */
export function firstFieldMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
}
