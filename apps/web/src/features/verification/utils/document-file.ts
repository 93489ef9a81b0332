// The checks a chosen file passes before it is sent (the server checks again, by content): its size
// against the 8 MB limit, and its type against what the slot accepts (selfies are photos).
import { documentType, uploadLimits } from '@reelvault/contract/constants/kyc';

export type FileProblem = 'tooLarge' | 'wrongType' | 'wrongSelfieType';

const selfieTypes: readonly number[] = [documentType.selfieWithIdentity, documentType.selfieWithCreditCard];

export function acceptedFileTypes(type: number): string {
  return selfieTypes.includes(type) ? 'image/jpeg,image/png' : 'image/jpeg,image/png,application/pdf';
}

export function fileProblem(type: number, file: { size: number; type: string }): FileProblem | undefined {
  if (file.size > uploadLimits.singleBytes) return 'tooLarge';
  const accepted = acceptedFileTypes(type).split(',');
  if (file.type && !accepted.includes(file.type)) {
    return selfieTypes.includes(type) ? 'wrongSelfieType' : 'wrongType';
  }
  return undefined;
}
