// A support ticket's page (decision 0716): the player's message, the player's account beside it when the
// ticket has one, the replies so far, and what the operator's role allows: take or assign the ticket,
// answer it (the reply is e-mailed to the ticket's address in its language), close or reopen it.
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpenPath } from '../../../app/navigation';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { PlayerStatuses } from '../../../components/player-statuses';
import { formatAmount, formatDateTime } from '../../../lib/format';
import {
  useSupportAgents,
  useSupportTicket,
  useTicketAction,
  type AdminSupportTicketDetail,
} from '../api/support-desk';
import { topicLabel } from './ticket-queue';
import { TicketStatus } from './ticket-status';

export function TicketPage({ id, role, operatorId }: { id: number; role: AdminRole; operatorId: number }) {
  const { t } = useTranslation();
  const ticket = useSupportTicket(id);
  const action = useTicketAction(id);
  if (ticket.error) return <ErrorNotice error={ticket.error} onRetry={() => void ticket.refetch()} />;
  if (!ticket.data) return <p role="status">{t('table.loading')}</p>;
  const data = ticket.data.data;
  const mayReply = adminMay(role, 'support.reply');
  return (
    <>
      <h1>
        {t('support.ticketNumber', { id: data.id })}: {data.subject}
      </h1>
      <p>
        <Link to="/support">{t('support.backToQueue')}</Link>
      </p>
      <SuccessNotice message={action.isSuccess ? action.data.message : undefined} />
      {action.error ? <ErrorNotice error={action.error} /> : null}
      <div className="split">
        <div className="split__list">
          <TicketFacts ticket={data} />
          <section aria-labelledby="ticket-message">
            <h2 id="ticket-message">{t('support.message')}</h2>
            <p className="break pre-wrap">{data.message}</p>
          </section>
          <section aria-labelledby="ticket-replies">
            <h2 id="ticket-replies">{t('support.replies')}</h2>
            {data.replies.length === 0 ? (
              <p className="muted">{t('support.noReplies')}</p>
            ) : (
              <ol className="timeline">
                {data.replies.map((reply) => (
                  <li key={reply.id}>
                    <p className="muted">
                      {t('support.repliedBy', {
                        email: reply.by.email,
                        at: formatDateTime(reply.created_at),
                      })}
                    </p>
                    <p className="timeline__text break pre-wrap">{reply.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {mayReply && data.status !== 'closed' ? (
            <ReplyForm
              pending={action.isPending}
              onSend={(body, done) => action.mutate({ kind: 'reply', body }, { onSuccess: done })}
            />
          ) : null}
          {mayReply ? (
            <TicketActions
              ticket={data}
              operatorId={operatorId}
              pending={action.isPending}
              onAction={(next) => action.mutate(next)}
            />
          ) : null}
        </div>
        <div className="split__detail">
          {data.player ? <PlayerPanel player={data.player} role={role} /> : <p>{t('support.guestTicket')}</p>}
        </div>
      </div>
    </>
  );
}

function TicketFacts({ ticket }: { readonly ticket: AdminSupportTicketDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <dt>{t('support.columns.status')}</dt>
      <dd>
        <TicketStatus status={ticket.status} />
      </dd>
      <dt>{t('support.columns.from')}</dt>
      <dd>
        {ticket.username ?? t('support.guest')} &lt;{ticket.email}&gt;
      </dd>
      <dt>{t('support.columns.topic')}</dt>
      <dd>{topicLabel(t, ticket.topic)}</dd>
      <dt>{t('support.language')}</dt>
      <dd>{ticket.locale}</dd>
      <dt>{t('support.columns.received')}</dt>
      <dd>{formatDateTime(ticket.created_at)}</dd>
      <dt>{t('support.columns.assigned')}</dt>
      <dd>{ticket.assigned_to?.email ?? t('support.unassigned')}</dd>
      {ticket.balance_when_sent ? (
        <>
          <dt>{t('support.balanceWhenSent')}</dt>
          <dd>{ticket.balance_when_sent}</dd>
        </>
      ) : null}
    </dl>
  );
}

function PlayerPanel({
  player,
  role,
}: {
  readonly player: NonNullable<AdminSupportTicketDetail['player']>;
  readonly role: AdminRole;
}) {
  const { t } = useTranslation();
  const path = `/players/${player.id}`;
  return (
    <section className="details-panel" aria-labelledby="ticket-player">
      <h2 id="ticket-player">{t('support.player')}</h2>
      <dl className="facts">
        <dt>{t('support.username')}</dt>
        <dd>{mayOpenPath(role, path) ? <Link to={path}>{player.username}</Link> : player.username}</dd>
        <dt>{t('support.email')}</dt>
        <dd>{player.email}</dd>
        <dt>{t('support.balance')}</dt>
        <dd>{player.balance ? formatAmount(player.balance.amount, player.balance.currency) : '—'}</dd>
        <dt>{t('support.registered')}</dt>
        <dd>{formatDateTime(player.registered_at)}</dd>
      </dl>
      <PlayerStatuses status={player.status} playerStatus={player.player_status} />
    </section>
  );
}

function ReplyForm({
  pending,
  onSend,
}: {
  readonly pending: boolean;
  readonly onSend: (body: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return;
    onSend(body.trim(), () => setBody(''));
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('support.replyTitle')}</h2>
      <div className="field">
        <label htmlFor={id}>{t('support.replyLabel')}</label>
        <textarea
          id={id}
          rows={6}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending || body.trim() === ''}>
          {t('support.send')}
        </button>
      </div>
    </form>
  );
}

function TicketActions({
  ticket,
  operatorId,
  pending,
  onAction,
}: {
  readonly ticket: AdminSupportTicketDetail;
  readonly operatorId: number;
  readonly pending: boolean;
  readonly onAction: (
    action: { kind: 'assign'; adminId: number } | { kind: 'close' } | { kind: 'reopen' },
  ) => void;
}) {
  const { t } = useTranslation();
  const agents = useSupportAgents();
  const selectId = useId();
  const [agent, setAgent] = useState('');
  const closed = ticket.status === 'closed';
  return (
    <section aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{t('support.actions')}</h2>
      {closed ? null : (
        <div className="actions">
          {ticket.assigned_to?.id === operatorId ? null : (
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={() => onAction({ kind: 'assign', adminId: operatorId })}
            >
              {t('support.take')}
            </button>
          )}
          <div className="field field--inline">
            <label htmlFor={selectId}>{t('support.assignTo')}</label>
            <select id={selectId} value={agent} onChange={(event) => setAgent(event.target.value)}>
              <option value="">{t('support.chooseOperator')}</option>
              {(agents.data?.data ?? []).map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.email}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            disabled={pending || agent === ''}
            onClick={() => onAction({ kind: 'assign', adminId: Number(agent) })}
          >
            {t('support.assign')}
          </button>
        </div>
      )}
      <div className="actions">
        {closed ? (
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => onAction({ kind: 'reopen' })}
          >
            {t('support.reopen')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={() => onAction({ kind: 'close' })}
          >
            {t('support.close')}
          </button>
        )}
      </div>
    </section>
  );
}
