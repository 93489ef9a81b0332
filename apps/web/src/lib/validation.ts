// Building blocks of the site's form schemas. A zod message here is the name of a `validation.*` text,
// not a sentence, so that one schema drives a form in every language; the limits come from the contract's
// policies, so the form and the server agree on what they accept.
import { passwordPolicy, usernamePolicy } from '@reelvault/contract/fields';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const validationMessages = [
  'required',
  'email',
  'usernameLength',
  'usernameCharacters',
  'passwordLength',
  'passwordTooLong',
  'passwordMismatch',
  'phone',
  'ageConfirm',
  'code',
  'adult',
  'date',
  'dateOrder',
] as const;
export type ValidationMessage = (typeof validationMessages)[number];

export function isValidationMessage(message: string): message is ValidationMessage {
  return validationMessages.some((known) => known === message);
}

const validationValues = {
  usernameMin: usernamePolicy.minLength,
  usernameMax: usernamePolicy.maxLength,
  passwordMin: passwordPolicy.minLength,
  passwordMax: passwordPolicy.maxLength,
};

/** The text under a field: a validation message translated, or a server's field message as it came. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessage(message) ? t(`validation.${message}`, validationValues) : message;
}

const message = (name: ValidationMessage) => name;

export const requiredInput = z.string().trim().min(1, message('required'));

export const emailInput = z
  .string()
  .trim()
  .min(1, message('required'))
  .max(254, message('email'))
  .pipe(z.email(message('email')));

export const usernameInput = z
  .string()
  .trim()
  .min(1, message('required'))
  .min(usernamePolicy.minLength, message('usernameLength'))
  .max(usernamePolicy.maxLength, message('usernameLength'))
  .regex(usernamePolicy.pattern, message('usernameCharacters'));

/** A password being checked (login, current password): never trimmed. */
export const passwordInput = z.string().min(1, message('required'));

/** A new password: the contract's length rules; the server also refuses the most common passwords. */
export const newPasswordInput = z
  .string()
  .min(1, message('required'))
  .min(passwordPolicy.minLength, message('passwordLength'))
  .max(passwordPolicy.maxLength, message('passwordTooLong'));

export const totpCodeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, message('code'));

const phoneSeparators = /[\s().-]/g;

/** The number after the calling code: digits, with spaces, dashes, dots and brackets allowed. */
export const localPhoneInput = z
  .string()
  .trim()
  .transform((value) => value.replace(phoneSeparators, ''))
  .pipe(z.string().regex(/^\d{4,14}$/, message('phone')));

/** Calling code and local number as the server takes them: `+30 6912345678`. */
export function fullPhoneNumber(callingCode: string, localNumber: string): string {
  return `${callingCode} ${localNumber.replace(phoneSeparators, '')}`;
}

/** Adds the "passwords match" check to a form with a new password and its confirmation. */
export function matchingPasswords<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirmation: keyof T & string,
) {
  return (values: T, context: z.RefinementCtx) => {
    if (values[password] !== values[confirmation]) {
      context.addIssue({ code: 'custom', message: message('passwordMismatch'), path: [confirmation] });
    }
  };
}
