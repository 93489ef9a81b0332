// One document under review: the file beside the player's details; compliance operators approve it or
// reject it with a reason the player will read (picked from a list or written).
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { ErrorNotice } from '../../../components/error-notice';
import { PlayerStatuses } from '../../../components/player-statuses';
import { Waited } from '../../../components/waited';
import { formatDateTime } from '../../../lib/format';
import { useOperator } from '../../auth/api/operator';
import { type useKycDecision, type AdminKycDocument } from '../api/documents';
import { DocumentPreview } from './document-preview';

const rejectionReasons = ['unreadable', 'expired', 'nameMismatch', 'incomplete', 'wrongDocument'] as const;

export function DocumentReview({
  document,
  decision,
}: {
  readonly document: AdminKycDocument;
  readonly decision: ReturnType<typeof useKycDecision>;
}) {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const mayReview = role !== undefined && adminMay(role, 'kyc.review');
  const [rejecting, setRejecting] = useState(false);
  const { player } = document;
  const fullName = [player.name, player.surname].filter(Boolean).join(' ');

  return (
    <article className="review" aria-labelledby="review-title">
      <h2 id="review-title">{t(`verification.kinds.${document.kind}`)}</h2>
      <div className="review__body">
        <div className="review__file">
          <DocumentPreview document={document} />
        </div>
        <div className="review__facts">
          <h3>{t('verification.player')}</h3>
          <dl className="facts">
            <dt>{t('verification.username')}</dt>
            <dd>{player.username}</dd>
            <dt>{t('verification.name')}</dt>
            <dd>{fullName || t('verification.noName')}</dd>
            <dt>{t('verification.playerId')}</dt>
            <dd>{player.id}</dd>
          </dl>
          <PlayerStatuses status={player.status} playerStatus={player.player_status} />
          <h3>{t('verification.document')}</h3>
          <dl className="facts">
            <dt>{t('verification.uploaded')}</dt>
            <dd>
              <Waited since={document.uploaded_at} />
            </dd>
            <dt>{t('verification.status')}</dt>
            <dd>{t(`verification.statuses.${document.status}`)}</dd>
            {document.reviewed_at ? (
              <>
                <dt>{t('verification.reviewed')}</dt>
                <dd>{formatDateTime(document.reviewed_at)}</dd>
              </>
            ) : null}
            {document.rejection_reason ? (
              <>
                <dt>{t('verification.rejectionReason')}</dt>
                <dd>{document.rejection_reason}</dd>
              </>
            ) : null}
          </dl>
          {mayReview && document.status === 'pending_review' ? (
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ kind: 'approve', id: document.id })}
              >
                {t('verification.approve')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  decision.reset();
                  setRejecting(true);
                }}
              >
                {t('verification.reject')}
              </button>
            </div>
          ) : null}
          {decision.error && !rejecting ? <ErrorNotice error={decision.error} /> : null}
        </div>
      </div>
      {rejecting ? (
        <ActionDialog
          title={t('verification.rejectTitle')}
          description={<p>{t('verification.rejectEffect', { player: player.username })}</p>}
          fieldLabel={t('verification.reason')}
          required
          multiline
          danger
          suggestions={rejectionReasons.map((reason) => t(`verification.reasons.${reason}`))}
          submitLabel={t('verification.reject')}
          pending={decision.isPending}
          error={decision.error}
          onSubmit={(reason) =>
            decision.mutate(
              { kind: 'reject', id: document.id, reason },
              { onSuccess: () => setRejecting(false) },
            )
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </article>
  );
}
