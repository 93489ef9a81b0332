// Bank details of a withdrawal (SEPA and wire): the IBAN checked by ibantools (country, length for the
// country, BBAN format and the ISO 7064 check digits) and the BIC by its format. The server refuses with
// these problems and the web form shows them before sending.
import { electronicFormatIBAN, validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

export type IbanProblem = 'required' | 'country' | 'length' | 'format' | 'checksum';
export type BicProblem = 'required' | 'format';

/** The IBAN as banks store it: no spaces, upper case ("de89 3704 ..." -> "DE8937040044..."). */
export function normalizeIban(text: string): string {
  return electronicFormatIBAN(text.trim()) ?? '';
}

export function normalizeBic(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with an IBAN as the player typed it, or undefined when it is a valid IBAN. */
export function ibanProblem(text: string): IbanProblem | undefined {
  const iban = normalizeIban(text);
  if (iban === '') return 'required';
  const result = validateIBAN(iban);
  if (result.valid) return undefined;
  const codes = new Set(result.errorCodes);
  if (codes.has(ValidationErrorsIBAN.NoIBANCountry)) return 'country';
  if (codes.has(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (codes.has(ValidationErrorsIBAN.WrongBBANFormat) || codes.has(ValidationErrorsIBAN.ChecksumNotNumber)) {
    return 'format';
  }
  return 'checksum';
}

/** What is wrong with a BIC (SWIFT code): 8 or 11 characters, bank, country, location, branch. */
export function bicProblem(text: string): BicProblem | undefined {
  const bic = normalizeBic(text);
  if (bic === '') return 'required';
  return validateBIC(bic).valid ? undefined : 'format';
}

export const ibanMessages: Record<IbanProblem, string> = {
  required: 'The iban field is required.',
  country: 'The iban must start with a country code.',
  length: 'The iban has the wrong length for its country.',
  format: 'The iban is not written as its country writes account numbers.',
  checksum: 'The iban is not valid: its check digits do not match.',
};

export const bicMessages: Record<BicProblem, string> = {
  required: 'The swift field is required.',
  format: 'The swift must be a BIC of 8 or 11 letters and digits.',
};
