// The home page's lists (563, 559, 561, 560, 300): the operator picks a list, finds games by name to add,
// puts them in order by drag and drop (mouse or keyboard) or removes them, and saves; the player home page
// shows them in that order from then on (decision 0807). Who only reads the catalogue sees the lists.
import type { AdminHomeList, AdminHomeListGame } from '@reelvault/contract/calls/backoffice-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { useCatalogueGames } from '../api/catalogue';
import { useCatalogueListChange, useHomeLists } from '../api/catalogue-lists';
import { SortableList } from './sortable-list';
import { useMayManageCatalogue } from './use-catalogue-actions';

export function HomeListsEditor() {
  const { t } = useTranslation();
  const lists = useHomeLists();
  const [chosen, setChosen] = useState<number | undefined>();
  const listId = useId();
  const all = lists.data?.data ?? [];
  const list = all.find((candidate) => candidate.id === chosen) ?? all[0];
  if (lists.error) return <ErrorNotice error={lists.error} onRetry={() => void lists.refetch()} />;
  if (!list) return <p>{t('table.loading')}</p>;
  return (
    <>
      <div className="field">
        <label htmlFor={listId}>{t('catalogue.homeLists.list')}</label>
        <select id={listId} value={list.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {all.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {t('catalogue.homeLists.option', { id: candidate.id, name: candidate.name })}
            </option>
          ))}
        </select>
      </div>
      {/* Another list starts its editor afresh; after a save the editor already holds the saved order. */}
      <ListEditor key={list.id} list={list} />
    </>
  );
}

function ListEditor({ list }: { readonly list: AdminHomeList }) {
  const { t } = useTranslation();
  const mayManage = useMayManageCatalogue();
  const change = useCatalogueListChange();
  const [games, setGames] = useState<AdminHomeListGame[]>(list.games);
  const [message, setMessage] = useState<string | undefined>();
  const dirty = games.map((game) => game.id).join() !== list.games.map((game) => game.id).join();
  const items = games.map((game) => ({ ...game, label: game.name }));

  const save = () => {
    setMessage(undefined);
    change.mutate(
      { kind: 'homeList', id: list.id, gameIds: games.map((game) => game.id) },
      { onSuccess: (reply) => setMessage(reply.message) },
    );
  };

  return (
    <section aria-labelledby={`home-list-${String(list.id)}`}>
      <h2 id={`home-list-${String(list.id)}`}>{t('catalogue.homeLists.title', { name: list.name })}</h2>
      <p>{list.set_here ? t('catalogue.homeLists.setHere') : t('catalogue.homeLists.fromFeed')}</p>
      <SuccessNotice message={message} />
      {change.error ? <ErrorNotice error={change.error} /> : null}
      {games.length === 0 ? <p>{t('catalogue.homeLists.empty')}</p> : null}
      {mayManage ? (
        <>
          <SortableList
            items={items}
            label={t('catalogue.homeLists.orderLabel', { name: list.name })}
            onReorder={(ordered) => {
              setMessage(undefined);
              setGames(ordered);
            }}
          >
            {(game, index) => (
              <>
                <span className="sortable-list__position">{index + 1}</span>
                <span className="sortable-list__name">
                  {game.name} <span className="muted">{game.studio_name}</span>
                  {game.listed ? null : <span className="muted"> {t('catalogue.homeLists.notShown')}</span>}
                </span>
                <button
                  type="button"
                  className="button"
                  onClick={() => setGames(games.filter((other) => other.id !== game.id))}
                >
                  {t('catalogue.homeLists.remove')}
                  <span className="visually-hidden"> {game.name}</span>
                </button>
              </>
            )}
          </SortableList>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!dirty || change.isPending}
              onClick={save}
            >
              {t('catalogue.homeLists.save')}
            </button>
            <button type="button" className="button" disabled={!dirty} onClick={() => setGames(list.games)}>
              {t('catalogue.homeLists.undo')}
            </button>
          </div>
          <GamePicker
            taken={new Set(games.map((game) => game.id))}
            onPick={(game) => {
              setMessage(undefined);
              setGames([...games, game]);
            }}
          />
        </>
      ) : (
        <ol className="sortable-list" aria-label={t('catalogue.homeLists.orderLabel', { name: list.name })}>
          {games.map((game) => (
            <li key={game.id} className="sortable-list__row">
              {game.name} <span className="muted">{game.studio_name}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Finds games by name (from 2 letters) to add to the list. */
function GamePicker(props: {
  readonly taken: ReadonlySet<number>;
  readonly onPick: (game: AdminHomeListGame) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useCatalogueGames({ search: term, page: 1 }, term.length >= 2);
  const results = term.length >= 2 ? (found.data?.data ?? []).filter((game) => game.listed) : [];
  return (
    <section className="game-picker" aria-labelledby={`${searchId}-title`}>
      <h3 id={`${searchId}-title`}>{t('catalogue.homeLists.addTitle')}</h3>
      <div className="field">
        <label htmlFor={searchId}>{t('catalogue.homeLists.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ul aria-label={t('catalogue.homeLists.results')}>
        {results.map((game) => (
          <li key={game.id}>
            {game.name} <span className="muted">{game.studio.name}</span>{' '}
            <button
              type="button"
              className="button"
              disabled={props.taken.has(game.id)}
              onClick={() =>
                props.onPick({
                  id: game.id,
                  identifier: game.identifier,
                  name: game.name,
                  studio_name: game.studio.name,
                  type: game.type,
                  listed: game.listed,
                })
              }
            >
              {t('catalogue.homeLists.add')}
              <span className="visually-hidden"> {game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
