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
} as const;

export const acceptedDocumentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const acceptedSelfieMimeTypes = ['image/jpeg', 'image/png'] as const;

export const minimumAge = 18;
export const earliestBirthYear = 1930;

/** The birth years the verification form offers, newest first: 18 years before `now`, down to 1930. */
export function birthYearOptions(now: Date): number[] {
  const newest = now.getFullYear() - minimumAge;
  return Array.from({ length: Math.max(0, newest - earliestBirthYear + 1) }, (_, i) => newest - i);
}
