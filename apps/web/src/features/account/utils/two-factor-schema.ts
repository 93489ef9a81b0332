// The two-factor forms: the password that starts the setup, the first code that confirms it, and the
// password with a current code that turns it off.
import { z } from 'zod';
import { passwordInput, totpCodeInput } from '@/lib/validation';

export const twoFactorPasswordSchema = z.object({ password: passwordInput });
export type TwoFactorPasswordValues = z.input<typeof twoFactorPasswordSchema>;

export const twoFactorCodeSchema = z.object({ code: totpCodeInput });
export type TwoFactorCodeValues = z.input<typeof twoFactorCodeSchema>;

export const twoFactorDisableSchema = z.object({ password: passwordInput, code: totpCodeInput });
export type TwoFactorDisableValues = z.input<typeof twoFactorDisableSchema>;
