// Instant verification on the verification page (decision 0905): offered only when the operator
// configured a provider. "Verify instantly" sends the player to the provider's hosted page; back here, the
// page shows where the session stands (waiting, approved, or the provider's reason to refuse).
import type { InstantVerificationStatus } from '@reelvault/contract/calls/instant-verification';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import {
  useInstantVerification,
  useStartInstantVerification,
} from '@/features/verification/api/instant-verification';

const stateClasses: Record<InstantVerificationStatus, string> = {
  created: 'text-amber-200',
  review: 'text-amber-200',
  approved: 'text-emerald-200',
  declined: 'text-rose-200',
  resubmission_requested: 'text-rose-200',
  expired: 'text-muted',
  abandoned: 'text-muted',
};

export function InstantVerification() {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useInstantVerification();
  const start = useStartInstantVerification();
  if (!state.data?.offered) return null;
  const { session, can_start: canStart } = state.data;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="instant-verification"
      className="flex max-w-xl flex-col gap-3 rounded-2xl bg-night-900 p-4 text-start"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('verification.instant.title')}
      </h2>
      <p className="text-sm text-muted">{t('verification.instant.intro')}</p>
      {session ? (
        <p
          data-testid="instant-verification-state"
          className={`text-sm font-semibold ${stateClasses[session.status]}`}
        >
          {t(`verification.instant.state.${session.status}`)}
        </p>
      ) : null}
      {session?.reason && (session.status === 'declined' || session.status === 'resubmission_requested') ? (
        <p className="text-xs text-rose-200">
          {t('verification.rejectedBecause', { reason: session.reason })}
        </p>
      ) : null}
      {canStart ? (
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'self-start')}
          disabled={start.isPending || start.isSuccess}
          onClick={() => start.mutate()}
        >
          {start.isPending || start.isSuccess
            ? t('verification.instant.starting')
            : session
              ? t('verification.instant.again')
              : t('verification.instant.start')}
        </button>
      ) : null}
      {start.isError ? <FormMessage tone="error">{errorText(t, start.error)}</FormMessage> : null}
    </section>
  );
}
