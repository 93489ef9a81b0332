// The onboarding wizard's form (spec: 5 steps collecting name, birthday, address and city, country and
// phone; the fifth verifies). One schema; each step checks its own fields before the next one opens.
import { hasMinimumAge } from '@reelvault/contract/constants/kyc';
import { z } from 'zod';
import { localPhoneInput, requiredInput } from '@/lib/validation';
import { localDate } from '@/lib/format';
import { isCalendarDay } from '@/lib/history-range';

export const onboardingSchema = z.object({
  name: requiredInput.max(200, 'required'),
  birthday: z
    .string()
    .refine(isCalendarDay, 'date')
    // The player's own calendar day: the wizard is filled in where the player is.
    .refine((birthday) => hasMinimumAge(birthday, localDate(new Date())), 'adult'),
  address: requiredInput.max(255, 'required'),
  city: requiredInput.max(100, 'required'),
  phoneCountry: z.string(),
  phone: z.union([z.literal(''), localPhoneInput]),
});

export type OnboardingValues = z.input<typeof onboardingSchema>;
export type OnboardingField = keyof OnboardingValues;

export function isOnboardingField(name: string): name is OnboardingField {
  return name in onboardingSchema.shape;
}

/** The fields of steps 1 to 4; step 5 verifies and saves. */
export const onboardingSteps: readonly (readonly OnboardingField[])[] = [
  ['name'],
  ['birthday'],
  ['address', 'city'],
  ['phoneCountry', 'phone'],
];

export const onboardingStepCount = onboardingSteps.length + 1;

/** The step (1 to 4) that asks for a field the server refused. */
export function stepOfField(field: string): number | undefined {
  const index = onboardingSteps.findIndex((fields) => fields.some((name) => name === field));
  return index === -1 ? undefined : index + 1;
}
