// The play page's stage (spec 000 sections 2 and 4, "Play page"): the game's frame with its controls
// (back, timer, favourite, theater, full screen), and in its place while the game cannot run the state
// that says why: loading, the poster for guests, a blocker, or the studio's error. On a larger screen the
// game starts by itself once nothing blocks it; on a phone Play now opens it, on the full-page launcher
// at 550 px or narrower.
import type { Game } from '@reelvault/contract/calls/catalogue';
import { formatFigure } from '@reelvault/contract/figures';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronStartIcon, ClockIcon, FullscreenIcon, TheaterIcon } from '@/components/ui/icons';
import { mobileLayoutQuery } from '@reelvault/contract/constants/paging';
import { useLocale } from '@/i18n/use-locale';
import { useSession } from '@/lib/auth';
import { balanceQueryOptions, useBalance } from '@/lib/balance';
import { loginPathFor } from '@/lib/return-path';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRealityCheck } from '@/features/play/api/get-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';
import { realityCheckDue } from '@/features/play/utils/reality-check';
import { usePlayGame } from '@/features/play/api/play-game';
import { useDocumentTitle } from '@/features/play/hooks/use-document-title';
import { usePlayTimer } from '@/features/play/hooks/use-play-timer';
import { useRecentGameSaver } from '@/features/play/hooks/use-recent-game-saver';
import {
  blockerOf,
  gameFrameOf,
  opensOnLauncher,
  refusalOf,
  timerText,
  type GameFrame as GameFrameSource,
  type PlayBlocker,
} from '@/features/play/utils/play-state';
import { GameFrame } from './game-frame';
import { BlockerScreen, StageMessage } from './blocker-screen';
import { DataName } from '@/components/ui/data-name';

/** While a game runs, the header's balance follows its rounds this closely. */
const runningBalanceRefreshMs = 4_000;

export const launcherPath = (gameId: number) => `/launcher/${gameId}`;

/** What the launcher may take over from the play page: a launch already made. */
export interface LauncherState {
  readonly frame: GameFrameSource;
}

export interface PlayStageProps {
  readonly gameId: number;
  readonly game: Game | undefined;
  /** The game could not be found (unknown or retired). */
  readonly missing: boolean;
  /** Country rules of the game's studio, when known. */
  readonly providerCountries: Readonly<Record<string, boolean>> | undefined;
  /** The favourite heart (the catalogue's), shown to players. */
  readonly favourite?: ReactNode;
  /** What verification still needs (the verification feature's checklist), shown when it blocks play. */
  readonly verificationChecklist?: ReactNode;
}

type Refusal = { blocker: PlayBlocker } | { providerError: string | undefined };

export function PlayStage({
  gameId,
  game,
  missing,
  providerCountries,
  favourite,
  verificationChecklist,
}: PlayStageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const balance = useBalance();
  const locale = useLocale();
  const mobile = useMediaQuery(mobileLayoutQuery);
  const launch = usePlayGame();
  const [frame, setFrame] = useState<GameFrameSource>();
  // A refusal holds for the balance it was given at: new money (a deposit) runs the checks again.
  const [refused, setRefused] = useState<{ refusal: Refusal; cash: string | undefined }>();
  const [theater, setTheater] = useState(false);
  const autoStarted = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const running = frame !== undefined;
  const seconds = usePlayTimer(running, gameId);
  // The reality check: the game pauses after the operator's interval of play, then again after each
  // Continue (the second of play it was last answered at).
  const realityCheck = useRealityCheck(running);
  const [answeredAt, setAnsweredAt] = useState(0);
  const paused = running && realityCheckDue(seconds, answeredAt, realityCheck.data?.interval_minutes);
  useDocumentTitle(game?.name);
  useRecentGameSaver(game, running);
  // The header's balance follows the rounds played in the frame.
  useQuery({ ...balanceQueryOptions(), enabled: running, refetchInterval: runningBalanceRefreshMs });

  const cash = balance.data ? `${balance.data.balance}/${balance.data.bonus_balance}` : undefined;
  const refusal = refused && refused.cash === cash ? refused.refusal : undefined;
  const setRefusal = (next: Refusal | undefined) => setRefused(next ? { refusal: next, cash } : undefined);

  const user = session.user;
  const known = user && balance.data && game;
  const blocker =
    refusal && 'blocker' in refusal
      ? refusal.blocker
      : known
        ? blockerOf(
            {
              status: user.status,
              playerStatus: user.player_status,
              country: user.country?.slug ?? null,
              balance: balance.data.balance,
              bonusBalance: balance.data.bonus_balance,
            },
            providerCountries,
          )
        : undefined;
  const ready = Boolean(known) && blocker === undefined && !(refusal && 'providerError' in refusal);

  function start() {
    if (launch.isPending) return;
    const device = mobile ? 2 : 1;
    launch.mutate(
      { gameId, device },
      {
        onSuccess: (reply) => {
          const launched = gameFrameOf(reply);
          if (opensOnLauncher(window.innerWidth, reply.device)) {
            void navigate(launcherPath(gameId), { state: { frame: launched } satisfies LauncherState });
          } else {
            setFrame(launched);
          }
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  }

  useEffect(() => {
    if (!ready || mobile || running || !launch.isIdle || autoStarted.current) return;
    autoStarted.current = true;
    start();
    // start reads the current render's values; it runs once per game when it becomes ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, mobile, running, launch.isIdle]);

  function fullscreen() {
    void stage.current?.requestFullscreen?.().catch(() => undefined);
  }

  let content: ReactNode;
  if (missing) {
    content = (
      <StageMessage title={t('play.missingTitle')} text={t('play.missing')} state="missing">
        <Link to="/" className={buttonClasses('secondary', 'sm')}>
          {t('play.lobby')}
        </Link>
      </StageMessage>
    );
  } else if (frame) {
    content = (
      <>
        <GameFrame
          frame={frame}
          title={t('play.frameTitle', { name: game?.name ?? '' })}
          // Paused: out of reach and out of sight until the player answers the reality check.
          inert={paused}
          paused={paused}
          className={`absolute inset-0 size-full border-0 bg-night-950 ${paused ? 'pointer-events-none blur-xl' : ''}`}
        />
        {paused ? (
          <RealityCheckDialog
            played={timerText(seconds)}
            onContinue={() => setAnsweredAt(seconds)}
            onStop={() => void navigate('/')}
          />
        ) : null}
      </>
    );
  } else if (session.status === 'guest') {
    content = (
      <StageMessage title={<DataName>{game?.name}</DataName>} text={t('play.guest')} state="guest">
        <Link to={loginPathFor(`/play/${gameId}`)} className={buttonClasses('primary', 'sm')}>
          {t('play.playNow')}
        </Link>
      </StageMessage>
    );
  } else if (blocker) {
    content = (
      <BlockerScreen
        blocker={blocker}
        provider={game?.provider_name ?? ''}
        verificationChecklist={verificationChecklist}
      />
    );
  } else if (refusal && 'providerError' in refusal) {
    content = (
      <StageMessage
        title={t('play.providerErrorTitle')}
        text={refusal.providerError ?? t('play.providerError')}
        state="provider-error"
      >
        <button
          type="button"
          onClick={() => {
            setRefusal(undefined);
            start();
          }}
          className={buttonClasses('primary', 'sm')}
        >
          {t('play.retry')}
        </button>
      </StageMessage>
    );
  } else if (!ready || launch.isPending || (!mobile && launch.isIdle)) {
    content = (
      <div role="status" data-play-state="loading" className="flex flex-col items-center gap-3 text-muted">
        <span
          aria-hidden="true"
          className="size-10 rounded-full border-4 border-night-600 border-t-gold-400 motion-safe:animate-spin"
        />
        <span>{launch.isPending ? t('play.starting') : t('play.loading')}</span>
      </div>
    );
  } else {
    content = (
      <StageMessage title={<DataName>{game?.name}</DataName>} text={t('play.ready')} state="ready">
        <button
          type="button"
          onClick={start}
          disabled={launch.isPending}
          aria-busy={launch.isPending}
          className={buttonClasses('primary', 'sm')}
        >
          {t('play.playNow')}
        </button>
      </StageMessage>
    );
  }

  return (
    <section
      aria-labelledby="play-title"
      className={`mx-auto flex w-full flex-col gap-3 ${theater ? 'max-w-none' : 'max-w-6xl'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/" aria-label={t('play.back')} className={buttonClasses('icon')}>
          <ChevronStartIcon />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 id="play-title" className="text-lg font-bold text-ink">
            {game ? (
              <DataName className="block truncate">{game.name}</DataName>
            ) : missing ? (
              t('play.missingTitle')
            ) : (
              '\u00a0'
            )}
          </h1>
          {game ? (
            <p className="truncate text-xs text-muted">
              <DataName>{game.provider_name}</DataName> ·{' '}
              {t('play.rtp', { rtp: formatFigure(locale.bcp47, game.rtp) })}
              {game.rng_table ? ` · ${t('play.rngTable')}` : ''}
            </p>
          ) : missing ? null : (
            // The studio's line, kept free while the game loads so the stage below does not move.
            <p aria-hidden="true" className="text-xs">
              {'\u00a0'}
            </p>
          )}
        </div>
        {running ? (
          <span
            role="timer"
            aria-label={t('play.timer')}
            className="flex items-center gap-1.5 rounded-full bg-night-800 px-3 py-1.5 text-sm text-ink tabular-nums"
          >
            <ClockIcon className="size-4 text-muted" />
            <span data-testid="play-timer">{timerText(seconds)}</span>
          </span>
        ) : null}
        {user ? favourite : null}
        <button
          type="button"
          aria-pressed={theater}
          aria-label={t('play.theater')}
          onClick={() => setTheater((on) => !on)}
          className={`${buttonClasses('icon')} max-md:hidden`}
        >
          <TheaterIcon />
        </button>
        <button
          type="button"
          aria-label={t('play.fullscreen')}
          onClick={fullscreen}
          disabled={!running}
          className={buttonClasses('icon')}
        >
          <FullscreenIcon />
        </button>
      </div>
      <div
        ref={stage}
        className="relative grid aspect-video max-h-[80dvh] w-full place-items-center overflow-hidden rounded-2xl bg-night-900 max-sm:aspect-3/4"
      >
        {game && !running ? (
          <img
            src={game.image}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full object-cover opacity-40 blur-sm"
          />
        ) : null}
        <div className="relative z-10 grid place-items-center p-4">{running ? null : content}</div>
        {running ? content : null}
      </div>
    </section>
  );
}
