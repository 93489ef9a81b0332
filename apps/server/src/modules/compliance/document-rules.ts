// The rules of identity verification that need no storage: which document kinds and type numbers exist,
// what each accepts, how a document is shown, the checklist of what full verification needs, the level a
// player's details and documents reach, and the checks of the details form (a real birthday, the years
// offered, the minimum age).
import {
  kycDocumentKinds,
  verificationLevels,
  type KycDocumentKind,
  type VerificationChecklistItem,
  type VerificationDocument,
} from '@reelvault/contract/calls/compliance';
import {
  documentKinds,
  documentType,
  earliestBirthYear,
  hasMinimumAge,
  minimumAge,
  minimumAgeText,
  uploadLimits,
  type DocumentKind,
  type DocumentStatus,
} from '@reelvault/contract/constants/kyc';
import { userStatus } from '@reelvault/contract/constants/statuses';
import { validationError } from '../../http/app-error';
import type { VerificationDetailsInput, VerificationSubject } from '../identity/service';
import type { DocumentMime } from './document-files';
import type { DocumentRow } from './repository';

/** The type number of each kind (the single upload form's `type`); a bank statement has none. */
export const typeOfKind: Record<KycDocumentKind, number | null> = {
  identity_front: documentType.identityFront,
  identity_back: documentType.identityBack,
  proof_of_address: documentType.proofOfAddress,
  selfie_with_credit_card: documentType.selfieWithCreditCard,
  selfie_with_identity: documentType.selfieWithIdentity,
  bank_statement: null,
};

/** The multi-upload form's fields and the kinds they store. */
export const kindOfFormField: Record<DocumentKind, KycDocumentKind> = {
  proof_of_identity: 'identity_front',
  proof_of_address: 'proof_of_address',
  bank_statement: 'bank_statement',
  selfie_with_identity: 'selfie_with_identity',
};

export function kindOfType(type: number): KycDocumentKind | undefined {
  return kycDocumentKinds.find((kind) => typeOfKind[kind] === type);
}

export const isKind = (value: string): value is KycDocumentKind =>
  (kycDocumentKinds as readonly string[]).includes(value);
export const isFormField = (value: string): value is DocumentKind =>
  (documentKinds as readonly string[]).includes(value);

/** The kind a `DELETE /kyc/documents/{type}` names: a form field, a kind, or a type number. */
export function kindNamed(type: string): KycDocumentKind | undefined {
  if (isFormField(type)) return kindOfFormField[type];
  if (isKind(type)) return type;
  return /^\d+$/.test(type) ? kindOfType(Number(type)) : undefined;
}

/** The type numbers of the player's documents that are not rejected, ascending. */
export function submittedTypes(documents: readonly DocumentRow[]): number[] {
  return documents
    .filter((row) => row.status !== 'rejected')
    .map((row) => (isKind(row.kind) ? typeOfKind[row.kind] : null))
    .filter((type): type is number => type !== null)
    .sort((a, b) => a - b);
}

const selfieKinds: ReadonlySet<KycDocumentKind> = new Set([
  'selfie_with_identity',
  'selfie_with_credit_card',
]);
export const isSelfie = (kind: KycDocumentKind) => selfieKinds.has(kind);
export const acceptedMimes = (kind: KycDocumentKind): DocumentMime[] =>
  isSelfie(kind) ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'];

export const singleUploadTooLarge = 'You can only upload file less than 8 MB in file size.';
export const multiUploadTooLarge = `File size exceeds the maximum limit of ${uploadLimits.multiBytes / 1_048_576}MB.`;
export const wrongFileType = 'Invalid file format. Please upload JPG, PNG or PDF files only.';
export const wrongSelfieType = 'Invalid file format. Please upload a JPG or PNG photo.';

/** One file as the HTTP layer read it: the bytes up to the limit, and whether more was sent. */
export interface UploadedFile {
  readonly bytes: Uint8Array;
  readonly truncated: boolean;
  /** The name the browser sent: its extension must agree with the content (a PNG named .pdf is refused). */
  readonly fileName?: string | undefined;
}

const extensionsOf: Record<DocumentMime, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** Whether a file name's extension (if it has one) names the type the content is. */
export function nameAgrees(fileName: string | undefined, mime: DocumentMime): boolean {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName ?? '');
  return !match?.[1] || extensionsOf[mime].includes(match[1].toLowerCase());
}

export function documentReply(row: DocumentRow): VerificationDocument {
  const kind = isKind(row.kind) ? row.kind : 'bank_statement';
  return {
    id: row.id,
    type: typeOfKind[kind],
    kind,
    status: row.status as DocumentStatus,
    rejection_reason: row.rejectionReason,
    uploaded_at: row.uploadedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    mime_type: row.mimeType,
    size: row.sizeBytes,
  };
}

/** The documents full verification asks of a player in `status`, in the order the checklist shows them. */
function neededKinds(status: number): KycDocumentKind[] {
  const needed: KycDocumentKind[] = ['identity_front', 'proof_of_address', 'selfie_with_identity'];
  if (status === userStatus.needsVerificationWithCardSelfie) needed.push('selfie_with_credit_card');
  return needed;
}

/** Name, surname, birthday, address and city: the details form's fields that verification needs. */
function detailsOnFile(subject: VerificationSubject): boolean {
  return [subject.name, subject.surname, subject.birthday, subject.address, subject.city].every(
    (value) => value !== null && value.trim() !== '',
  );
}

const checklistOrder = (kind: KycDocumentKind) => typeOfKind[kind] ?? Number.MAX_SAFE_INTEGER;

/** The player's latest instant verification at the provider (decision 0905), as the checklist reads it. */
export interface InstantVerificationState {
  readonly status: string;
  readonly reason: string | null;
}

/** An instant verification's row in the checklist: waiting, approved, or refused with the provider's reason. */
function instantItem(instant: InstantVerificationState): VerificationChecklistItem {
  const refused = instant.status === 'declined' || instant.status === 'resubmission_requested';
  const status: DocumentStatus =
    instant.status === 'approved'
      ? 'approved'
      : refused
        ? 'rejected'
        : instant.status === 'created' || instant.status === 'review'
          ? 'pending_review'
          : 'not_submitted';
  return {
    item: 'instant_verification',
    type: null,
    status,
    rejection_reason: refused ? instant.reason : null,
  };
}

/**
 * What full verification needs and where each part stands: the documents asked for, any other identity
 * document sent (one not approved holds verification back), then the personal details. A provider's
 * approval (decision 0905) stands in for the identity documents, the proof of address and the selfie;
 * an instant verification not approved is shown, and the documents stay what is needed.
 */
export function verificationChecklist(
  subject: VerificationSubject,
  documents: readonly DocumentRow[],
  instant?: InstantVerificationState,
): VerificationChecklistItem[] {
  const approvedInstantly = instant?.status === 'approved';
  const needed = approvedInstantly
    ? neededKinds(subject.status).filter((kind) => kind === 'selfie_with_credit_card')
    : neededKinds(subject.status);
  const current = new Map(
    documents.filter((row) => isKind(row.kind)).map((row) => [row.kind as KycDocumentKind, row]),
  );
  const sent = approvedInstantly
    ? []
    : [...current.keys()]
        .filter((kind) => kind !== 'bank_statement' && !needed.includes(kind))
        .sort((a, b) => checklistOrder(a) - checklistOrder(b));
  const documentItems = [...needed, ...sent].map((kind): VerificationChecklistItem => {
    const row = current.get(kind);
    return {
      item: kind,
      type: typeOfKind[kind],
      status: (row?.status ?? 'not_submitted') as DocumentStatus,
      rejection_reason: row?.status === 'rejected' ? row.rejectionReason : null,
    };
  });
  return [
    ...(instant && approvedInstantly ? [instantItem(instant)] : []),
    ...documentItems,
    ...(instant && !approvedInstantly ? [instantItem(instant)] : []),
    {
      item: 'details',
      type: null,
      status: detailsOnFile(subject) ? 'saved' : 'not_submitted',
      rejection_reason: null,
    },
  ];
}

/**
 * The verification level of a player from their details, current documents and latest instant
 * verification (which counts only once approved).
 */
export function levelOf(
  subject: VerificationSubject,
  documents: readonly DocumentRow[],
  instant?: InstantVerificationState,
): number {
  const checklist = verificationChecklist(subject, documents, instant).filter(
    (entry) => entry.item !== 'instant_verification' || entry.status === 'approved',
  );
  if (checklist.every((entry) => entry.status === 'approved' || entry.status === 'saved'))
    return verificationLevels.full;
  if (
    instant?.status === 'approved' ||
    documents.some((row) => row.kind === 'identity_front' && row.status === 'approved')
  )
    return verificationLevels.identity;
  return detailsOnFile(subject) ? verificationLevels.details : verificationLevels.none;
}

/** The verification form as `POST /account/verification` receives it. */
export interface VerificationForm {
  readonly name: string;
  readonly surname: string;
  readonly birth_day: number;
  readonly birth_month: number;
  readonly birth_year: number;
  readonly address: string;
  readonly city: string;
  readonly user_phone?: string | undefined;
  readonly user_country?: number | undefined;
  readonly user_gender?: string | undefined;
}

/**
 * The details a form gives, or a validation error: the birthday must be a real calendar day, its year one
 * the form offers (1930 to `minimumAge` years before `now`), and the player `minimumAge` on `now`'s UTC day.
 */
export function detailsOfForm(form: VerificationForm, now: Date): VerificationDetailsInput {
  const birthday = new Date(Date.UTC(form.birth_year, form.birth_month - 1, form.birth_day));
  const newestYear = now.getUTCFullYear() - minimumAge;
  if (
    birthday.getUTCFullYear() !== form.birth_year ||
    birthday.getUTCMonth() !== form.birth_month - 1 ||
    birthday.getUTCDate() !== form.birth_day
  ) {
    throw validationError({ birth_day: ['The date of birth is not a valid date.'] });
  }
  if (form.birth_year < earliestBirthYear || form.birth_year > newestYear) {
    throw validationError({
      birth_year: [`The birth year must be between ${earliestBirthYear} and ${newestYear}.`],
    });
  }
  const birthdayText = birthday.toISOString().slice(0, 10);
  if (!hasMinimumAge(birthdayText, now.toISOString().slice(0, 10))) {
    throw validationError({ birth_year: [minimumAgeText] });
  }
  return {
    name: form.name,
    surname: form.surname,
    birthday: birthdayText,
    address: form.address,
    city: form.city,
    phone: form.user_phone || undefined,
    countryId: form.user_country,
    gender: form.user_gender,
  };
}
