// The review-claims queue ("Rate us and Win"): the claims of one status (the tab is in the URL), oldest
// first, each with its player, platform and link to the review; an operator who decides reviews opens
// the link, then approves (the reward is credited to the player's bonus) or rejects with the reason the
// player reads.
import { reviewClaimStatuses, type adminReviewClaims } from '@reelvault/contract/calls/rewards';
import { reviewPlatforms } from '@reelvault/contract/constants/rewards';
import { formatMoney } from '@reelvault/contract/money';
import type { ReplyOf } from '@reelvault/contract/route';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { PlayerCell } from '../../../components/player-cell';
import { Waited } from '../../../components/waited';
import { interfaceLanguage } from '../../../i18n/i18n';
import { useTableParams } from '../../../lib/table-params';
import { reviewListParams, useDecideReviewClaim, useReviewClaims, type ReviewDecision } from '../api/bonuses';

type AdminReviewClaimRow = ReplyOf<typeof adminReviewClaims>['data'][number];
type Opened = { readonly kind: ReviewDecision['kind']; readonly row: AdminReviewClaimRow } | null;

const platformName = (key: string) => reviewPlatforms.find((platform) => platform.key === key)?.name ?? key;

export function ReviewClaims() {
  const { t } = useTranslation();
  const { params, search } = useTableParams(reviewListParams);
  const list = useReviewClaims(params);
  const decide = useDecideReviewClaim();
  const [opened, setOpened] = useState<Opened>(null);
  const open = (kind: ReviewDecision['kind'], row: AdminReviewClaimRow) => {
    decide.reset();
    setOpened({ kind, row });
  };
  const tabSearch = (status: string) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (status === 'waiting') next.delete('status');
    else next.set('status', status);
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  const columns = [
    column<AdminReviewClaimRow>('sent', t('bonuses.reviews.columns.sent'), (row) => (
      <Waited since={row.created_at} />
    )),
    column<AdminReviewClaimRow>('player', t('bonuses.reviews.columns.player'), (row) => (
      <PlayerCell player={{ id: row.player_id, username: row.username }} />
    )),
    column<AdminReviewClaimRow>('review', t('bonuses.reviews.columns.review'), (row) => (
      <span className="stack">
        <span>{platformName(row.platform)}</span>
        <a className="break" href={row.link} target="_blank" rel="noopener noreferrer nofollow">
          {row.link}
        </a>
      </span>
    )),
    column<AdminReviewClaimRow>('outcome', t('bonuses.reviews.columns.outcome'), (row) => (
      <span className="stack">
        <span className={`badge badge--${row.status}`}>{t(`bonuses.reviews.status.${row.status}`)}</span>
        {row.reward !== null && row.currency !== null ? (
          <span>
            {t('bonuses.reviews.reward', {
              amount: formatMoney(interfaceLanguage(), row.reward, row.currency),
            })}
          </span>
        ) : null}
        {row.reason ? <span className="muted">{row.reason}</span> : null}
      </span>
    )),
    column<AdminReviewClaimRow>('actions', t('bonuses.offers.columns.actions'), (row) =>
      row.status === 'waiting' ? (
        <span className="row-actions">
          <button type="button" className="button button--primary" onClick={() => open('approve', row)}>
            {t('bonuses.reviews.approve')}
            <span className="visually-hidden"> {row.username}</span>
          </button>
          <button type="button" className="button button--danger" onClick={() => open('reject', row)}>
            {t('bonuses.reviews.reject')}
            <span className="visually-hidden"> {row.username}</span>
          </button>
        </span>
      ) : null,
    ),
  ];

  return (
    <>
      <nav className="tabs" aria-label={t('bonuses.reviews.statuses')}>
        {reviewClaimStatuses.map((status) => (
          <Link
            key={status}
            to={{ search: tabSearch(status) }}
            aria-current={status === params.status ? 'page' : undefined}
          >
            {t(`bonuses.reviews.status.${status}`)}
          </Link>
        ))}
      </nav>
      <SuccessNotice message={decide.isSuccess ? decide.data.message : undefined} />
      <DataTable
        caption={t('bonuses.reviews.caption', { status: t(`bonuses.reviews.status.${params.status}`) })}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => String(row.id)}
        emptyText={t('bonuses.reviews.empty')}
      />
      {opened ? (
        <ActionDialog
          title={t(`bonuses.reviews.${opened.kind}Title`)}
          description={
            <p>
              {t(`bonuses.reviews.${opened.kind}Effect`, {
                player: opened.row.username,
                platform: platformName(opened.row.platform),
              })}
            </p>
          }
          {...(opened.kind === 'reject' ? { fieldLabel: t('bonuses.reviews.reason') } : {})}
          required={opened.kind === 'reject'}
          multiline={opened.kind === 'reject'}
          danger={opened.kind === 'reject'}
          submitLabel={t(`bonuses.reviews.${opened.kind}`)}
          pending={decide.isPending}
          error={decide.error}
          onSubmit={(reason) => {
            const { kind, row } = opened;
            const decision: ReviewDecision =
              kind === 'approve' ? { kind, id: row.id } : { kind, id: row.id, reason };
            decide.mutate(decision, { onSuccess: () => setOpened(null) });
          }}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
