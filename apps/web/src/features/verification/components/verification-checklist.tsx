// What full verification still needs, as the server counts it: each document asked for and the personal
// details, with where each stands (not submitted, pending review, approved, rejected with the reviewer's
// reason, details saved). Shown on the verification page, in the play page's verification-required state
// and in the verification popup.
import type { VerificationChecklistItem } from '@reelvault/contract/calls/compliance';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerificationStatus } from '@/features/verification/api/get-verification-status';
import { isDocumentType, statusClasses } from '@/features/verification/utils/document-status';

const isDone = (entry: VerificationChecklistItem) => entry.status === 'approved' || entry.status === 'saved';

export function VerificationChecklist({ items }: { items: readonly VerificationChecklistItem[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = ({ item, type }: VerificationChecklistItem) => {
    if (item === 'details') return t('verification.details.title');
    if (item === 'instant_verification') return t('verification.instant.checklistItem');
    return type !== null && isDocumentType(type)
      ? t(`verification.types.${type}`)
      : t('verification.multi.fields.bank_statement');
  };
  const stateText = ({ status }: VerificationChecklistItem) =>
    status === 'saved' ? t('verification.checklist.saved') : t(`verification.status.${status}`);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="verification-checklist"
      className="flex flex-col gap-2 text-start"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-bold text-ink">
          {t('verification.checklist.title')}
        </h3>
        <p className="text-xs text-muted">
          {t('verification.checklist.progress', {
            done: items.filter(isDone).length,
            total: items.length,
          })}
        </p>
      </div>
      <ul className="flex flex-col gap-1">
        {items.map((entry) => (
          <li
            key={entry.item}
            data-checklist-item={entry.item}
            data-status={entry.status}
            className="flex flex-col gap-1 rounded-xl bg-night-900 px-3 py-2"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-ink">{label(entry)}</span>
              <span
                className={`rounded-full px-3 py-0.5 text-xs font-semibold ${statusClasses[entry.status]}`}
              >
                {stateText(entry)}
              </span>
            </div>
            {entry.status === 'rejected' && entry.rejection_reason ? (
              <p className="text-xs text-rose-200">
                {t('verification.rejectedBecause', { reason: entry.rejection_reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The checklist of the logged-in player, read from the verification status (nothing while it loads). */
export function PlayerVerificationChecklist() {
  const status = useVerificationStatus();
  return status.data ? <VerificationChecklist items={status.data.checklist} /> : null;
}
