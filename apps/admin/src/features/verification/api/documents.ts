// The verification queue (GET /api/admin/kyc/documents, oldest first), a document's file for the inline
// preview (fetched with the operator's token, never put in a URL), and the decisions on it.
import {
  adminApproveKycDocument,
  adminKycDocumentFile,
  adminKycDocuments,
  adminRejectKycDocument,
} from '@reelvault/contract/calls/compliance';
import { documentStatuses } from '@reelvault/contract/constants/kyc';
import type { ReplyOf } from '@reelvault/contract/route';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type AdminKycDocument = ReplyOf<typeof adminKycDocuments>['data'][number];

export const verificationQueueParams = z.object({
  status: z.enum(documentStatuses).default('pending_review'),
  document: z.uuid().optional(),
});

const documentsKey = ['admin', 'kyc', 'documents'] as const;

export function useKycDocuments(status: AdminKycDocument['status']) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...documentsKey, status],
      queryFn: ({ signal }) => api.call(adminKycDocuments, { query: { status }, signal }),
    }),
  );
}

export function useKycDocumentFile(id: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['admin', 'kyc', 'file', id],
    queryFn: ({ signal }) => api.file(adminKycDocumentFile, { id }, signal),
    // A document's file does not change; each view is an audit entry on the server.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export type KycDecision =
  | { readonly kind: 'approve'; readonly id: string }
  | { readonly kind: 'reject'; readonly id: string; readonly reason: string };

export function useKycDecision() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KycDecision) =>
      decision.kind === 'approve'
        ? api.call(adminApproveKycDocument, { params: { id: decision.id } })
        : api.call(adminRejectKycDocument, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
