// The verifier's form: server seed, client seed, nonce and the game (or a recorded round's own choices),
// replayed in the browser. For a recorded round it also checks the server seed against the hash shown
// before play and compares the outcome with the one the studio recorded.
import type { RoundPlayInput } from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import type { JsonValue } from '@reelvault/fair/round-json';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { controlClasses, labelClasses } from '@/components/form/field-classes';
import { buttonClasses } from '@/components/ui/button';
import { currentLocale } from '@/i18n/i18n';
import {
  gameOf,
  hashMatches,
  playOf,
  sameResult,
  verifierGames,
  verifyRound,
  type Verification,
  type VerifierGame,
} from '@/features/fairness/utils/verify-round';
import { OutcomeView } from './outcome-view';

/** A round the studio recorded, as far as the verifier needs it. */
export interface RecordedRound {
  readonly play: RoundPlayInput;
  readonly result: unknown;
  readonly serverSeedHash: string | null;
  readonly currency: string;
}

export interface VerifierInitial {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: string;
  readonly game: VerifierGame;
  readonly recorded?: RecordedRound | undefined;
}

function payoutOf(result: JsonValue): string | null {
  const shape = result as { totalPayout?: string; result?: { totalPayout?: string } | null };
  return shape.totalPayout ?? shape.result?.totalPayout ?? null;
}

function check(values: VerifierInitial): Verification {
  const nonce = /^\d{1,15}$/.test(values.nonce.trim()) ? Number(values.nonce.trim()) : -1;
  return verifyRound({
    serverSeed: values.serverSeed.trim(),
    clientSeed: values.clientSeed,
    nonce,
    play: values.recorded?.play ?? playOf(values.game),
  });
}

export function RoundVerifier({ initial }: { initial: VerifierInitial }) {
  const { t } = useTranslation();
  const gameId = useId();
  const [values, setValues] = useState(initial);
  const ready = initial.serverSeed !== '' && initial.clientSeed !== '' && initial.nonce !== '';
  const [checked, setChecked] = useState<{ verification: Verification; values: VerifierInitial } | null>(
    () => (ready && initial.recorded ? { verification: check(initial), values: initial } : null),
  );
  const recorded = values.recorded;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked({ verification: check(values), values });
  }

  const set = (field: 'serverSeed' | 'clientSeed' | 'nonce') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const verification = checked?.verification;
  const hash = checked?.values.recorded?.serverSeedHash;
  const hashOk = checked && hash ? hashMatches(checked.values.serverSeed.trim(), hash) : null;
  const recordedResult = checked?.values.recorded?.result;
  const matches =
    verification?.ok && recordedResult !== undefined ? sameResult(verification.result, recordedResult) : null;
  const payout = verification?.ok ? payoutOf(verification.result) : null;
  const currency = checked?.values.recorded?.currency;
  // Amounts of a round entered by hand are nominal: only a recorded round's payout is shown.
  const payoutText =
    payout !== null && currency
      ? formatMoney(currentLocale().bcp47, walletAmountDecimal(payout), currency)
      : null;

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label={t('fairness.serverSeed')}
          value={values.serverSeed}
          onChange={set('serverSeed')}
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('fairness.clientSeed')}
          value={values.clientSeed}
          onChange={set('clientSeed')}
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('fairness.nonce')}
          value={values.nonce}
          onChange={set('nonce')}
          inputMode="numeric"
          className="font-mono"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={gameId} className={labelClasses}>
            {t('fairness.game')}
          </label>
          <select
            id={gameId}
            className={controlClasses}
            value={recorded ? gameOf(recorded.play) : values.game}
            disabled={recorded !== undefined}
            onChange={(event) =>
              setValues((current) => ({ ...current, game: event.target.value as VerifierGame }))
            }
          >
            {verifierGames.map((game) => (
              <option key={game} value={game}>
                {t(`fairness.games.${game}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses('primary', 'md', 'self-start sm:col-span-2')}>
          {t('fairness.verify')}
        </button>
      </form>
      {verification && !verification.ok ? (
        <FormMessage tone="error">
          {verification.problem === 'version' ? t('fairness.unknownVersion') : t('fairness.badInput')}
        </FormMessage>
      ) : null}
      {verification?.ok ? (
        <section className="flex flex-col gap-3 rounded-2xl bg-night-800/60 p-5" data-testid="verification">
          <h3 className="font-bold">{t('fairness.outcomeTitle')}</h3>
          {hashOk !== null ? (
            <FormMessage tone={hashOk ? 'success' : 'error'}>
              {hashOk ? t('fairness.hashOk') : t('fairness.hashBad')}
            </FormMessage>
          ) : null}
          {matches !== null ? (
            <FormMessage tone={matches ? 'success' : 'error'}>
              {matches ? t('fairness.match') : t('fairness.mismatch')}
            </FormMessage>
          ) : null}
          <OutcomeView result={verification.result} payout={payoutText} />
        </section>
      ) : null}
    </div>
  );
}
