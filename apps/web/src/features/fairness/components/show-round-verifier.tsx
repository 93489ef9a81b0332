// The game show's verifier on /fairness: a round id (typed, or from `?show_round=` as the game page links
// it) loads the crashed round from the studio, and the browser checks its seed against the previous round's
// hash, walks the chain to the terminal hash published for it, and draws the crash point again from the
// salt and the seed (utils/verify-show-round.ts, packages/fair's own functions).
import type { ShowRoundView } from '@reelvault/contract/calls/game-show';
import { formatFigure } from '@reelvault/contract/figures';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { currentLocale } from '@/i18n/i18n';
import { useShowRound } from '@/features/fairness/api/get-show-round';
import { showRoundId, verifyShowRound } from '@/features/fairness/utils/verify-show-round';

const times = (multiplier: string) => `${formatFigure(currentLocale().bcp47, multiplier)}×`;

function Value({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-mono text-sm break-all" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ShowRoundCheck({ round }: { round: ShowRoundView }) {
  const { t } = useTranslation();
  const verification = verifyShowRound(round);
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-night-800/60 p-5" data-testid="show-verification">
      <h3 className="font-bold">
        {t('fairness.show.round', { number: round.number, chain: round.chain.id })}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Value
          label={t('fairness.show.terminalHash')}
          value={round.chain.terminal_hash}
          testId="terminal-hash"
        />
        <Value label={t('fairness.show.salt')} value={round.chain.salt} />
        <Value label={t('fairness.show.previousHash')} value={round.hash} />
        <Value label={t('fairness.show.seed')} value={round.seed ?? '—'} />
        <Value
          label={t('fairness.show.crashPoint')}
          value={round.crash_point === null ? '—' : times(round.crash_point)}
          testId="shown-crash-point"
        />
        <Value
          label={t('fairness.show.computed')}
          value={verification ? times(verification.computed) : '—'}
          testId="computed-crash-point"
        />
      </dl>
      {verification ? (
        <>
          <FormMessage tone={verification.seedOk ? 'success' : 'error'}>
            {verification.seedOk ? t('fairness.show.seedOk') : t('fairness.show.seedBad')}
          </FormMessage>
          <FormMessage tone={verification.chainOk ? 'success' : 'error'}>
            {t(verification.chainOk ? 'fairness.show.chainOk' : 'fairness.show.chainBad', {
              count: verification.links,
            })}
          </FormMessage>
          <FormMessage tone={verification.crashOk ? 'success' : 'error'}>
            {verification.crashOk ? t('fairness.show.crashOk') : t('fairness.show.crashBad')}
          </FormMessage>
        </>
      ) : (
        <FormMessage tone="error">{t('fairness.show.notFound')}</FormMessage>
      )}
    </section>
  );
}

export function ShowRoundVerifier({
  token,
  initialId,
  loggedIn,
}: {
  token: string | undefined;
  initialId: string | null;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialId ?? '');
  const [id, setId] = useState(() => showRoundId(initialId ?? ''));
  const [invalid, setInvalid] = useState(false);
  const round = useShowRound(token, id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = showRoundId(typed);
    setInvalid(next === undefined);
    setId(next);
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="show-verifier-title">
      <h2 id="show-verifier-title" className="text-lg font-bold">
        {t('fairness.show.title')}
      </h2>
      <p className="text-sm text-muted">{t('fairness.show.intro')}</p>
      {loggedIn ? (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <TextField
            label={t('fairness.show.roundId')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="font-mono"
            autoComplete="off"
            spellCheck={false}
            error={invalid ? t('fairness.show.invalidId') : undefined}
          />
          <button type="submit" className={buttonClasses('primary', 'md', 'self-start sm:self-end')}>
            {t('fairness.show.verify')}
          </button>
        </form>
      ) : (
        <p className="text-sm">{t('fairness.show.login')}</p>
      )}
      {round.isError ? <FormMessage tone="error">{t('fairness.show.notFound')}</FormMessage> : null}
      {round.data ? <ShowRoundCheck round={round.data} /> : null}
    </section>
  );
}
