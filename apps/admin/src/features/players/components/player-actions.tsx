// The actions on a player the operator's role allows (the others are not shown; the server refuses them
// anyway), each in a dialog that asks for the reason. After a success the page is refetched and the
// server's message shown; a refusal (ADMIN_PLAYER_CLOSED, ADMIN_EXCLUSION_TOO_EARLY, ...) stays in the
// dialog in the server's words.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { adminMay } from '@reelvault/contract/calls/backoffice';
import {
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
} from '@reelvault/contract/constants/limits';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { SuccessNotice } from '../../../components/notice';
import {
  actionPermissions,
  usePlayerAction,
  type PlayerAction,
  type PlayerActionKind,
} from '../api/player-actions';
import type { AdminPlayerDetail } from '../api/players';

const actionOrder: readonly PlayerActionKind[] = [
  'status',
  'endSessions',
  'resetTwoFactor',
  'limit',
  'endExclusion',
  'close',
];

const settableStatuses = ['1', '2', '6', '7'] as const;
const playerStatuses = ['0', '1', '2'] as const;

function Choice(props: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function StatusFields(props: {
  readonly status: string;
  readonly playerStatus: string;
  readonly onStatus: (value: string) => void;
  readonly onPlayerStatus: (value: string) => void;
}) {
  const { t } = useTranslation();
  const unchanged = { value: '', label: t('player.actions.unchanged') };
  return (
    <>
      <Choice
        label={t('players.userStatus')}
        value={props.status}
        options={[
          unchanged,
          ...settableStatuses.map((value) => ({ value, label: t(`players.userStatuses.${value}`) })),
        ]}
        onChange={props.onStatus}
      />
      <Choice
        label={t('players.playerStatus')}
        value={props.playerStatus}
        options={[
          unchanged,
          ...playerStatuses.map((value) => ({ value, label: t(`players.playerStatuses.${value}`) })),
        ]}
        onChange={props.onPlayerStatus}
      />
    </>
  );
}

interface LimitDraft {
  readonly limit: LimitKind;
  readonly period: LimitPeriod;
  readonly amount: string;
}

function LimitFields(props: {
  readonly draft: LimitDraft;
  readonly currency: string;
  readonly onChange: (patch: Partial<LimitDraft>) => void;
}) {
  const { t } = useTranslation();
  const amountId = useId();
  const { draft, onChange } = props;
  return (
    <>
      <Choice
        label={t('player.limits.kind')}
        value={draft.limit}
        options={limitKinds.map((value) => ({ value, label: t(`player.limits.kinds.${value}`) }))}
        onChange={(value) => onChange({ limit: limitKinds.find((item) => item === value) ?? 'deposit' })}
      />
      <Choice
        label={t('player.limits.period')}
        value={draft.period}
        options={limitPeriods.map((value) => ({ value, label: t(`player.limits.periods.${value}`) }))}
        onChange={(value) => onChange({ period: limitPeriods.find((item) => item === value) ?? 'daily' })}
      />
      <div className="field">
        <label htmlFor={amountId}>
          {draft.limit === 'session'
            ? t('player.limits.minutes')
            : t('player.limits.amount', { currency: props.currency })}
        </label>
        <input
          id={amountId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
        />
      </div>
    </>
  );
}

/** The fields an action needs besides its reason, and how they make the call's body. */
function useActionFields(kind: PlayerActionKind, player: AdminPlayerDetail) {
  const [status, setStatus] = useState('');
  const [playerStatus, setPlayerStatus] = useState('');
  const [limitDraft, setLimitDraft] = useState<LimitDraft>({ limit: 'deposit', period: 'daily', amount: '' });
  const { limit, period, amount } = limitDraft;

  let fields: ReactNode = null;
  if (kind === 'status') {
    fields = (
      <StatusFields
        status={status}
        playerStatus={playerStatus}
        onStatus={setStatus}
        onPlayerStatus={setPlayerStatus}
      />
    );
  } else if (kind === 'limit') {
    fields = (
      <LimitFields
        draft={limitDraft}
        currency={player.profile.currency}
        onChange={(patch) => setLimitDraft((current) => ({ ...current, ...patch }))}
      />
    );
  }

  const toAction = (reason: string): PlayerAction => {
    switch (kind) {
      case 'status':
        return {
          kind,
          reason,
          // The selects offer only the values the call takes, or '' for unchanged.
          status: status === '' ? undefined : (Number(status) as 1 | 2 | 6 | 7),
          player_status: playerStatus === '' ? undefined : (Number(playerStatus) as 0 | 1 | 2),
        };
      case 'limit':
        return { kind, reason, limit, period, amount: amount.trim() === '' ? null : amount.trim() };
      default:
        return { kind, reason };
    }
  };
  return { fields, toAction };
}

function PlayerActionDialog(props: {
  readonly kind: PlayerActionKind;
  readonly player: AdminPlayerDetail;
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = usePlayerAction(props.player.profile.id);
  const { fields, toAction } = useActionFields(props.kind, props.player);
  const username = props.player.profile.username;
  return (
    <ActionDialog
      title={t(`player.actions.${props.kind}.title`, { player: username })}
      description={
        <>
          <p>{t(`player.actions.${props.kind}.effect`, { player: username })}</p>
          {fields}
        </>
      }
      fieldLabel={t('player.actions.reason')}
      required
      multiline
      danger={props.kind === 'close'}
      submitLabel={t(`player.actions.${props.kind}.submit`)}
      pending={action.isPending}
      error={action.error}
      onSubmit={(reason) =>
        action.mutate(toAction(reason), { onSuccess: (reply) => props.onDone(reply.message) })
      }
      onClose={props.onClose}
    />
  );
}

export function PlayerActions(props: {
  readonly player: AdminPlayerDetail;
  readonly role: AdminRole;
  /** The adjustment request, offered when the role may ask for one. */
  readonly adjust?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PlayerActionKind | null>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const allowed = actionOrder.filter((kind) => adminMay(props.role, actionPermissions[kind]));
  return (
    <div className="player-actions">
      <SuccessNotice message={message} />
      {allowed.length > 0 || props.adjust ? (
        <div className="actions" role="group" aria-label={t('player.actions.label')}>
          {allowed.map((kind) => (
            <button
              key={kind}
              type="button"
              className={kind === 'close' ? 'button button--danger' : 'button'}
              onClick={() => {
                setMessage(undefined);
                setOpen(kind);
              }}
            >
              {t(`player.actions.${kind}.button`)}
            </button>
          ))}
          {props.adjust}
        </div>
      ) : null}
      {open ? (
        <PlayerActionDialog
          key={open}
          kind={open}
          player={props.player}
          onDone={(text) => {
            setOpen(null);
            setMessage(text);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
