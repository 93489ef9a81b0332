// One document of the verification page: what it is, where it stands (not submitted, pending review,
// approved, rejected with the reviewer's reason), and the upload with its progress and a preview.
import type { VerificationDocument } from '@reelvault/contract/calls/compliance';
import type { DocumentType } from '@reelvault/contract/constants/kyc';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useUploadDocument } from '@/features/verification/api/upload-document';
import { useWithdrawDocument } from '@/features/verification/api/withdraw-document';
import { acceptedFileTypes, fileProblem } from '@/features/verification/utils/document-file';
import { statusClasses } from '@/features/verification/utils/document-status';

type Outcome = { readonly tone: 'error' | 'success'; readonly text: string };

export function DocumentCard({
  type,
  document,
}: {
  type: DocumentType;
  document: VerificationDocument | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [preview, setPreview] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const upload = useUploadDocument(type, setProgress);
  const withdraw = useWithdrawDocument();
  const status = document?.status ?? 'not_submitted';
  const canUpload = status === 'not_submitted';
  const canReplace = status === 'rejected' || status === 'pending_review';

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function send(file: File) {
    setOutcome(undefined);
    const problem = fileProblem(type, file);
    if (problem) {
      if (input.current) input.current.value = '';
      setOutcome({ tone: 'error', text: t(`verification.errors.${problem}`) });
      return;
    }
    setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined);
    setProgress(0);
    try {
      if (canReplace && document && !(await withdrawn())) {
        setOutcome({ tone: 'error', text: t('verification.errors.replaceFailed') });
        return;
      }
      await upload.mutateAsync(file);
      setOutcome({ tone: 'success', text: t('verification.uploaded') });
    } catch (error) {
      setOutcome({ tone: 'error', text: uploadErrorText(error) });
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  }

  /** Takes back the document being replaced; false when that failed and the old one stays. */
  function withdrawn(): Promise<boolean> {
    return withdraw.mutateAsync(type).then(
      () => true,
      () => false,
    );
  }

  function uploadErrorText(error: unknown): string {
    if (!isApiError(error)) return t('verification.errors.uploadFailed');
    if (error.code === 'NETWORK_FAILURE') return t('verification.errors.connection');
    if (error.code === 'UNAUTHENTICATED') return t('verification.errors.notAuthorized');
    if (error.code === 'KYC_FILE_TOO_LARGE') return t('verification.errors.tooLarge');
    if (error.code === 'KYC_FILE_TYPE') return t('verification.errors.wrongType');
    if (error.code === 'KYC_DOCUMENT_APPROVED') return t('verification.errors.approved');
    return errorText(t, error);
  }

  return (
    <section
      aria-labelledby={titleId}
      data-document-type={type}
      className="flex flex-col gap-3 rounded-2xl border border-night-700 bg-night-900 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          {t(`verification.types.${type}`)}
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusClasses[status]}`}>
          {t(`verification.status.${status}`)}
        </span>
      </div>
      <p className="text-sm text-muted">{t(`verification.hints.${type}`)}</p>
      {status === 'rejected' && document?.rejection_reason ? (
        <p className="text-sm text-rose-200">
          {t('verification.rejectedBecause', { reason: document.rejection_reason })}
        </p>
      ) : null}
      {status === 'pending_review' || status === 'approved' ? (
        <p className="text-sm text-muted">{t('verification.alreadyUploaded')}</p>
      ) : null}
      {preview ? (
        <img src={preview} alt={t('verification.preview')} className="max-h-40 self-start rounded-lg" />
      ) : null}
      {progress !== undefined ? (
        <progress
          max={1}
          value={progress}
          aria-label={t('verification.progress')}
          className="h-2 w-full accent-gold-400"
        />
      ) : null}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      {canUpload || canReplace ? (
        <label
          className={buttonClasses(canUpload ? 'primary' : 'secondary', 'sm', 'cursor-pointer self-start')}
        >
          {canUpload ? t('verification.upload') : t('verification.replace')}
          <input
            ref={input}
            type="file"
            className="sr-only"
            accept={acceptedFileTypes(type)}
            disabled={progress !== undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
        </label>
      ) : null}
    </section>
  );
}
