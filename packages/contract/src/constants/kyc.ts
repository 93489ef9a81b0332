// Identity verification: document types and kinds, their review states, upload limits and the birth
// years of the verification form (spec 000, sections 4 and 5; spec 001, sections 4, 7 and 9).
import { userStatus } from './statuses';

/** The `type` of `POST /account/verification-document`; `GET /account/verification-status` lists them. */
export const documentType = {
  identityFront: 1,
  identityBack: 2,
  proofOfAddress: 3,
  selfieWithCreditCard: 4,
  selfieWithIdentity: 5,
} as const;
export type DocumentType = (typeof documentType)[keyof typeof documentType];

/** The documents a player in `status` is asked for, in the order the page shows them. */
export function requiredDocumentTypes(status: number): DocumentType[] {
  const types: DocumentType[] = [
    documentType.identityFront,
    documentType.identityBack,
    documentType.proofOfAddress,
    documentType.selfieWithIdentity,
  ];
  if (status === userStatus.needsVerificationWithCardSelfie) types.push(documentType.selfieWithCreditCard);
  return types;
}

/** The form fields of `POST /kyc/upload-multiple`, and the keys of `GET /kyc/status`. */
export const documentKinds = [
  'proof_of_identity',
  'proof_of_address',
  'bank_statement',
  'selfie_with_identity',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentStatuses = ['not_submitted', 'pending_review', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const uploadLimits = {
  /** One image or document (8 MB). */
  singleBytes: 8_388_608,
  /** Each file of the multi-upload (10 MB; the spec's message says 5MB, the enforced limit is this). */
  multiBytes: 10_485_760,
  /** Pixels of an uploaded image (width x height, 50 megapixels), read from its header before decoding. */
  imagePixels: 50_000_000,
  /** The longest side of an uploaded image, in pixels. */
  imageSide: 16_384,
} as const;

export const acceptedDocumentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const acceptedSelfieMimeTypes = ['image/jpeg', 'image/png'] as const;

/** A player must be this many years old (spec: 18+); every age check of the site and the server uses it. */
export const minimumAge = 18;
export const earliestBirthYear = 1930;

/** The English refusal of a birthday that is too recent; the server words it in the request's language. */
export const minimumAgeText = `You must be at least ${minimumAge} years old.`;

const calendarDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function calendarDayParts(day: string): [number, number, number] | undefined {
  const match = calendarDayPattern.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthDays = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const days = monthDays[month - 1];
  return days !== undefined && date >= 1 && date <= days ? [year, month, date] : undefined;
}

/**
 * The latest birthday (`YYYY-MM-DD`) of someone who is `minimumAge` on the calendar day `today`
 * (`YYYY-MM-DD`; the caller picks the calendar: the player's on the site, UTC on the server). Someone born
 * on 29 February comes of age on 1 March of a common year, never a day early: on 29 February of a leap year
 * the latest birthday is the 28th when that many years back has no 29th.
 */
export function latestBirthdayOfMinimumAge(today: string): string {
  const parts = calendarDayParts(today);
  if (!parts) throw new Error(`"${today}" is not a YYYY-MM-DD calendar day`);
  const [year, month, date] = parts;
  const birthYear = year - minimumAge;
  const birthDate = month === 2 && date === 29 && !isLeapYear(birthYear) ? 28 : date;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(birthYear).padStart(4, '0')}-${pad(month)}-${pad(birthDate)}`;
}

/** Whether someone born on `birthday` (`YYYY-MM-DD`, a real calendar day) is `minimumAge` or older on `today`. */
export function hasMinimumAge(birthday: string, today: string): boolean {
  return calendarDayParts(birthday) !== undefined && birthday <= latestBirthdayOfMinimumAge(today);
}

/** The birth years the verification form offers, newest first: `minimumAge` years before `now`, down to 1930. */
export function birthYearOptions(now: Date): number[] {
  const newest = now.getFullYear() - minimumAge;
  return Array.from({ length: Math.max(0, newest - earliestBirthYear + 1) }, (_, i) => newest - i);
}
