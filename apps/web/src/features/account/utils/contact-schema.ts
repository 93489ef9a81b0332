// The account's contact forms: a new phone number (calling code and number) and a new e-mail address.
import { z } from 'zod';
import { emailInput, localPhoneInput } from '@/lib/validation';

export const phoneChangeSchema = z.object({ phoneCountry: z.string(), phone: localPhoneInput });
export type PhoneChangeValues = z.input<typeof phoneChangeSchema>;
export type PhoneChangeOutput = z.output<typeof phoneChangeSchema>;

export const emailChangeSchema = z.object({ email: emailInput });
export type EmailChangeValues = z.input<typeof emailChangeSchema>;
