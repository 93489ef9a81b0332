// The game show's page (decision 0606): one crash round shared by every player. The betting window counts
// down, then the multiplier rises (drawn here from the server's times) until the round crashes; a bet may
// carry an auto cash-out, and the Cash out button takes the multiplier of the moment. Every player's bet
// and cash-out arrives live from the round's event stream; the balance is read again after each settle.
import type { GameShowEvent, ShowStateReply } from '@reelvault/contract/calls/game-show';
import { formatFigure } from '@reelvault/contract/figures';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { multiplierText } from '@reelvault/fair/crash';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { StudioClient } from '../api';
import { Chips } from '../components/chips';
import { Dialog, errorText, Header, NoticeLine, type Notice } from '../components/shell';
import { locale, t } from '../i18n';
import {
  applyEvent,
  autoCashOutText,
  canBet,
  canCashOut,
  initialView,
  momentOf,
  withMyBet,
  type ShowMoment,
  type ShowView,
} from './game-show-state';

/** How long the page waits before following the events again after the stream ended. */
const reconnectMs = 3_000;
/** How often the countdown and the multiplier are drawn. */
const frameMs = 100;

const money = (amount: string, currency: string) =>
  formatMoney(locale().bcp47, walletAmountDecimal(amount), currency);
const times = (multiplier: string) => `${formatFigure(locale().bcp47, multiplier)}×`;

/** The stakes offered: 1, 2 and 5 times the powers of ten from the minimum, up to the maximum. */
export function stakeLadder(minBet: string, maxBet: string): string[] {
  const min = BigInt(minBet);
  const max = BigInt(maxBet);
  const ladder: string[] = [];
  for (let unit = min; unit <= max && min > 0n; unit *= 10n) {
    for (const step of [1n, 2n, 5n]) if (unit * step <= max) ladder.push((unit * step).toString());
  }
  return ladder;
}

/** The notice once the player's bet of the round is over. */
export function betNotice(view: ShowView, currency: string): Notice | null {
  const bet = view.myBet;
  if (!bet) return null;
  if (bet.state === 'cashed_out' && bet.cash_out !== null && bet.payout !== null) {
    return {
      kind: 'win',
      text: t('show.cashedOut', { multiplier: times(bet.cash_out), amount: money(bet.payout, currency) }),
    };
  }
  if (bet.state === 'lost') return { kind: 'info', text: t('show.lost') };
  return null;
}

function Stage({ moment }: { moment: ShowMoment }) {
  return (
    <div className={`show-stage show-${moment.phase}`} data-testid="show-stage" data-phase={moment.phase}>
      {moment.phase === 'waiting' && <p>{t('show.waiting')}</p>}
      {moment.phase === 'betting' && (
        <p data-testid="countdown">{t('show.bettingCloses', { seconds: moment.secondsLeft })}</p>
      )}
      {moment.phase === 'flying' && (
        // Not a live region: a screen reader would read every step of the flight.
        <output className="show-multiplier" data-testid="multiplier">
          {times(multiplierText(moment.cents))}
        </output>
      )}
      {moment.phase === 'crashed' && <p className="show-multiplier crashed">{times(moment.crashPoint)}</p>}
    </div>
  );
}

function BetsBoard({ view, currency }: { view: ShowView; currency: string }) {
  const mine = view.myBet?.id;
  return (
    <section className="show-bets" aria-labelledby="show-bets-title">
      <h2 id="show-bets-title">{t('show.bets')}</h2>
      {view.bets.length === 0 ? (
        <p>{t('show.noBets')}</p>
      ) : (
        <table data-testid="show-bets">
          <thead>
            <tr>
              <th scope="col">{t('show.player')}</th>
              <th scope="col">{t('stake')}</th>
              <th scope="col">{t('show.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {view.bets.map((bet) => (
              <tr key={bet.id} data-player={bet.player} className={bet.id === mine ? 'mine' : undefined}>
                <th scope="row" className="mono">
                  {bet.id === mine ? `${bet.player} (${t('show.you')})` : bet.player}
                </th>
                <td>{money(bet.stake, currency)}</td>
                <td>
                  {bet.state === 'cashed_out' && bet.cash_out !== null && bet.payout !== null
                    ? `${times(bet.cash_out)} · ${money(bet.payout, currency)}`
                    : t(bet.state === 'lost' ? 'show.lostShort' : 'show.inPlay')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RecentRounds({ view }: { view: ShowView }) {
  return (
    <section className="show-recent" aria-labelledby="show-recent-title">
      <h2 id="show-recent-title">{t('show.recent')}</h2>
      <ol data-testid="show-recent">
        {view.recent.map((round) => (
          <li key={round.id}>
            <a
              href={`/fairness?show_round=${round.id}`}
              target="_blank"
              rel="noopener"
              aria-label={t('show.verifyRound', {
                number: round.number,
                multiplier: times(round.crash_point),
              })}
            >
              {times(round.crash_point)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ShowRules({ rules, currency }: { rules: ShowStateReply['rules']; currency: string }) {
  const figure = (value: string) => formatFigure(locale().bcp47, value);
  return (
    <div className="rules">
      <p>{t('show.rules.play')}</p>
      <p>{t('show.rules.auto')}</p>
      <p data-testid="rtp">{t('rtp', { value: figure(rules.rtp) })}</p>
      <p>{t('show.rules.instant', { value: figure(rules.instant_crash) })}</p>
      <p>{t('show.rules.max', { value: times(rules.max_multiplier) })}</p>
      <p>{t('limits', { min: money(rules.min_bet, currency), max: money(rules.max_bet, currency) })}</p>
      <p>{t('show.rules.fair')}</p>
    </div>
  );
}

export function GameShow({
  client,
  initial,
  balance: initialBalance,
}: {
  client: StudioClient;
  initial: ShowStateReply;
  balance: string | null;
}) {
  const { currency, rules } = initial;
  const [view, setView] = useState<ShowView>(() => initialView(initial, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [balance, setBalance] = useState(initialBalance);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const stakes = useMemo(() => stakeLadder(rules.min_bet, rules.max_bet), [rules]);
  const [stake, setStake] = useState(stakes[Math.min(3, stakes.length - 1)] ?? rules.min_bet);
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState(false);
  const autoId = useId();
  const autoHintId = useId();

  const refreshBalance = useCallback(() => {
    client.state().then(
      (state) => setBalance(state.balance),
      () => undefined,
    );
  }, [client]);

  useEffect(() => {
    const palette = initial.game?.palette;
    if (palette) {
      const root = document.documentElement.style;
      root.setProperty('--skin-from', palette.from);
      root.setProperty('--skin-to', palette.to);
      root.setProperty('--skin-accent', palette.accent);
      root.setProperty('--skin-ink', palette.ink);
    }
    document.title = initial.game?.title ?? t('show.name');
  }, [initial.game]);

  // The live events: followed again a moment after the stream ends, until the page goes.
  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: GameShowEvent) => setView((current) => applyEvent(current, event, Date.now()));
    const follow = () => {
      client.show.follow(onEvent, abort.signal).then(
        () => {
          if (!abort.signal.aborted) retry = setTimeout(follow, reconnectMs);
        },
        (error: unknown) => {
          if (error instanceof StudioFailure && error.code === 'SESSION_INVALID') {
            setNotice({ kind: 'error', text: errorText(error.code) });
            return;
          }
          if (!abort.signal.aborted) retry = setTimeout(follow, reconnectMs);
        },
      );
    };
    follow();
    return () => {
      abort.abort();
      if (retry) clearTimeout(retry);
    };
  }, [client]);

  const moment = momentOf(view, now);
  const phase = moment.phase;
  useEffect(() => {
    if (phase !== 'betting' && phase !== 'flying') return undefined;
    const timer = setInterval(() => setNow(Date.now()), frameMs);
    return () => clearInterval(timer);
  }, [phase]);

  // A new round opens once the last one settled: every win and loss of it is booked by now.
  const roundId = view.round?.id;
  const firstRoundId = useRef(roundId);
  useEffect(() => {
    if (roundId !== firstRoundId.current) refreshBalance();
  }, [roundId, refreshBalance]);

  // The crash is told to screen readers at once; the player's outcome stays on the message line.
  const crash = moment.phase === 'crashed' ? t('show.crashed', { multiplier: times(moment.crashPoint) }) : '';
  const shownNotice = betNotice(view, currency) ?? notice;

  const autoText = auto.trim() === '' ? undefined : autoCashOutText(auto);
  const autoInvalid = autoText === null;

  async function placeBet(event: FormEvent) {
    event.preventDefault();
    if (autoText === null || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await client.show.bet(stake, autoText);
      setView((current) => withMyBet(current, reply.bet));
      if (reply.balance !== null) setBalance(reply.balance);
      setNotice({ kind: 'info', text: t('show.betPlaced', { amount: money(reply.bet.stake, currency) }) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error instanceof StudioFailure ? error.code : 'other') });
      refreshBalance();
    } finally {
      setBusy(false);
    }
  }

  async function cashOut() {
    const bet = view.myBet;
    if (!bet || busy) return;
    setBusy(true);
    try {
      const reply = await client.show.cashOut(bet.id);
      setView((current) => withMyBet(current, reply.bet));
      if (reply.balance !== null) setBalance(reply.balance);
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error instanceof StudioFailure ? error.code : 'other') });
    } finally {
      setBusy(false);
    }
  }

  const title = initial.game?.title ?? t('show.name');
  const tooLow = balance !== null && BigInt(balance) < BigInt(stake);

  return (
    <div className="game game-show">
      <Header title={title} balance={balance} currency={currency} />
      <main className="table show-table">
        <Stage moment={moment} />
        <p className="visually-hidden" role="status" aria-live="assertive" data-testid="crash-announcement">
          {crash}
        </p>
        {canCashOut(view, moment) ? (
          <button type="button" className="primary show-cash-out" disabled={busy} onClick={cashOut}>
            {t('show.cashOut')}
          </button>
        ) : null}
        <form className="show-bet" onSubmit={placeBet} noValidate>
          <Chips
            chips={stakes}
            chosen={stake}
            currency={currency}
            disabled={busy || view.myBet !== null}
            onChoose={setStake}
          />
          <label htmlFor={autoId}>{t('show.autoCashOut')}</label>
          <input
            id={autoId}
            inputMode="decimal"
            autoComplete="off"
            value={auto}
            placeholder="2.00"
            aria-describedby={autoHintId}
            aria-invalid={autoInvalid}
            disabled={view.myBet !== null}
            onChange={(event) => setAuto(event.target.value)}
          />
          <p id={autoHintId} className={autoInvalid ? 'hint' : 'show-hint'}>
            {t(autoInvalid ? 'show.autoCashOutInvalid' : 'show.autoCashOutHint')}
          </p>
          <button
            type="submit"
            className="primary"
            disabled={busy || !canBet(view, moment) || autoInvalid || tooLow}
          >
            {t('show.bet')}
          </button>
          {tooLow && <p className="hint">{t('error.INSUFFICIENT_FUNDS')}</p>}
        </form>
      </main>
      <NoticeLine notice={shownNotice} />
      <BetsBoard view={view} currency={currency} />
      <RecentRounds view={view} />
      <nav className="game-foot">
        <button type="button" className="ghost" onClick={() => setRulesOpen(true)}>
          {t('rules')}
        </button>
      </nav>
      <Dialog open={rulesOpen} title={t('rules')} onClose={() => setRulesOpen(false)}>
        <ShowRules rules={rules} currency={currency} />
      </Dialog>
    </div>
  );
}
