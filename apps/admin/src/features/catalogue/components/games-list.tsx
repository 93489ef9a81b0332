// The games of the catalogue, by name: found by name, studio, category and switch; per game its studio,
// categories, the RTP players see (and whether the engine's model or the feed gives it) and whether
// players see it now, and its badges. An operator who manages the catalogue switches a game off or on and
// sets its categories and badges; the server's answer is read out above the list.
import type { AdminCatalogueGame } from '@reelvault/contract/calls/backoffice-catalogue';
import { gameBadges } from '@reelvault/contract/calls/catalogue';
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { FilterSelect, FilterText } from '../../../components/table-filters';
import { useTableParams } from '../../../lib/table-params';
import { gamesParams, useCatalogueCategories, useCatalogueGames, useStudios } from '../api/catalogue';
import { ChoiceDialog } from './catalogue-dialog';
import { ChangeNotices, SwitchActions } from './switch-actions';
import { useCatalogueActions } from './use-catalogue-actions';

export function GamesList() {
  const { t } = useTranslation();
  const { params } = useTableParams(gamesParams);
  const list = useCatalogueGames(params);
  const studios = useStudios();
  const categories = useCatalogueCategories();
  const actions = useCatalogueActions<{ game: AdminCatalogueGame; dialog: 'categories' | 'badges' }>();
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
    column<AdminCatalogueGame>('badges', t('catalogue.games.columns.badges'), (game) =>
      game.badges.map((badge) => t(`catalogue.badges.${badge}`)).join(', '),
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
            <span className="row-actions">
              <SwitchActions
                name={game.name}
                enabled={game.enabled}
                pending={actions.pending}
                onSwitch={() => actions.send({ kind: 'game', id: game.id, enabled: !game.enabled })}
                editLabel={t('catalogue.games.setCategories')}
                onEdit={() => actions.edit({ game, dialog: 'categories' })}
              />
              <button
                type="button"
                className="button"
                onClick={() => actions.edit({ game, dialog: 'badges' })}
              >
                {t('catalogue.games.setBadges')}
                <span className="visually-hidden"> {game.name}</span>
              </button>
            </span>
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
      {editing?.dialog === 'categories' ? (
        <ChoiceDialog
          title={t('catalogue.games.categoriesTitle', { name: editing.game.name })}
          description={t('catalogue.games.categoriesEffect')}
          legend={t('catalogue.games.columns.categories')}
          options={(categories.data?.data ?? [])
            .filter((category) => category.type === editing.game.type)
            .map((category) => ({ value: category.id, label: category.name }))}
          chosen={editing.game.category_ids}
          pending={actions.pending}
          error={actions.error}
          onSubmit={(categoryIds) =>
            actions.send({ kind: 'gameCategories', id: editing.game.id, categoryIds })
          }
          onClose={actions.close}
        />
      ) : null}
      {editing?.dialog === 'badges' ? (
        <ChoiceDialog
          title={t('catalogue.games.badgesTitle', { name: editing.game.name })}
          description={t('catalogue.games.badgesEffect')}
          legend={t('catalogue.games.columns.badges')}
          options={gameBadges.map((badge) => ({ value: badge, label: t(`catalogue.badges.${badge}`) }))}
          chosen={editing.game.badges}
          pending={actions.pending}
          error={actions.error}
          onSubmit={(badges) => actions.send({ kind: 'gameBadges', id: editing.game.id, badges })}
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
