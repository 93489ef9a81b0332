// The two password forms of the account: the same three fields, named differently by their endpoints
// (settings: PUT /api/change-password; security: POST /api/user/password).
import { z } from 'zod';
import { matchingPasswords, newPasswordInput, passwordInput } from '@/lib/validation';

export const passwordChangeSchema = z
  .object({ current: passwordInput, next: newPasswordInput, confirmation: z.string() })
  .superRefine(matchingPasswords('next', 'confirmation'));

export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

export type PasswordForm = 'settings' | 'security';

/** The wire name of each field, per form. */
export const passwordFieldNames = {
  settings: { current: 'current_password', next: 'password', confirmation: 'password_confirmation' },
  security: { current: 'current_password', next: 'new_password', confirmation: 'confirm_new_password' },
} as const satisfies Record<PasswordForm, Record<keyof PasswordChangeValues, string>>;

/** The form field of a field the server named, if it is one of this form's. */
export function passwordFieldOf(
  form: PasswordForm,
  wireName: string,
): keyof PasswordChangeValues | undefined {
  const fields = ['current', 'next', 'confirmation'] as const;
  return fields.find((field) => passwordFieldNames[form][field] === wireName);
}
