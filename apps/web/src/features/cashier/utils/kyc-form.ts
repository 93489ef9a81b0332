// The details a payment needs first (spec: "Payment requires a name, else KYC first"): name, surname,
// birth date, address and city, saved through the profile update call. The server checks the age.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { splitFullName } from '@reelvault/contract/person-name';
import { z } from 'zod';
import type { ProfileDraft } from '@/lib/profile-draft';
import { requiredInput } from '@/lib/validation';

export const kycSchema = z.object({
  name: requiredInput.max(100, 'required'),
  surname: requiredInput.max(100, 'required'),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
  address: requiredInput.max(255, 'required'),
  city: requiredInput.max(100, 'required'),
});

export type KycValues = z.input<typeof kycSchema>;

/** The profile update call takes one name and splits it at the last space into name and surname. */
export function profileUpdateOf(values: z.output<typeof kycSchema>) {
  return {
    name: `${values.name} ${values.surname}`,
    birthday: values.birthday,
    address: values.address,
    city: values.city,
  };
}

/**
 * What the form opens with: the profile's details, and where the profile has none, what the player typed
 * in the onboarding wizard without saving it (the wizard's one name split as the server splits it).
 */
export function kycDefaults(user: UserProfile | undefined, draft: ProfileDraft): KycValues {
  const typed = draft.name?.trim() ? splitFullName(draft.name) : undefined;
  return {
    name: user?.name ?? typed?.name ?? '',
    surname: user?.surname ?? typed?.surname ?? '',
    birthday: user?.birthday ?? draft.birthday ?? '',
    address: user?.address ?? draft.address ?? '',
    city: user?.user_detail.city ?? draft.city ?? '',
  };
}
