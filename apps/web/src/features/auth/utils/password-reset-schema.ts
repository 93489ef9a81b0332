// The two password reset forms: the request (username or e-mail) and the new password with the token of
// the e-mailed link.
import { z } from 'zod';
import { matchingPasswords, newPasswordInput, requiredInput } from '@/lib/validation';

export const resetRequestSchema = z.object({ username: requiredInput });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({ password: newPasswordInput, password_confirmation: z.string() })
  .superRefine(matchingPasswords('password', 'password_confirmation'));
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
