// The details a payment needs first (spec: "Payment requires a name, else KYC first"): name, surname,
// birth date, address and city, saved through the profile update call. The server checks the age.
import { z } from 'zod';
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
