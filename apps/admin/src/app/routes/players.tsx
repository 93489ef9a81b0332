// /admin/players: search by username, e-mail, id, phone, name or IP address, with the filters in the URL
// and server-side paging; the previous page stays on screen while the next one loads. Each row opens the
// player's page.
import { formatDateTime } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable } from '../../components/data-table';
import { playerSearchParams, usePlayerSearch, type AdminPlayerRow } from '../../features/players/api/players';
import { PlayerFilters } from '../../features/players/components/player-filters';
import { StatusBadges } from '../../features/players/components/status-badges';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function PlayersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.players'));
  return (
    <Permitted permission="players.read">
      <PlayerSearch />
    </Permitted>
  );
}

function PlayerSearch() {
  const { t } = useTranslation();
  const { params, update } = useTableParams(playerSearchParams);
  const search = usePlayerSearch(params);
  const reply = search.data;

  const columns = [
    column<AdminPlayerRow>('player', t('players.columns.player'), (row) => (
      <span className="stack">
        <Link to={`/players/${row.id}`}>{row.username}</Link>
        <span className="muted">{t('players.id', { id: row.id })}</span>
      </span>
    )),
    column<AdminPlayerRow>('name', t('players.columns.name'), (row) => (
      <span className="stack">
        <span>{[row.name, row.surname].filter(Boolean).join(' ')}</span>
        <span className="muted break">{row.email}</span>
      </span>
    )),
    column<AdminPlayerRow>('country', t('players.columns.country'), (row) =>
      [row.country?.name, row.currency].filter(Boolean).join(' · '),
    ),
    column<AdminPlayerRow>('status', t('players.columns.status'), (row) => (
      <StatusBadges status={row.status} playerStatus={row.player_status} selfExcluded={row.self_excluded} />
    )),
    column<AdminPlayerRow>('registered', t('players.columns.registered'), (row) => (
      <time dateTime={row.registered_at}>{formatDateTime(row.registered_at)}</time>
    )),
    column<AdminPlayerRow>('lastLogin', t('players.columns.lastLogin'), (row) =>
      row.last_login_at ? (
        <time dateTime={row.last_login_at}>{formatDateTime(row.last_login_at)}</time>
      ) : (
        t('players.never')
      ),
    ),
  ];

  return (
    <section className="page">
      <h1>{t('nav.players')}</h1>
      <PlayerFilters params={params} update={update} />
      {reply?.total_capped ? <p className="muted">{t('players.capped')}</p> : null}
      <DataTable
        caption={t('players.caption')}
        columns={columns}
        rows={reply?.data}
        rowKey={(row) => String(row.id)}
        pagination={reply?.pagination}
        isLoading={search.isPending || search.isPlaceholderData}
        error={search.error}
        onRetry={() => void search.refetch()}
        emptyText={t('players.empty')}
      />
    </section>
  );
}
