// /account/verification: where the player's verification stands and what it still needs (the checklist),
// instant verification with the operator's provider when offered, one card per document asked for, and
// the personal details form.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { errorText } from '@/lib/error-text';
import { useVerificationStatus } from '@/features/verification/api/get-verification-status';
import { isDocumentType } from '@/features/verification/utils/document-status';
import { DocumentCard } from './document-card';
import { InstantVerification } from './instant-verification';
import { MultiUploadForm } from './multi-upload-form';
import { VerificationChecklist } from './verification-checklist';
import { VerificationDetailsForm } from './verification-details-form';

const standingKey = { 0: 'notVerified', 1: 'verified', 2: 'underReview' } as const;

export function VerificationPage({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const status = useVerificationStatus();
  if (status.isPending) return <p className="text-muted">{t('app.loading')}</p>;
  if (status.isError) return <FormMessage tone="error">{errorText(t, status.error)}</FormMessage>;
  const reply = status.data;
  const standing = standingKey[reply.player_status as keyof typeof standingKey] ?? 'notVerified';
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold">{t('verification.title')}</h1>
        <p data-testid="verification-standing" className="font-semibold text-gold-300">
          {t(`verification.standing.${standing}`)}
        </p>
        <p className="max-w-prose text-sm text-muted">{t('verification.intro')}</p>
      </section>
      <div className="max-w-xl">
        <VerificationChecklist items={reply.checklist} />
      </div>
      {reply.player_status === playerStatus.verified ? null : <InstantVerification />}
      <div className="grid gap-4 lg:grid-cols-2">
        {reply.required.filter(isDocumentType).map((type) => (
          <DocumentCard key={type} type={type} document={reply.documents.find((row) => row.type === type)} />
        ))}
      </div>
      {reply.player_status === playerStatus.verified ? null : <MultiUploadForm />}
      <VerificationDetailsForm user={user} locked={reply.details_locked} />
    </div>
  );
}
