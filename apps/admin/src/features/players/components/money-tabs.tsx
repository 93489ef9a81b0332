// The money tabs of a player's page: the ledger transfers of the player's accounts, the game rounds (a
// row opens the round: its bets, wins and rollbacks and, for in-house games, the fairness record and its
// replay; for an aggregator's games, a link to where the aggregator shows it) and the payments (deposits
// and withdrawals). Each pages on the server, the page in the URL.
import { TableScroll } from '../../../components/table-scroll';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SplitView } from '../../../components/split-view';
import { codeLabel } from '../../../lib/code-label';
import { formatDateTime } from '../../../lib/format';
import { usePickedRow } from '../../../lib/table-params';
import { usePlayerRound, usePlayerTab, type AdminRoundDetail, type TabReply } from '../api/players';
import { money } from './player-header';

type Transfer = TabReply<'transfers'>['data'][number];
type Round = TabReply<'rounds'>['data'][number];
type Payment = TabReply<'payments'>['data'][number];

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

export function TransfersTab({ playerId, page }: { readonly playerId: number; readonly page: number }) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'transfers', page);
  const columns = [
    column<Transfer>('when', t('player.columns.when'), (row) => time(row.created_at)),
    column<Transfer>('kind', t('player.columns.kind'), (row) => (
      <span className="stack">
        <span>{codeLabel(t, 'transferKind', row.kind)}</span>
        <span className="muted">{codeLabel(t, 'transferPhase', row.phase)}</span>
      </span>
    )),
    column<Transfer>('amount', t('player.columns.amount'), (row) =>
      t(`player.direction.${row.direction}`, { amount: money(row.amount, row.currency) }),
    ),
    column<Transfer>('account', t('player.columns.account'), (row) => codeLabel(t, 'account', row.account)),
    column<Transfer>('counterparty', t('player.columns.counterparty'), (row) => (
      <span className="stack">
        <span>{codeLabel(t, 'account', row.counterparty.kind)}</span>
        <code className="break muted">{row.counterparty.reference}</code>
      </span>
    )),
    column<Transfer>('id', t('player.columns.id'), (row) => <code className="break">{row.id}</code>),
  ];
  return (
    <DataTable
      caption={t('player.tabs.transfers')}
      columns={columns}
      {...listQueryProps(tab)}
      rowKey={(row) => row.id}
      emptyText={t('player.empty.transfers')}
    />
  );
}

export function RoundsTab({ playerId, page }: { readonly playerId: number; readonly page: number }) {
  const { t } = useTranslation();
  const { picked, linkTo } = usePickedRow('round', page);
  const tab = usePlayerTab(playerId, 'rounds', page);
  const columns = [
    column<Round>('when', t('player.columns.when'), (row) => time(row.created_at)),
    column<Round>('game', t('player.columns.game'), (row) => (
      <span className="stack">
        <Link to={linkTo(row.id)} aria-current={row.id === picked ? 'true' : undefined}>
          {row.game_code}
        </Link>
        <span className="muted">{row.provider.name}</span>
      </span>
    )),
    column<Round>('bet', t('player.columns.bet'), (row) => money(row.bet, row.currency)),
    column<Round>('won', t('player.columns.won'), (row) => money(row.won, row.currency)),
    column<Round>('refunded', t('player.columns.refunded'), (row) => money(row.refunded, row.currency)),
    column<Round>('state', t('player.columns.state'), (row) =>
      row.closed ? t('player.round.closed') : t('player.round.open'),
    ),
  ];
  return (
    <SplitView
      list={
        <DataTable
          caption={t('player.tabs.rounds')}
          columns={columns}
          {...listQueryProps(tab)}
          rowKey={(row) => row.id}
          emptyText={t('player.empty.rounds')}
          selectedKey={picked}
        />
      }
      detail={
        picked ? (
          <RoundDetail playerId={playerId} roundId={picked} />
        ) : (
          <p className="muted">{t('player.round.pickOne')}</p>
        )
      }
    />
  );
}

function RoundDetail({ playerId, roundId }: { readonly playerId: number; readonly roundId: string }) {
  const { t } = useTranslation();
  const detail = usePlayerRound(playerId, roundId);
  if (detail.error) return <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <p role="status">{t('table.loading')}</p>;
  const { round, transactions, fairness, aggregator_round: atAggregator } = detail.data.data;
  return (
    <article className="review" aria-labelledby="round-title">
      <h2 id="round-title">{t('player.round.title', { round: round.round })}</h2>
      <TableScroll label={t('player.round.transactions')}>
        <table>
          <caption>{t('player.round.transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('player.columns.when')}</th>
              <th scope="col">{t('player.columns.kind')}</th>
              <th scope="col">{t('player.columns.amount')}</th>
              <th scope="col">{t('player.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((item) => (
              <tr key={item.transaction_uuid}>
                <td>{time(item.created_at)}</td>
                <td>{t(`player.round.kinds.${item.kind}`)}</td>
                <td>{money(item.amount, round.currency)}</td>
                <td>{codeLabel(t, 'transactionState', item.state)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {atAggregator ? <AggregatorRound atAggregator={atAggregator} /> : <Fairness fairness={fairness} />}
    </article>
  );
}

/** An aggregator's round: a link to where the aggregator shows it, for a support case. */
function AggregatorRound({
  atAggregator,
}: {
  readonly atAggregator: NonNullable<AdminRoundDetail['aggregator_round']>;
}) {
  const { t } = useTranslation();
  const { aggregator, url } = atAggregator;
  return (
    <section aria-labelledby="aggregator-round-title">
      <h3 id="aggregator-round-title">{t('player.aggregatorRound.title', { aggregator })}</h3>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('player.aggregatorRound.open', { aggregator })}
          </a>
        </p>
      ) : (
        <p role="status">{t('player.aggregatorRound.unavailable', { aggregator })}</p>
      )}
    </section>
  );
}

function Fairness({ fairness }: { readonly fairness: AdminRoundDetail['fairness'] }) {
  const { t } = useTranslation();
  if (!fairness) return <p className="muted">{t('player.fairness.none')}</p>;
  const { record } = fairness;
  const check = (value: boolean | null) =>
    value === null ? t('player.fairness.notYet') : value ? t('player.fairness.yes') : t('player.fairness.no');
  return (
    <section aria-labelledby="fairness-title">
      <h3 id="fairness-title">{t('player.fairness.title')}</h3>
      <dl className="facts">
        <dt>{t('player.fairness.verified')}</dt>
        <dd>{check(fairness.verified)}</dd>
        <dt>{t('player.fairness.hashMatches')}</dt>
        <dd>{check(fairness.seed_hash_matches)}</dd>
        <dt>{t('player.fairness.seedHash')}</dt>
        <dd className="break">{record.server_seed_hash ?? t('players.none')}</dd>
        <dt>{t('player.fairness.serverSeed')}</dt>
        <dd className="break">{record.server_seed ?? t('player.fairness.notRevealed')}</dd>
        <dt>{t('player.fairness.clientSeed')}</dt>
        <dd className="break">{record.client_seed ?? t('players.none')}</dd>
        <dt>{t('player.fairness.nonce')}</dt>
        <dd>{record.nonce ?? t('players.none')}</dd>
      </dl>
      <details>
        <summary>{t('player.fairness.result')}</summary>
        <pre>{JSON.stringify({ play: record.play, result: record.result }, null, 2)}</pre>
      </details>
    </section>
  );
}

export function PaymentsTab({ playerId, page }: { readonly playerId: number; readonly page: number }) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'payments', page);
  const columns = [
    column<Payment>('when', t('player.columns.when'), (row) => time(row.created_at)),
    column<Payment>('type', t('player.columns.type'), (row) => (
      <span className="stack">
        <span>{t(`player.payment.${row.type}`)}</span>
        <span className="muted">
          {`${codeLabel(t, 'paymentChannel', row.channel)} · ${codeLabel(t, 'paymentMethod', row.method)}`}
        </span>
      </span>
    )),
    column<Payment>('amount', t('player.columns.amount'), (row) => money(row.amount, row.currency)),
    column<Payment>('status', t('player.columns.status'), (row) => (
      <span className={`badge badge--${row.status}`}>{codeLabel(t, 'paymentStatus', row.status)}</span>
    )),
    column<Payment>('detail', t('player.columns.detail'), (row) => (
      <span className="stack break">
        {Object.entries(row.detail).map(([key, value]) => (
          <span key={key}>{`${key}: ${value ?? ''}`}</span>
        ))}
        {row.reference ? <span className="muted">{row.reference}</span> : null}
      </span>
    )),
  ];
  return (
    <DataTable
      caption={t('player.tabs.payments')}
      columns={columns}
      {...listQueryProps(tab)}
      rowKey={(row) => row.id}
      emptyText={t('player.empty.payments')}
    />
  );
}
