// The multi-upload form: proof of identity, proof of address, a bank statement and a selfie with the
// identity document sent together; each file is stored or refused on its own, and the form lists which.
import { documentKinds, uploadLimits, type DocumentKind } from '@reelvault/contract/constants/kyc';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/form/form-message';
import { errorText } from '@/lib/error-text';
import { useUploadMultiple, type UploadMultipleReply } from '@/features/verification/api/upload-multiple';
import { multiUploadProblem, multiUploadReason } from '@/features/verification/utils/multi-upload';

const megabytes = uploadLimits.multiBytes / 1_048_576;

export function MultiUploadForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [problems, setProblems] = useState<Partial<Record<DocumentKind, string>>>({});
  const [progress, setProgress] = useState<number>();
  const [result, setResult] = useState<UploadMultipleReply>();
  const [empty, setEmpty] = useState(false);
  const upload = useUploadMultiple(setProgress);

  const problemText = (problem: ReturnType<typeof multiUploadProblem>) =>
    problem === 'tooLarge'
      ? t('verification.multi.tooLarge', { size: megabytes })
      : problem
        ? t(`verification.errors.${problem}`)
        : undefined;

  function choose(kind: DocumentKind, file: File | undefined) {
    setEmpty(false);
    setFiles((current) => ({ ...current, [kind]: file }));
    const problem = file ? problemText(multiUploadProblem(kind, file)) : undefined;
    setProblems((current) => ({ ...current, [kind]: problem }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = Object.fromEntries(
      Object.entries(files).filter(([kind, file]) => file && !problems[kind as DocumentKind]),
    ) as Partial<Record<DocumentKind, File>>;
    if (Object.keys(chosen).length === 0) return setEmpty(true);
    setResult(undefined);
    setProgress(0);
    upload.mutate(chosen, {
      onSuccess: (reply) => {
        setResult(reply);
        setFiles({});
        (event.target as HTMLFormElement).reset();
      },
      onSettled: () => setProgress(undefined),
    });
  }

  const kindLabel = (kind: string) =>
    (documentKinds as readonly string[]).includes(kind)
      ? t(`verification.multi.fields.${kind as DocumentKind}`)
      : kind;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-night-900 p-5">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('verification.multi.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t('verification.multi.intro', { size: megabytes })}</p>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {documentKinds.map((kind) => (
            <label key={kind} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold text-ink">{t(`verification.multi.fields.${kind}`)}</span>
              <input
                type="file"
                name={kind}
                accept={
                  kind === 'selfie_with_identity'
                    ? 'image/jpeg,image/png'
                    : 'image/jpeg,image/png,application/pdf'
                }
                onChange={(event) => choose(kind, event.target.files?.[0])}
                aria-invalid={problems[kind] ? true : undefined}
                className="text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-night-700 file:px-3 file:py-1.5 file:text-ink"
              />
              {problems[kind] ? <span className="text-sm text-rose-300">{problems[kind]}</span> : null}
            </label>
          ))}
        </div>
        {progress !== undefined ? (
          <progress
            max={1}
            value={progress}
            aria-label={t('verification.progress')}
            className="h-2 w-full accent-gold-400"
          />
        ) : null}
        {empty ? <FormMessage tone="error">{t('verification.multi.chooseOne')}</FormMessage> : null}
        {upload.isError ? <FormMessage tone="error">{errorText(t, upload.error)}</FormMessage> : null}
        <div>
          <button
            type="submit"
            disabled={upload.isPending}
            aria-busy={upload.isPending}
            className={buttonClasses('primary', 'sm')}
          >
            {t('verification.multi.submit')}
          </button>
        </div>
      </form>
      {result ? (
        <div className="flex flex-col gap-2" data-testid="multi-upload-result">
          {result.uploaded_documents.length > 0 ? (
            <FormMessage tone="success">
              {t('verification.multi.uploaded', {
                documents: result.uploaded_documents.map((row) => kindLabel(row.type)).join(', '),
              })}
            </FormMessage>
          ) : null}
          {result.failed_documents.map((row) => (
            <FormMessage key={row.type} tone="error">
              {t('verification.multi.failed', {
                document: kindLabel(row.type),
                reason: multiUploadReason(t, row.reason, megabytes),
              })}
            </FormMessage>
          ))}
        </div>
      ) : null}
    </section>
  );
}
