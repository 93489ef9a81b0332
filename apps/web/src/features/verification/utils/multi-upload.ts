// The multi-upload form's checks before sending (each file at most the enforced size, selfies photos),
// and the server's reasons for a refused file in the player's language.
import { uploadLimits, type DocumentKind } from '@reelvault/contract/constants/kyc';
import type { TFunction } from 'i18next';

export type MultiUploadProblem = 'tooLarge' | 'wrongType' | 'wrongSelfieType';

export function multiUploadProblem(
  kind: DocumentKind,
  file: { size: number; type: string },
): MultiUploadProblem | undefined {
  if (file.size > uploadLimits.multiBytes) return 'tooLarge';
  const selfie = kind === 'selfie_with_identity';
  const accepted = selfie ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'];
  if (file.type && !accepted.includes(file.type)) return selfie ? 'wrongSelfieType' : 'wrongType';
  return undefined;
}

/** A refused file's reason: the size and format refusals translated, any other as the server gave it. */
export function multiUploadReason(t: TFunction, reason: string, megabytes: number): string {
  if (/maximum limit/i.test(reason)) return t('verification.multi.tooLarge', { size: megabytes });
  if (/JPG or PNG/i.test(reason)) return t('verification.errors.wrongSelfieType');
  if (/Invalid file format/i.test(reason)) return t('verification.errors.wrongType');
  if (/approved and can no longer be replaced/i.test(reason)) return t('verification.errors.approved');
  if (/type is not accepted/i.test(reason)) return t('verification.errors.uploadFailed');
  return reason;
}
