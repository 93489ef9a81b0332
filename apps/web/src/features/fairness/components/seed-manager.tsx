// The logged-in player's seeds at the studio: the active pair (hash, client seed, nonce), a new client seed
// and the button that rotates the pair, and the server seeds revealed so far. Guests are asked to log in.
import { clientSeedProblem, generateClientSeed } from '@reelvault/fair/seeds';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { useSeeds } from '@/features/fairness/api/get-seeds';
import { useRotateSeeds } from '@/features/fairness/api/rotate-seeds';

export function SeedManager({
  token,
  failed,
  onUseSeed,
}: {
  token: string | undefined;
  failed: boolean;
  onUseSeed: (serverSeed: string, clientSeed: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const seeds = useSeeds(token);
  const rotate = useRotateSeeds(token);
  const [clientSeed, setClientSeed] = useState(generateClientSeed);
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (clientSeedProblem(clientSeed)) {
      setProblem(t('fairness.seedInvalid'));
      return;
    }
    setProblem(undefined);
    rotate.mutate(clientSeed, {
      onSuccess: () => setClientSeed(generateClientSeed()),
      onError: (error) =>
        setProblem(
          error instanceof StudioFailure && error.code === 'ROUND_IN_PROGRESS'
            ? t('fairness.inProgress')
            : t('fairness.unavailable'),
        ),
    });
  }

  const active = seeds.data?.active;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-night-800/60 p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {t('fairness.seedsTitle')}
      </h2>
      {failed || seeds.isError ? <FormMessage tone="error">{t('fairness.unavailable')}</FormMessage> : null}
      {active ? (
        <>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">{t('fairness.activeHash')}</dt>
            <dd className="font-mono break-all" data-testid="active-hash">
              {active.server_seed_hash}
            </dd>
            <dt className="text-muted">{t('fairness.clientSeed')}</dt>
            <dd className="font-mono break-all" data-testid="active-client-seed">
              {active.client_seed}
            </dd>
            <dt className="text-muted">{t('fairness.nonce')}</dt>
            <dd className="font-mono">{active.nonce}</dd>
          </dl>
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <TextField
              label={t('fairness.newClientSeed')}
              hint={t('fairness.rotateHint')}
              value={clientSeed}
              maxLength={64}
              error={problem}
              className="font-mono"
              onChange={(event) => setClientSeed(event.target.value)}
            />
            <button
              type="submit"
              className={buttonClasses('primary', 'md', 'self-start')}
              disabled={rotate.isPending}
            >
              {t('fairness.rotate')}
            </button>
          </form>
          {seeds.data && seeds.data.previous.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{t('fairness.revealedTitle')}</h3>
              <ul className="flex flex-col gap-2 text-sm" data-testid="revealed-seeds">
                {seeds.data.previous.map((pair) => (
                  <li
                    key={pair.server_seed_hash}
                    className="flex flex-col gap-1 rounded-xl bg-night-900/60 p-3"
                  >
                    <span className="font-mono break-all">{pair.server_seed}</span>
                    <span className="text-muted">
                      {t('fairness.clientSeed')}: <span className="font-mono">{pair.client_seed}</span> ·{' '}
                      {t('fairness.roundsOnPair', { count: pair.rounds })}
                    </span>
                    <button
                      type="button"
                      className={buttonClasses('secondary', 'sm', 'self-start')}
                      onClick={() => onUseSeed(pair.server_seed, pair.client_seed)}
                    >
                      {t('fairness.useSeed')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function SeedLoginPrompt({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-3 rounded-2xl bg-night-800/60 p-5">
      <h2 className="text-lg font-bold">{t('fairness.seedsTitle')}</h2>
      <p className="text-muted">{t('fairness.loginToSee')}</p>
      <Link to={loginHref} className={buttonClasses('secondary', 'sm')}>
        {t('fairness.login')}
      </Link>
    </section>
  );
}
