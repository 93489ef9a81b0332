// The play page's reality check: the game is paused behind it, and it tells the player how long they
// have played and what they have won or lost in this session, with Continue and Stop. The answer goes to
// the server as a mutation that outlives the dialog; the player moves on at once, whether it lands or not.
import { formatMoney } from '@reelvault/contract/money';
import type { RealityCheckAnswer } from '@reelvault/contract/calls/compliance';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { useAnswerRealityCheck } from '@/features/play/api/answer-reality-check';
import { realityCheckQueryOptions } from '@/features/play/api/get-reality-check';
import { netOutcome } from '@/features/play/utils/reality-check';

export interface RealityCheckDialogProps {
  /** How long the player has played this game, already worded (h:mm:ss). */
  readonly played: string;
  readonly onContinue: () => void;
  readonly onStop: () => void;
}

export function RealityCheckDialog({ played, onContinue, onStop }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const titleId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  // The figures as they are now, not as they were when the game started.
  const figures = useQuery({ ...realityCheckQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const answerCall = useAnswerRealityCheck();
  const shownAt = useRef<number>(undefined);
  useEffect(() => {
    shownAt.current = Date.now();
    continueButton.current?.focus();
  }, []);

  function answer(choice: RealityCheckAnswer, then: () => void) {
    const shown = shownAt.current === undefined ? 0 : Math.round((Date.now() - shownAt.current) / 1000);
    answerCall.mutate({ answer: choice, shownSeconds: Math.min(86_400, Math.max(0, shown)) });
    then();
  }

  const data = figures.data;
  const outcome = data ? netOutcome(data.net) : undefined;
  const money = (amount: string) => (data ? formatMoney(bcp47, amount.replace(/^-/, ''), data.currency) : '');

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-reality-check=""
      className="absolute inset-0 z-20 grid place-items-center bg-night-950/70 p-4"
    >
      <div className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-night-900 p-6 text-center shadow-2xl">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {t('play.realityCheck.title')}
        </h2>
        <p className="text-sm text-muted">{t('play.realityCheck.intro')}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-start text-sm">
          <dt className="text-muted">{t('play.realityCheck.played')}</dt>
          <dd className="text-end font-semibold text-ink tabular-nums" data-testid="reality-check-played">
            {played}
          </dd>
          {data ? (
            <>
              <dt className="text-muted">{t('play.realityCheck.wagered')}</dt>
              <dd className="text-end text-ink tabular-nums">{money(data.wagered)}</dd>
              <dt className="text-muted">{t('play.realityCheck.won')}</dt>
              <dd className="text-end text-ink tabular-nums">{money(data.won)}</dd>
              <dt className="text-muted">{t('play.realityCheck.net')}</dt>
              <dd className="text-end font-semibold text-ink tabular-nums" data-testid="reality-check-net">
                {outcome === 'even'
                  ? t('play.realityCheck.even')
                  : t(outcome === 'win' ? 'play.realityCheck.netWin' : 'play.realityCheck.netLoss', {
                      amount: money(data.net),
                    })}
              </dd>
            </>
          ) : null}
        </dl>
        {figures.isError ? (
          <p className="text-sm text-muted">{t('play.realityCheck.figuresMissing')}</p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2">
          <button
            ref={continueButton}
            type="button"
            onClick={() => answer('continue', onContinue)}
            className={buttonClasses('primary', 'sm')}
          >
            {t('play.realityCheck.continue')}
          </button>
          <button
            type="button"
            onClick={() => answer('stop', onStop)}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('play.realityCheck.stop')}
          </button>
        </div>
      </div>
    </div>
  );
}
