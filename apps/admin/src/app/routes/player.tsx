// /admin/players/:id: one player on one screen: the head (profile, statuses, balances, totals), the
// actions the operator's role allows, and the tabs (in the URL, with their page): ledger transfers, game
// rounds, payments, documents, limits and exclusions, sessions and addresses, notes, actions history.
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { AdjustmentForm } from '../../features/adjustments/components/adjustment-form';
import type { PickedPlayer } from '../../features/adjustments/components/player-picker';
import { useOperator } from '../../features/auth/api/operator';
import { PlayerBonuses } from '../../features/bonuses/components/player-bonuses';
import { PlayerReferrals } from '../../features/bonuses/components/player-referrals';
import { AcceptedTerms } from '../../features/content/components/accepted-terms';
import { playerKey, usePlayer, type AdminPlayerDetail } from '../../features/players/api/players';
import { ActionsTab, LimitsTab, NotesTab, SessionsTab } from '../../features/players/components/account-tabs';
import { DocumentsTab } from '../../features/players/components/documents-tab';
import { PaymentsTab, RoundsTab, TransfersTab } from '../../features/players/components/money-tabs';
import { PlayerActions } from '../../features/players/components/player-actions';
import { PlayerHeader } from '../../features/players/components/player-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { Permitted } from '../shell/permitted';

export const playerTabs = [
  'transfers',
  'rounds',
  'payments',
  'documents',
  'limits',
  'sessions',
  'notes',
  'actions',
  'bonuses',
  'referrals',
] as const;
type PlayerTab = (typeof playerTabs)[number];

export function PlayerPage() {
  return (
    <Permitted permission="players.read">
      <PlayerScreen />
    </Permitted>
  );
}

function PlayerScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const player = usePlayer(valid ? id : 0);
  const role = useOperator().data?.role;
  useDocumentTitle(player.data?.data.profile.username ?? t('nav.players'));

  if (!valid) return <NotFound />;
  if (player.error) {
    return (
      <section className="page">
        <p>
          <Link to="/players">{t('player.back')}</Link>
        </p>
        <ErrorNotice error={player.error} onRetry={() => void player.refetch()} />
      </section>
    );
  }
  if (!player.data || role === undefined) {
    return (
      <section className="page">
        <p role="status">{t('table.loading')}</p>
      </section>
    );
  }
  const detail = player.data.data;
  return (
    <section className="page player-page">
      <p>
        <Link to="/players">{t('player.back')}</Link>
      </p>
      <PlayerHeader player={detail} />
      <AcceptedTerms playerId={detail.profile.id} />
      <PlayerActions
        player={detail}
        role={role}
        adjust={adminMay(role, 'adjustments.request') ? <AdjustBalance player={detail.profile} /> : null}
      />
      <PlayerTabs player={detail} role={role} />
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <Link to="/players">{t('player.back')}</Link>
    </section>
  );
}

function PlayerTabs({ player, role }: { readonly player: AdminPlayerDetail; readonly role: AdminRole }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab: PlayerTab = playerTabs.find((item) => item === search.get('tab')) ?? 'transfers';
  const page = Math.max(1, Math.trunc(Number(search.get('page') ?? '1')) || 1);
  const playerId = player.profile.id;
  const props = { playerId, page };
  return (
    <>
      <nav className="tabs tabs--scroll" aria-label={t('player.tabs.label')}>
        {playerTabs.map((item) => (
          <Link
            key={item}
            to={{ search: item === 'transfers' ? '' : `?tab=${item}` }}
            aria-current={item === tab ? 'page' : undefined}
          >
            {t(`player.tabs.${item}`)}
          </Link>
        ))}
      </nav>
      <div className="player-tab">
        {tab === 'transfers' ? <TransfersTab {...props} /> : null}
        {tab === 'rounds' ? <RoundsTab {...props} /> : null}
        {tab === 'payments' ? <PaymentsTab {...props} /> : null}
        {tab === 'documents' ? <DocumentsTab player={player} page={page} /> : null}
        {tab === 'limits' ? <LimitsTab {...props} /> : null}
        {tab === 'sessions' ? <SessionsTab {...props} /> : null}
        {tab === 'notes' ? <NotesTab {...props} role={role} /> : null}
        {tab === 'actions' ? <ActionsTab {...props} /> : null}
        {tab === 'bonuses' ? <PlayerBonuses playerId={playerId} role={role} /> : null}
        {tab === 'referrals' ? <PlayerReferrals {...props} role={role} /> : null}
      </div>
    </>
  );
}

/** The adjustments screen's request form in a dialog, the player filled in; closing refetches the page. */
function AdjustBalance({ player }: { readonly player: PickedPlayer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('player.actions.adjust')}
      </button>
      {open ? <AdjustDialog player={player} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AdjustDialog(props: { readonly player: PickedPlayer; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { onClose } = props;
  const playerId = props.player.id;
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
    onClose();
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={close}>
      <h2 id={titleId} className="visually-hidden">
        {t('player.actions.adjust')}
      </h2>
      <AdjustmentForm player={props.player} />
      <div className="actions">
        <button type="button" className="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
