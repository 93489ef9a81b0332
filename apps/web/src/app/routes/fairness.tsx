// /fairness: how the in-house studio's rounds are drawn, the player's seeds (change the client seed, rotate
// the pair), and a verifier that replays any round in the browser. `?round=<id>` loads a recorded round of
// the player (bet history and game pages link so); `server_seed`, `client_seed`, `nonce` and `game` prefill
// the form for a round entered by hand. `?show_round=<id>` verifies a game show round (its game page links
// its last rounds so).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { loginPathFor } from '@/lib/return-path';
import { useStudioSession } from '@/features/fairness/api/open-studio-session';
import { useRound } from '@/features/fairness/api/get-round';
import { FairnessExplainer } from '@/features/fairness/components/fairness-explainer';
import { RoundVerifier, type VerifierInitial } from '@/features/fairness/components/round-verifier';
import { SeedLoginPrompt, SeedManager } from '@/features/fairness/components/seed-manager';
import { ShowRoundVerifier } from '@/features/fairness/components/show-round-verifier';
import { gameOf, verifierGames, type VerifierGame } from '@/features/fairness/utils/verify-round';
import { currentLocale } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/auth';

export function FairnessRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const studio = useStudioSession(session.status === 'player');
  const token = studio.data;
  const roundId = params.get('round');
  const round = useRound(token, roundId);
  const [chosenSeed, setChosenSeed] = useState<{ serverSeed: string; clientSeed: string } | null>(null);

  const gameParam = params.get('game');
  const game: VerifierGame = verifierGames.find((item) => item === gameParam) ?? 'slot-medium';
  let initial: VerifierInitial = {
    serverSeed: params.get('server_seed') ?? '',
    clientSeed: params.get('client_seed') ?? '',
    nonce: params.get('nonce') ?? '',
    game,
  };
  let key = 'params';
  if (chosenSeed) {
    initial = { ...initial, ...chosenSeed, nonce: '' };
    key = `seed:${chosenSeed.serverSeed}`;
  } else if (round.data) {
    const record = round.data;
    initial = {
      serverSeed: record.server_seed ?? '',
      clientSeed: record.client_seed ?? '',
      nonce: record.nonce === null ? '' : String(record.nonce),
      game: gameOf(record.play),
      recorded: {
        play: record.play,
        result: record.result,
        serverSeedHash: record.server_seed_hash,
        currency: record.currency,
      },
    };
    key = `round:${record.id}:${record.server_seed ?? ''}`;
  }

  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-8 px-4 py-8 lg:px-8">
      <h1 className="text-3xl font-extrabold">{t('fairness.title')}</h1>
      <FairnessExplainer />
      {session.status === 'guest' ? (
        <SeedLoginPrompt loginHref={loginPathFor(`${location.pathname}${location.search}`)} />
      ) : (
        <SeedManager
          token={token}
          failed={studio.isError}
          onUseSeed={(serverSeed, clientSeed) => setChosenSeed({ serverSeed, clientSeed })}
        />
      )}
      <section className="flex flex-col gap-4">
        <h2 className="text-lg font-bold">{t('fairness.verifyTitle')}</h2>
        <p className="text-sm text-muted">{t('fairness.notice')}</p>
        {round.data && !chosenSeed ? (
          <p data-testid="loaded-round">
            {t('fairness.roundLoaded', {
              id: round.data.id,
              date: formatDateTime(currentLocale().bcp47, round.data.created_at),
            })}
          </p>
        ) : null}
        {round.data && !round.data.server_seed && !chosenSeed ? (
          <p className="rounded-xl border-s-4 border-gold-400 bg-night-800 px-4 py-3 text-sm">
            {t('fairness.notRevealed')}
          </p>
        ) : null}
        <RoundVerifier key={key} initial={initial} />
      </section>
      <ShowRoundVerifier
        token={token}
        initialId={params.get('show_round')}
        loggedIn={session.status !== 'guest'}
      />
    </div>
  );
}
