// The games of the catalogue, by name: found by name, studio, category and switch; per game its studio,
// categories, the RTP players see (and whether the engine's model or the feed gives it) and whether
// players see it now. An operator who manages the catalogue switches a game off or on and sets its
// categories; the server's answer is read out above the list.
import type {
  AdminCatalogueCategory,
  AdminCatalogueGame,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { FilterSelect, FilterText } from '../../../components/table-filters';
import { useTableParams } from '../../../lib/table-params';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { gamesParams, useCatalogueCategories, useCatalogueGames, useStudios } from '../api/catalogue';
import { ChangeNotices, SwitchActions } from './switch-actions';
import { useCatalogueActions } from './use-catalogue-actions';

export function GamesList() {
  const { t } = useTranslation();
  const { params } = useTableParams(gamesParams);
  const list = useCatalogueGames(params);
  const studios = useStudios();
  const categories = useCatalogueCategories();
  const actions = useCatalogueActions<AdminCatalogueGame>();
  const categoryNames = new Map(
    (categories.data?.data ?? []).map((category) => [category.id, category.name]),
  );

  const editing = actions.editing;
  const columns = [
    column<AdminCatalogueGame>('name', t('catalogue.games.columns.name'), (game) => game.name),
    column<AdminCatalogueGame>('studio', t('catalogue.games.columns.studio'), (game) => game.studio.name),
    column<AdminCatalogueGame>('type', t('catalogue.games.columns.type'), (game) =>
      game.type === 5 ? t('catalogue.types.live') : t('catalogue.types.slot'),
    ),
    column<AdminCatalogueGame>('categories', t('catalogue.games.columns.categories'), (game) =>
      game.category_ids.map((id) => categoryNames.get(id) ?? String(id)).join(', '),
    ),
    column<AdminCatalogueGame>('rtp', t('catalogue.games.columns.rtp'), (game) =>
      t(`catalogue.games.rtp.${game.rtp_source}`, { rtp: game.rtp, feed: game.feed_rtp }),
    ),
    column<AdminCatalogueGame>('state', t('catalogue.games.columns.state'), (game) =>
      t(`catalogue.games.state.${gameState(game)}`),
    ),
    ...(actions.mayManage
      ? [
          column<AdminCatalogueGame>('actions', t('catalogue.games.columns.actions'), (game) => (
            <SwitchActions
              name={game.name}
              enabled={game.enabled}
              pending={actions.pending}
              onSwitch={() => actions.send({ kind: 'game', id: game.id, enabled: !game.enabled })}
              editLabel={t('catalogue.games.setCategories')}
              onEdit={() => actions.edit(game)}
            />
          )),
        ]
      : []),
  ];

  const any = { value: '', label: t('catalogue.games.filters.any') };
  return (
    <>
      <div className="filters">
        <FilterText name="search" label={t('catalogue.games.filters.search')} value={params.search} />
        <FilterSelect
          name="studio"
          label={t('catalogue.games.filters.studio')}
          value={params.studio === undefined ? '' : String(params.studio)}
          options={[
            any,
            ...(studios.data?.data ?? []).map((studio) => ({ value: String(studio.id), label: studio.name })),
          ]}
        />
        <FilterSelect
          name="category"
          label={t('catalogue.games.filters.category')}
          value={params.category === undefined ? '' : String(params.category)}
          options={[
            any,
            ...(categories.data?.data ?? []).map((category) => ({
              value: String(category.id),
              label: category.name,
            })),
          ]}
        />
        <FilterSelect
          name="enabled"
          label={t('catalogue.games.filters.enabled')}
          value={params.enabled ?? ''}
          options={[
            any,
            { value: 'true', label: t('catalogue.games.filters.on') },
            { value: 'false', label: t('catalogue.games.filters.off') },
          ]}
        />
      </div>
      <ChangeNotices message={actions.message} error={actions.error} dialogOpen={editing !== null} />
      <DataTable
        caption={t('catalogue.games.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(game) => String(game.id)}
        emptyText={t('catalogue.games.empty')}
      />
      {editing ? (
        <CategoriesDialog
          game={editing}
          categories={(categories.data?.data ?? []).filter((category) => category.type === editing.type)}
          pending={actions.pending}
          error={actions.error}
          onSubmit={(categoryIds) => actions.send({ kind: 'gameCategories', id: editing.id, categoryIds })}
          onClose={actions.close}
        />
      ) : null}
    </>
  );
}

/** Whether players see the game, and if not, why. */
function gameState(game: AdminCatalogueGame): 'listed' | 'off' | 'studioOff' | 'retired' {
  if (game.listed) return 'listed';
  if (!game.active) return 'retired';
  return game.enabled ? 'studioOff' : 'off';
}

function CategoriesDialog(props: {
  readonly game: AdminCatalogueGame;
  readonly categories: readonly AdminCatalogueCategory[];
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (categoryIds: number[]) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set(props.game.category_ids));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(
      props.categories.filter((category) => chosen.has(category.id)).map((category) => category.id),
    );
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <form method="dialog" onSubmit={submit}>
        <h2 id={titleId}>{t('catalogue.games.categoriesTitle', { name: props.game.name })}</h2>
        <p className="dialog__description">{t('catalogue.games.categoriesEffect')}</p>
        <fieldset className="field choice">
          <legend>{t('catalogue.games.columns.categories')}</legend>
          {props.categories.map((category) => (
            <label key={category.id}>
              <input
                type="checkbox"
                checked={chosen.has(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />{' '}
              {category.name}
            </label>
          ))}
        </fieldset>
        {props.error ? <ErrorNotice error={props.error} /> : null}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={props.pending}>
            {t('catalogue.save')}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
