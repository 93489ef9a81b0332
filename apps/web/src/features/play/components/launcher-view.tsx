// /launcher/{game_id}: the game on the whole screen, as phones open it (spec 000 section 4). It takes the
// launch the play page made, or makes one; anything that blocks the game sends the player back to the
// play page, which says why.
import type { Game } from '@reelvault/contract/calls/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useAuthToken } from '@/lib/auth-store';
import { balanceQueryOptions } from '@/lib/balance';
import { usePlayGame } from '@/features/play/api/play-game';
import { useDocumentTitle } from '@/features/play/hooks/use-document-title';
import { useRecentGameSaver } from '@/features/play/hooks/use-recent-game-saver';
import { gameFrameOf, launchedFrameOf } from '@/features/play/utils/play-state';
import { GameFrame } from './game-frame';
import { DataName } from '@/components/ui/data-name';

export function LauncherView({ gameId, game }: { gameId: number; game: Game | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAuthToken() !== null;
  const [frame, setFrame] = useState(() => launchedFrameOf(location.state));
  const launch = usePlayGame();
  const asked = useRef(false);
  const playPath = `/play/${gameId}`;
  useDocumentTitle(game?.name);
  useRecentGameSaver(game, frame !== undefined);
  useQuery({ ...balanceQueryOptions(), enabled: frame !== undefined, refetchInterval: 4_000 });

  useEffect(() => {
    if (!loggedIn || frame || asked.current) return;
    asked.current = true;
    launch.mutate(
      { gameId, device: 2 },
      {
        onSuccess: (reply) => setFrame(gameFrameOf(reply)),
        onError: () => void navigate(playPath, { replace: true }),
      },
    );
  }, [gameId, launch, loggedIn, navigate, playPath, frame]);

  if (!loggedIn) return <Navigate to={playPath} replace />;

  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-night-950" data-play-state="launcher">
      <div className="flex h-12 shrink-0 items-center gap-2 px-2">
        <Link to={playPath} aria-label={t('play.close')} className={buttonClasses('icon', 'md', 'size-9')}>
          <CloseIcon className="size-5" />
        </Link>
        <h1 className="min-w-0 text-sm font-bold text-ink">
          {game ? <DataName className="block truncate">{game.name}</DataName> : '\u00a0'}
        </h1>
      </div>
      {frame ? (
        <GameFrame
          frame={frame}
          title={t('play.frameTitle', { name: game?.name ?? '' })}
          className="w-full flex-1 border-0"
        />
      ) : (
        <div role="status" className="grid flex-1 place-items-center text-muted">
          {t('play.starting')}
        </div>
      )}
    </div>
  );
}
