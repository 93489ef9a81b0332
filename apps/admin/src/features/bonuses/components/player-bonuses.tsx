// A player's bonuses on the player's page: every bonus, newest first, with its wagering (wagered of
// required, percent), balance, expiry and how it ended, and the rakeback periods under them; an operator who may grant bonuses grants one by
// hand (an amount in the player's currency up to the one-operator limit, an offer's terms or the
// defaults, a reason) and cancels an active or queued one after confirming it with a reason. A grant
// carries its own UUID until the server accepts it, so a submit sent twice is one bonus.
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminPlayerBonus, AdminRakebackPeriod } from '@reelvault/contract/calls/backoffice-bonuses';
import { formatMoney } from '@reelvault/contract/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { interfaceLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useCancelBonus, useGrantBonus, useOffers, usePlayerBonuses } from '../api/bonuses';
import { fieldErrorsOf, FormEnd, FormField } from './form-field';

const open = (bonus: AdminPlayerBonus) => bonus.status === 'active' || bonus.status === 'queued';

/** The player's rakeback periods (decision 1124): not bonuses, so a table of their own under the bonuses. */
function RakebackPeriods({ periods }: { readonly periods: readonly AdminRakebackPeriod[] }) {
  const { t } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(interfaceLanguage(), amount, currency);
  const columns = [
    column<AdminRakebackPeriod>('rakeback', t('bonuses.player.rakeback.columns.rakeback'), (row) => (
      <span className="stack">
        <strong>{row.title}</strong>
        <span className="muted">
          {t('bonuses.player.rakeback.rate', { percent: row.percent })} ({row.source})
        </span>
      </span>
    )),
    column<AdminRakebackPeriod>('period', t('bonuses.player.rakeback.columns.period'), (row) =>
      t('bonuses.player.rakeback.period', {
        from: formatDateTime(row.starts_at),
        to: formatDateTime(row.ends_at),
      }),
    ),
    column<AdminRakebackPeriod>('money', t('bonuses.player.rakeback.columns.money'), (row) => (
      <span className="stack">
        <span>{t('bonuses.player.rakeback.accrued', { amount: money(row.accrued, row.currency) })}</span>
        <span>{t('bonuses.player.rakeback.paid', { amount: money(row.paid, row.currency) })}</span>
      </span>
    )),
    column<AdminRakebackPeriod>('state', t('bonuses.player.rakeback.columns.state'), (row) =>
      row.closed_at
        ? t('bonuses.player.rakeback.settled', { when: formatDateTime(row.closed_at) })
        : t('bonuses.player.rakeback.running'),
    ),
  ];
  return (
    <DataTable
      caption={t('bonuses.player.rakeback.title')}
      columns={columns}
      rows={periods}
      rowKey={(row) => row.id}
      isLoading={false}
      error={null}
      emptyText=""
    />
  );
}

export function PlayerBonuses({ playerId, role }: { readonly playerId: number; readonly role: AdminRole }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses(playerId);
  const cancel = useCancelBonus(playerId);
  const [cancelling, setCancelling] = useState<AdminPlayerBonus | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const mayGrant = adminMay(role, 'bonuses.grant');
  const money = (amount: string, currency: string) => formatMoney(interfaceLanguage(), amount, currency);

  const columns = [
    column<AdminPlayerBonus>('bonus', t('bonuses.player.columns.bonus'), (row) => (
      <span className="stack">
        <strong>{row.title}</strong>
        <span className="muted">
          {t('bonuses.player.grantedOn', { when: formatDateTime(row.created_at), source: row.source })}
        </span>
      </span>
    )),
    column<AdminPlayerBonus>('status', t('bonuses.player.columns.status'), (row) => (
      <span className={`badge badge--${row.status}`}>{t(`bonuses.status.${row.status}`)}</span>
    )),
    column<AdminPlayerBonus>('money', t('bonuses.player.columns.money'), (row) => (
      <span className="stack">
        <span>{t('bonuses.player.granted', { amount: money(row.granted, row.currency) })}</span>
        <span>{t('bonuses.player.balance', { amount: money(row.balance, row.currency) })}</span>
        {/[1-9]/.test(row.converted) ? (
          <span>{t('bonuses.player.converted', { amount: money(row.converted, row.currency) })}</span>
        ) : null}
        {/[1-9]/.test(row.forfeited) ? (
          <span>{t('bonuses.player.forfeited', { amount: money(row.forfeited, row.currency) })}</span>
        ) : null}
      </span>
    )),
    column<AdminPlayerBonus>('wagering', t('bonuses.player.columns.wagering'), (row) => (
      <span className="stack">
        <span>
          {t('bonuses.player.wagered', {
            wagered: money(row.wagered, row.currency),
            required: money(row.wagering_required, row.currency),
            progress: row.progress,
          })}
        </span>
        <progress
          max={100}
          value={row.progress}
          aria-label={t('bonuses.player.progress', { progress: row.progress })}
        />
        {row.max_bet === null ? null : (
          <span className="muted">
            {t('bonuses.player.maxBet', { amount: money(row.max_bet, row.currency) })}
          </span>
        )}
      </span>
    )),
    column<AdminPlayerBonus>('expiry', t('bonuses.player.columns.expiry'), (row) =>
      row.closed_at ? (
        <span className="muted">{t('bonuses.player.closedAt', { when: formatDateTime(row.closed_at) })}</span>
      ) : (
        <time dateTime={row.expires_at}>{formatDateTime(row.expires_at)}</time>
      ),
    ),
    column<AdminPlayerBonus>('actions', t('bonuses.offers.columns.actions'), (row) =>
      mayGrant && open(row) ? (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            cancel.reset();
            setCancelling(row);
          }}
        >
          {t('bonuses.player.cancel')}
          <span className="visually-hidden"> {row.title}</span>
        </button>
      ) : null,
    ),
  ];

  return (
    <>
      <h2>{t('bonuses.player.title')}</h2>
      <SuccessNotice message={message} />
      {mayGrant && bonuses.data ? (
        <GrantForm
          playerId={playerId}
          currency={bonuses.data.currency}
          limit={bonuses.data.grant_limit}
          onGranted={setMessage}
        />
      ) : null}
      <DataTable
        caption={t('bonuses.player.title')}
        columns={columns}
        rows={bonuses.data?.data}
        rowKey={(row) => row.id}
        isLoading={bonuses.isPending}
        error={bonuses.error}
        onRetry={() => void bonuses.refetch()}
        emptyText={t('bonuses.player.empty')}
      />
      {bonuses.data && bonuses.data.rakeback.length > 0 ? (
        <RakebackPeriods periods={bonuses.data.rakeback} />
      ) : null}
      {cancelling ? (
        <ActionDialog
          title={t('bonuses.player.cancelTitle')}
          description={
            <p>
              {t('bonuses.player.cancelEffect', {
                title: cancelling.title,
                amount: money(cancelling.balance, cancelling.currency),
              })}
            </p>
          }
          fieldLabel={t('bonuses.player.reason')}
          required
          multiline
          danger
          submitLabel={t('bonuses.player.cancel')}
          pending={cancel.isPending}
          error={cancel.error}
          onSubmit={(reason) =>
            cancel.mutate(
              { bonusId: cancelling.id, reason },
              {
                onSuccess: (reply) => {
                  setCancelling(null);
                  setMessage(reply.message);
                },
              },
            )
          }
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}

function GrantForm(props: {
  readonly playerId: number;
  readonly currency: string;
  readonly limit: string | null;
  readonly onGranted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const grant = useGrantBonus(props.playerId);
  const offers = useOffers(1, 100);
  const [grantId, setGrantId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState({ amount: '', offer: '', reason: '' });
  const errors = fieldErrorsOf(grant.error);
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grant.isPending) return;
    grant.mutate(
      {
        id: grantId,
        amount: draft.amount.trim(),
        offer_id: draft.offer === '' ? null : Number(draft.offer),
        reason: draft.reason,
      },
      {
        onSuccess: (reply) => {
          props.onGranted(reply.message);
          setDraft({ amount: '', offer: '', reason: '' });
          setGrantId(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <form className="bonus-form" onSubmit={submit} noValidate aria-labelledby="grant-title">
      <h3 id="grant-title">{t('bonuses.player.grantTitle')}</h3>
      <p className="muted">
        {props.limit === null
          ? t('bonuses.player.noLimit', { currency: props.currency })
          : t('bonuses.player.limit', {
              amount: formatMoney(interfaceLanguage(), props.limit, props.currency),
            })}
      </p>
      <FormField label={t('bonuses.player.amount', { currency: props.currency })} error={errors['amount']}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('bonuses.player.terms')} error={errors['offer_id']}>
        {(control) => (
          <select {...control} value={draft.offer} onChange={(event) => set({ offer: event.target.value })}>
            <option value="">{t('bonuses.player.defaultTerms')}</option>
            {(offers.data?.data ?? []).map((offer) => (
              <option key={offer.id} value={offer.id}>
                {t('bonuses.player.offerTerms', {
                  title: offer.title.en,
                  multiplier: offer.wagering_multiplier,
                  days: offer.expiry_days,
                })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('bonuses.player.reason')} error={errors['reason']}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            required
            value={draft.reason}
            onChange={(event) => set({ reason: event.target.value })}
          />
        )}
      </FormField>
      <FormEnd
        error={grant.error}
        shown={['amount', 'offer_id', 'reason']}
        pending={grant.isPending}
        submitLabel={t('bonuses.player.grant')}
      />
    </form>
  );
}
