// The registration form (spec: e-mail, username, password, phone with calling code, country, currency,
// links to the terms and to /login) plus the 18+ confirmation the server requires. The body adds the
// stored referral, affiliate and campaign ids.
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { z } from 'zod';
import type { Country } from '@/lib/countries';
import {
  emailInput,
  fullPhoneNumber,
  localPhoneInput,
  newPasswordInput,
  usernameInput,
} from '@/lib/validation';
import type { RegistrationBody } from '@/features/auth/api/register';
import type { ReferralData } from './referral';

export const registrationSchema = z.object({
  email: emailInput,
  username: usernameInput,
  password: newPasswordInput,
  /** Country id (GET /api/countries), as the select holds it. */
  country: z.string().regex(/^\d+$/, 'required'),
  /** The country whose calling code starts the phone number. */
  phoneCountry: z.string(),
  phone: z.union([z.literal(''), localPhoneInput]),
  currency: z.enum(registrationCurrencies, 'required'),
  referral: z.string().trim().max(64, 'required'),
  ageConfirmed: z.boolean().refine((confirmed) => confirmed, 'ageConfirm'),
});

export type RegistrationValues = z.input<typeof registrationSchema>;
export type RegistrationOutput = z.output<typeof registrationSchema>;

/** Form field of each server field (`user_data.` already taken off). */
export const registrationFieldOf: Readonly<Record<string, keyof RegistrationValues>> = {
  email: 'email',
  username: 'username',
  password: 'password',
  country: 'country',
  currency: 'currency',
  phone: 'phone',
  ref_id: 'referral',
  age_confirmed: 'ageConfirmed',
};

export function registrationBody(
  values: RegistrationOutput,
  countries: readonly Country[],
  referral: ReferralData,
): RegistrationBody {
  const callingCode = countries.find((country) => String(country.id) === values.phoneCountry)?.code;
  const refId = values.referral || undefined;
  return {
    user_data: {
      email: values.email,
      username: values.username,
      password: values.password,
      country: Number(values.country),
      currency: values.currency,
      ...(values.phone && callingCode ? { phone: fullPhoneNumber(callingCode, values.phone) } : {}),
      ...(refId ? { ref_id: refId } : {}),
      ...(referral.affiliate_id ? { affiliate_id: referral.affiliate_id } : {}),
      ...(referral.campaign_id ? { campaign_id: referral.campaign_id } : {}),
      age_confirmed: true,
    },
  };
}
