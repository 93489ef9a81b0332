// POST /api/kyc/upload-multiple (multipart: proof_of_identity, proof_of_address, bank_statement,
// selfie_with_identity): each file stored or refused on its own, with a reason.
import type { DocumentKind } from '@reelvault/contract/constants/kyc';
import type { ReplyOf } from '@reelvault/contract/route';
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';
import { postMultipart } from './upload-document';

export type UploadMultipleReply = ReplyOf<typeof complianceCalls.uploadMultipleDocuments>;

export function uploadMultipleDocuments(
  files: Partial<Record<DocumentKind, File>>,
  onProgress: (fraction: number) => void,
): Promise<UploadMultipleReply> {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return postMultipart(
    complianceCalls.uploadMultipleDocuments.path,
    form,
    complianceCalls.uploadMultipleDocuments.reply,
    onProgress,
  );
}

export function useUploadMultiple(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: Partial<Record<DocumentKind, File>>) => uploadMultipleDocuments(files, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
