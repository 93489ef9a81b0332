// The error model: every failure the API can answer has a stable machine code, an HTTP status, and an
// English default message (the web app translates by code). The spec's numeric codes stay where it names
// them (768 two-factor needed at login, 571 refused game launch).
import { z } from 'zod';
import { limitPeriods } from './constants/limits';

export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
  /** What the wire body's `code` carries when the spec names a value of its own (768, 571). */
  readonly specCode?: number;
  /** What the wire body's `error` carries when the spec's client reads a word of its own there. */
  readonly specError?: string;
}

const define = <const T extends Record<string, ErrorDefinition>>(catalogue: T): T => catalogue;

export const errorCatalogue = define({
  // Generic HTTP layer
  VALIDATION_FAILED: { status: 422, message: 'The given data was invalid.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request body could not be read.' },
  SITE_MISMATCH: { status: 400, message: 'This request was sent to the wrong site.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No API call answers at this path.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait and try again.' },
  UNAUTHENTICATED: { status: 401, message: 'You are not logged in.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },

  // Identity
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'These credentials do not match our records.' },
  AUTH_2FA_REQUIRED: {
    status: 400,
    message: 'Enter the code from your authenticator app.',
    specCode: 768,
  },
  AUTH_2FA_INVALID: {
    status: 400,
    message: 'The two-factor code is not valid.',
    specCode: 768,
  },
  AUTH_INACTIVE_PLAYER: {
    status: 401,
    message: 'Your account is inactive. Please contact support.',
    specError: 'login_inactive_player',
  },
  AUTH_ACCOUNT_CLOSED: { status: 401, message: 'This account is closed. Please contact support.' },
  AUTH_SELF_EXCLUDED: {
    status: 403,
    message: 'Your account is self-excluded and cannot be used until the exclusion ends.',
  },
  AUTH_SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  AUTH_PASSWORD_INCORRECT: { status: 422, message: 'The current password is incorrect.' },
  AUTH_RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This password reset link is invalid or has expired.',
  },
  AUTH_EMAIL_TAKEN: { status: 422, message: 'The email has already been taken.' },
  AUTH_USERNAME_TAKEN: { status: 422, message: 'The username has already been taken.' },
  AUTH_PLAYER_NOT_FOUND: { status: 404, message: 'Registered player not found.' },
  AUTH_EMAIL_TOKEN_INVALID: {
    status: 400,
    message: 'This e-mail confirmation link is invalid or has expired.',
  },
  AUTH_2FA_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already enabled.' },
  AUTH_2FA_NOT_ENABLED: { status: 409, message: 'Two-factor authentication is not enabled.' },
  AUTH_2FA_NOT_STARTED: {
    status: 409,
    message: 'Start enabling two-factor authentication before confirming it.',
  },

  // Wallet
  WALLET_INSUFFICIENT_FUNDS: { status: 400, message: 'Insufficient balance.' },
  WALLET_TRANSFER_CONFLICT: {
    status: 409,
    message: 'A transfer with this id already exists with other content.',
  },
  WALLET_CURRENCY_MISMATCH: { status: 400, message: 'The accounts are in different currencies.' },
  WALLET_TRANSFER_NOT_FOUND: { status: 404, message: 'The transfer does not exist.' },
  WALLET_TRANSFER_NOT_PENDING: { status: 409, message: 'The transfer is no longer pending.' },
  WALLET_ACCOUNT_NOT_FOUND: { status: 404, message: 'The account does not exist.' },
  WALLET_INVALID_TRANSFER: {
    status: 400,
    message: 'A transfer needs two different accounts and an amount that is not negative.',
  },

  // Cashier
  CASHIER_NAME_REQUIRED: {
    status: 422,
    message: 'Add your name and address to your account before making a payment.',
  },
  CASHIER_INACTIVE_PLAYER: {
    status: 403,
    message: 'Your account is inactive and cannot make payments. Please contact support.',
  },
  CASHIER_VERIFICATION_REQUIRED: {
    status: 403,
    message: 'Please verify your identity before making payments.',
  },
  CASHIER_METHOD_UNAVAILABLE: { status: 400, message: 'This payment method is not available.' },
  CASHIER_GATEWAY_FAILED: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again in a moment.',
  },
  CASHIER_DEPOSIT_NOT_FOUND: { status: 404, message: 'This deposit does not exist.' },
  CASHIER_WITHDRAWAL_NOT_FOUND: { status: 404, message: 'This withdrawal does not exist.' },
  CASHIER_WITHDRAWAL_PENDING: {
    status: 400,
    message: 'You already have a pending withdrawal. Wait for it, or cancel it first.',
  },
  CASHIER_WAGERING_REQUIRED: {
    status: 400,
    message: 'Your bonus must be wagered before you can withdraw.',
  },
  CASHIER_WITHDRAWAL_STATE: {
    status: 409,
    message: 'This withdrawal has moved on and can no longer be changed this way.',
  },
  CASHIER_NOTIFICATION_REFUSED: {
    status: 400,
    message: 'The payment notification was refused.',
  },
  CASHIER_CRYPTO_UNAVAILABLE: {
    status: 404,
    message: 'This coin is not offered on this network.',
  },
  CASHIER_DEPOSIT_STATE: {
    status: 409,
    message: 'This deposit has moved on and can no longer be changed this way.',
  },
  CASHIER_CRYPTO_RATE_UNAVAILABLE: {
    status: 503,
    message: 'No exchange rate is available for this coin right now. Please try again in a moment.',
  },
  CASHIER_CRYPTO_ADDRESS_REQUIRED: {
    status: 409,
    message: 'Buying crypto needs a deposit address of your own, which is not available yet.',
  },

  // Compliance: identity verification and responsible gambling
  KYC_FILE_TOO_LARGE: {
    status: 422,
    message: 'You can only upload file less than 8 MB in file size.',
  },
  KYC_FILE_TYPE: {
    status: 422,
    message: 'Invalid file format. Please upload JPG, PNG or PDF files only.',
  },
  KYC_IMAGE_TOO_LARGE: {
    status: 422,
    message:
      'This picture has too many pixels. Please upload one of at most 50 megapixels (for example 8000 × 6000).',
  },
  KYC_PDF_REFUSED: {
    status: 422,
    message:
      'This PDF cannot be accepted: it is password-protected or damaged. Please upload it without a password, or a JPG or PNG photo of the document.',
  },
  KYC_NO_DOCUMENTS: { status: 422, message: 'Please upload at least one document to proceed.' },
  KYC_DOCUMENT_NOT_FOUND: { status: 404, message: 'This document has not been submitted.' },
  KYC_DOCUMENT_APPROVED: {
    status: 409,
    message: 'This document is approved and can no longer be replaced.',
  },
  CRYPTO_FINDING_NOT_FOUND: { status: 404, message: 'This reconciliation finding does not exist.' },
  CRYPTO_FINDING_ACKNOWLEDGED: {
    status: 409,
    message: 'This reconciliation finding has already been acknowledged.',
  },
  KYC_DOCUMENT_REVIEWED: { status: 409, message: 'This document has already been reviewed.' },
  KYC_INSTANT_UNAVAILABLE: { status: 404, message: 'Instant verification is not offered.' },
  KYC_INSTANT_NOT_NEEDED: { status: 409, message: 'Your identity is already verified.' },
  KYC_INSTANT_DECLINED: {
    status: 409,
    message: 'Instant verification declined your identity. Please upload your documents for review.',
  },
  KYC_INSTANT_PROVIDER_FAILED: {
    status: 503,
    message: 'The verification provider cannot be reached right now. Please try again later.',
  },
  KYC_INSTANT_SIGNATURE: { status: 401, message: 'The signature of this notification is not valid.' },
  KYC_INSTANT_NOTIFICATION_REFUSED: { status: 400, message: 'The verification notification was refused.' },
  KYC_DETAILS_LOCKED: {
    status: 422,
    message: 'Your details are verified and can no longer be changed. Please contact support.',
  },
  LIMIT_DEPOSIT_REACHED: {
    status: 400,
    message: 'This deposit would exceed your deposit limit.',
  },
  LIMIT_SESSION_REACHED: {
    status: 400,
    message: 'You have reached your session time limit. You can play again when it has passed.',
    specCode: 571,
  },
  REALITY_CHECK_NOT_DUE: {
    status: 409,
    message: 'No reality check is due in your current play session.',
  },
  REALITY_CHECK_ANSWERED: {
    status: 409,
    message: 'This reality check has already been answered otherwise.',
  },

  // Back office
  ADMIN_FORBIDDEN: { status: 403, message: 'Your back-office role does not allow this.' },
  ADJUSTMENT_NOT_FOUND: { status: 404, message: 'This adjustment does not exist.' },
  ADJUSTMENT_OWN_REQUEST: {
    status: 403,
    message: 'You asked for this adjustment: another operator must approve or refuse it.',
  },
  ADJUSTMENT_DECIDED: { status: 409, message: 'This adjustment has already been decided.' },
  ADJUSTMENT_BALANCE_TOO_LOW: {
    status: 422,
    message: "This debit would take the player's balance below zero.",
  },
  ADJUSTMENT_ID_CONFLICT: {
    status: 409,
    message: 'An adjustment with this id exists already with other content.',
  },
  AUTH_ENROLMENT_INVALID: {
    status: 400,
    message: 'This sign-in step has expired or is not valid. Please sign in again.',
  },
  ADMIN_SETUP_CLOSED: { status: 403, message: 'The back office is set up already. Please sign in.' },
  ADMIN_SETUP_LOCAL_ONLY: {
    status: 403,
    message: 'The first administrator can only be created on the machine the server runs on.',
  },
  ADMIN_LAST_ADMIN: {
    status: 409,
    message: 'The last active administrator cannot be deactivated or given another role.',
  },
  ADMIN_PLAYER_CLOSED: { status: 409, message: 'This account is closed and can no longer be changed.' },
  ADMIN_WITHDRAWAL_UNSETTLED: {
    status: 409,
    message: 'The player has a withdrawal that is not settled yet. Settle it before closing the account.',
  },
  ADMIN_EXCLUSION_NONE: { status: 409, message: 'The player has no cool-down or self-exclusion in force.' },
  ADMIN_EXCLUSION_PERMANENT: { status: 409, message: 'A permanent self-exclusion can never be ended.' },
  ADMIN_EXCLUSION_TOO_EARLY: {
    status: 409,
    message: 'This exclusion has not run its minimum period yet and cannot be ended now.',
  },

  // Games
  GAME_NOT_FOUND: { status: 404, message: 'Game not found.' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found.' },
  CATALOGUE_IMPORT_STALE: {
    status: 409,
    message:
      'The catalogue changed since this preview was made. Upload the feed again to see the new difference.',
  },
  FAVOURITES_FULL: {
    status: 409,
    message: 'You have the most favourite games you can keep. Remove one to add another.',
  },
  GAME_LAUNCH_REFUSED: { status: 400, message: 'The game cannot be opened.', specCode: 571 },
  GAME_COUNTRY_NOT_ALLOWED: {
    status: 400,
    message: 'Country is not allowed for this provider.',
    specCode: 571,
  },
  GAME_PLAYER_INACTIVE: {
    status: 403,
    message: 'Your account is inactive and cannot play. Please contact support.',
  },
  GAME_VERIFICATION_REQUIRED: {
    status: 403,
    message: 'Please verify your identity before playing.',
  },
  GAME_UNDER_REVIEW: {
    status: 403,
    message: 'Your documents are under review. You can play once they are approved.',
  },
  GAME_INSUFFICIENT_BALANCE: {
    status: 402,
    message: 'Your balance is too low to play. Make a deposit to start.',
  },

  // Content and support
  PROMOTION_NOT_FOUND: { status: 404, message: 'This promotion does not exist or has ended.' },
  PAGE_NOT_FOUND: { status: 404, message: 'This page does not exist.' },
  SUPPORT_FIELDS_REQUIRED: { status: 422, message: 'Please fill in all fields.' },
  SUPPORT_TOO_SOON: {
    status: 429,
    message: 'Please wait before sending a new ticket; we have your last one.',
  },
  SUPPORT_SENDER_BLOCKED: { status: 403, message: 'Support tickets from this sender are not accepted.' },
  SUPPORT_TICKET_STATE: { status: 409, message: 'This ticket cannot take that action in its current state.' },
  SUPPORT_ALREADY_BLOCKED: { status: 409, message: 'This sender is already blocked.' },

  // Bonuses
  BONUS_NOT_FOUND: { status: 404, message: 'This bonus does not exist.' },
  BONUS_ACTIVE_EXISTS: {
    status: 409,
    message: 'You already have an active bonus. Finish or cancel it before taking another.',
  },
  BONUS_NOT_ELIGIBLE: { status: 403, message: 'This bonus is not available to your account.' },
  BONUS_PROMO_INVALID: { status: 404, message: 'This promo code is invalid or has expired.' },
  BONUS_MAX_BET: {
    status: 400,
    message: 'This bet is above the maximum bet allowed while your bonus is active.',
  },
  BONUS_CLOSED: { status: 409, message: 'This bonus has ended and can no longer be changed.' },
  WALLET_WAGERING_INCOMPLETE: {
    status: 409,
    message:
      'Your bonus is not wagered yet. Withdrawing now forfeits the bonus and its winnings; your cash stays yours.',
  },
  REVIEW_CLAIM_EXISTS: { status: 409, message: 'You have already submitted a review for this platform.' },
  REVIEW_CLAIM_NOT_FOUND: { status: 404, message: 'This review claim does not exist.' },
  REVIEW_CLAIM_DECIDED: { status: 409, message: 'This review claim has already been decided.' },
  REFERRAL_NOT_OVERTURNABLE: {
    status: 409,
    message: 'Only a referral refused for shared signals can be overturned.',
  },
} as const);

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Field errors as the spec's 422 answers carry them: each field, its messages. */
export type FieldErrors = Record<string, string[]>;

/** The facts of an `AUTH_SELF_EXCLUDED` refusal: when the exclusion ends (ISO 8601, UTC), or never. */
export const selfExclusionDetailsSchema = z.object({
  permanent: z.boolean(),
  until: z.iso.datetime().nullable(),
});

/** The facts of a `LIMIT_DEPOSIT_REACHED` refusal: the limit's period and what it still allows ("0.00" once used). */
export const depositLimitDetailsSchema = z.object({
  period: z.enum(limitPeriods),
  left: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
});

/**
 * The facts a refusal carries besides its message, for a client to word them itself (the message is in the
 * request's language and is not meant to be read by programs).
 */
export const errorDetailsSchema = z.union([selfExclusionDetailsSchema, depositLimitDetailsSchema]);

export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.union([z.string(), z.number()]),
    error: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    details: errorDetailsSchema.optional(),
    /** The verification form's second 422 shape (spec 001, section 7): `success: false, data.message`. */
    success: z.literal(false).optional(),
    data: z.object({ message: z.string() }).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds the wire body of an error: the spec's shape, a stable machine code in `error`. */
export function errorBody(
  code: ErrorCode,
  message?: string,
  errors?: FieldErrors,
  details?: ErrorDetails,
): ErrorBody {
  const definition: ErrorDefinition = errorCatalogue[code];
  return {
    message: message ?? definition.message,
    code: definition.specCode ?? code,
    error: definition.specError ?? code,
    ...(errors ? { errors } : {}),
    ...(details ? { details } : {}),
  };
}

/** Reads the stable machine code back from a wire body (the web app maps it to a translated text). */
export function errorCodeOf(body: ErrorBody): ErrorCode | undefined {
  const direct = errorCodes.find((code) => code === body.error);
  if (direct) return direct;
  return errorCodes.find((code) => {
    const definition: ErrorDefinition = errorCatalogue[code];
    return definition.specError === body.error;
  });
}
