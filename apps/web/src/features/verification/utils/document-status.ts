// How a document's review state (and the details' saved state) looks: one colour per state, shared by the
// document cards and the verification checklist; and which numbers are the single form's document types.
import type { ChecklistStatus } from '@reelvault/contract/calls/compliance';
import { documentType, type DocumentType } from '@reelvault/contract/constants/kyc';

export const statusClasses = {
  not_submitted: 'bg-night-700 text-muted',
  pending_review: 'bg-amber-500/20 text-amber-200',
  approved: 'bg-emerald-500/20 text-emerald-200',
  rejected: 'bg-rose-500/20 text-rose-200',
  saved: 'bg-emerald-500/20 text-emerald-200',
} as const satisfies Record<ChecklistStatus, string>;

export const isDocumentType = (type: number): type is DocumentType =>
  (Object.values(documentType) as number[]).includes(type);
