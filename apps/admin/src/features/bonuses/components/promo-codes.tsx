// The promo codes, newest first, with their offer and usage (redemptions, players, what is left of the
// total limit), schedule and state; an operator who manages bonuses creates a code for an offer, renames
// it, changes its limits and schedule (UTC), pauses or resumes it. Codes are case-sensitive.
import type { AdminPromoCode } from '@reelvault/contract/calls/backoffice-bonuses';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { useTableParams } from '../../../lib/table-params';
import { pageParams, useOffers, usePromoCodes, useSavePromoCode, useSwitchPromoCode } from '../api/bonuses';
import { fieldErrorsOf, FormEnd, FormField } from './form-field';
import { useManagedList } from './managed-list';
import { Schedule, StateBadge } from './offers-list';

export function PromoCodesList() {
  const { t } = useTranslation();
  const { params } = useTableParams(pageParams);
  const list = usePromoCodes(params.page);
  const managed = useManagedList<AdminPromoCode>(useSwitchPromoCode());

  const columns = [
    column<AdminPromoCode>('code', t('bonuses.codes.columns.code'), (row) => <code>{row.code}</code>),
    column<AdminPromoCode>('offer', t('bonuses.codes.columns.offer'), (row) => (
      <span className="stack">
        <span>{row.offer.title}</span>
        <code className="muted">{row.offer.key}</code>
      </span>
    )),
    column<AdminPromoCode>('usage', t('bonuses.codes.columns.usage'), (row) => (
      <span className="stack">
        <span>
          {row.total_limit === null
            ? t('bonuses.codes.usedUnlimited', { used: row.used })
            : t('bonuses.codes.usedOf', { used: row.used, limit: row.total_limit, remaining: row.remaining })}
        </span>
        <span className="muted">
          {t('bonuses.codes.players', { count: row.players, limit: row.per_player_limit })}
        </span>
      </span>
    )),
    column<AdminPromoCode>('schedule', t('bonuses.offers.columns.schedule'), (row) => (
      <Schedule from={row.starts_at} to={row.ends_at} />
    )),
    column<AdminPromoCode>('state', t('bonuses.offers.columns.state'), (row) => (
      <StateBadge state={row.state} />
    )),
    column<AdminPromoCode>('actions', t('bonuses.offers.columns.actions'), (row) =>
      managed.actions(row, row.code),
    ),
  ];

  return (
    <>
      {managed.head(t('bonuses.codes.new'), (code) => (
        <PromoCodeForm key={code?.id ?? 'new'} code={code} onCancel={managed.cancel} onDone={managed.done} />
      ))}
      <DataTable
        caption={t('bonuses.codes.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => String(row.id)}
        emptyText={t('bonuses.codes.empty')}
      />
    </>
  );
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function PromoCodeForm(props: {
  readonly code: AdminPromoCode | null;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  // Codes are written for the offers a promo code unlocks; the newest hundred are offered.
  const offers = useOffers(1, 100);
  const { code } = props;
  const [draft, setDraft] = useState({
    code: code?.code ?? '',
    offer_id: code ? String(code.offer.id) : '',
    per_player_limit: code ? String(code.per_player_limit) : '1',
    total_limit: code?.total_limit === null || code === null ? '' : String(code.total_limit),
    starts_at: code?.starts_at?.slice(0, 16) ?? '',
    ends_at: code?.ends_at?.slice(0, 16) ?? '',
  });
  const errors = fieldErrorsOf(save.error);
  type Name = keyof typeof draft;
  const set = (name: Name, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        id: code?.id ?? null,
        body: {
          code: draft.code.trim(),
          offer_id: whole(draft.offer_id),
          per_player_limit: whole(draft.per_player_limit),
          total_limit: draft.total_limit.trim() === '' ? null : whole(draft.total_limit),
          starts_at: draft.starts_at === '' ? null : `${draft.starts_at}:00Z`,
          ends_at: draft.ends_at === '' ? null : `${draft.ends_at}:00Z`,
        },
      },
      { onSuccess: (reply) => props.onDone(reply.message) },
    );
  };
  const input = (name: Name, label: string, type = 'text') => (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete="off"
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="bonus-form" onSubmit={submit} noValidate aria-labelledby="code-form-title">
      <h2 id="code-form-title">
        {code ? t('bonuses.codes.editTitle', { code: code.code }) : t('bonuses.codes.newTitle')}
      </h2>
      {input('code', t('bonuses.codes.fields.code'))}
      <FormField label={t('bonuses.codes.fields.offer')} error={errors['offer_id']}>
        {(control) => (
          <select
            {...control}
            value={draft.offer_id}
            disabled={code !== null}
            onChange={(event) => set('offer_id', event.target.value)}
          >
            <option value="">{t('bonuses.codes.fields.chooseOffer')}</option>
            {(offers.data?.data ?? []).map((offer) => (
              <option key={offer.id} value={offer.id}>
                {offer.title.en} ({offer.key})
              </option>
            ))}
          </select>
        )}
      </FormField>
      {input('per_player_limit', t('bonuses.codes.fields.perPlayer'))}
      {input('total_limit', t('bonuses.codes.fields.total'))}
      {input('starts_at', t('bonuses.offers.fields.starts_at'), 'datetime-local')}
      {input('ends_at', t('bonuses.offers.fields.ends_at'), 'datetime-local')}
      <FormEnd
        error={save.error}
        shown={Object.keys(draft)}
        pending={save.isPending}
        onCancel={props.onCancel}
      />
    </form>
  );
}
