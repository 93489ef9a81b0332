// Blackjack: a bet from the chips, the deal, then every decision a call to the studio, which answers the
// hand as the player may see it (the dealer's second card stays face down until the hand is over). A hand
// left unfinished (a closed tab) is shown again to be played on.
import type { BlackjackActionInput, RoundRecordReply } from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { useState } from 'react';
import { Chips } from '../components/chips';
import { PlayingCard } from '../components/playing-card';
import { ResultStrip } from '../components/results';
import { locale, t, type TextKey } from '../i18n';
import type { TableProps } from './table-props';

interface HandView {
  readonly cards: readonly string[];
  readonly stake: string;
  readonly total: number;
  readonly soft: boolean;
}

interface BlackjackViewJson {
  readonly phase: 'insurance' | 'playing' | 'settled';
  readonly dealer: {
    readonly cards: readonly string[];
    readonly hiddenCards: number;
    readonly total: number;
  };
  readonly hands: readonly HandView[];
  readonly active: number;
  readonly legalActions: readonly string[];
  readonly result: {
    readonly hands: readonly { readonly outcome: string; readonly payout: string }[];
  } | null;
}

function viewOf(round: RoundRecordReply | null): BlackjackViewJson | null {
  const view = round?.result as BlackjackViewJson | null | undefined;
  return view && Array.isArray(view.hands) ? view : null;
}

const decisions = ['hit', 'stand', 'double', 'split'] as const;

export function BlackjackTable({
  game,
  client,
  currency,
  openRound,
  onStake,
  onRound,
  onFailure,
}: TableProps) {
  const rules = game.rules.engine === 'blackjack' ? game.rules : undefined;
  const chips = rules?.chips ?? [];
  const [chip, setChip] = useState(chips[0] ?? '0');
  const [bet, setBet] = useState(0n);
  const [round, setRound] = useState<RoundRecordReply | null>(openRound);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<RoundRecordReply[]>([]);
  const view = viewOf(round);
  const inPlay = round !== null && round.state === 'open' && round.payout === null;

  function show(next: RoundRecordReply, balance: string | null) {
    setRound(next);
    onRound(next, balance);
    if (next.payout !== null) setHistory((items) => [next, ...items].slice(0, 8));
  }

  async function deal() {
    if (busy || bet === 0n) return;
    setBusy(true);
    onStake(bet.toString());
    try {
      const reply = await client.dealBlackjack(bet.toString());
      show(reply.round, reply.balance);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function act(action: BlackjackActionInput) {
    if (busy || !round) return;
    setBusy(true);
    const before = BigInt(round.stake);
    try {
      const reply = await client.actBlackjack(round.id, action);
      const extra = BigInt(reply.round.stake) - before;
      if (extra > 0n) onStake(extra.toString());
      show(reply.round, reply.balance);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const dealerCards = view ? [...view.dealer.cards, ...Array<null>(view.dealer.hiddenCards).fill(null)] : [];
  return (
    <div className="blackjack" aria-busy={busy} data-testid="blackjack">
      <section className="dealer" data-testid="dealer">
        <h2>
          {t('blackjack.dealer')} {view ? <output>{view.dealer.total}</output> : null}
        </h2>
        <div className="cards">
          {dealerCards.map((card, index) => (
            <PlayingCard key={index} card={card} />
          ))}
        </div>
      </section>
      <div className="player-hands">
        {view?.hands.map((hand, index) => {
          const outcome = view.result?.hands[index]?.outcome;
          return (
            <section
              key={index}
              className={`hand ${inPlay && view.active === index ? 'active' : ''}`}
              data-testid="player-hand"
            >
              <h2>
                <output>{hand.total}</output> ·{' '}
                {formatMoney(locale().bcp47, walletAmountDecimal(hand.stake), currency)}
                {outcome ? (
                  <strong className={`outcome ${outcome}`}>
                    {' '}
                    {t(`blackjack.outcome.${outcome}` as TextKey)}
                  </strong>
                ) : null}
              </h2>
              <div className="cards">
                {hand.cards.map((card, cardIndex) => (
                  <PlayingCard key={cardIndex} card={card} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      {inPlay && view ? (
        <div className="controls">
          {view.legalActions.includes('insurance') ? (
            <>
              <span>{t('blackjack.insurance')}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() => void act({ type: 'insurance', take: true })}
              >
                {t('blackjack.takeInsurance')}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void act({ type: 'insurance', take: false })}
              >
                {t('blackjack.noInsurance')}
              </button>
            </>
          ) : (
            decisions
              .filter((decision) => view.legalActions.includes(decision))
              .map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={decision === 'hit' || decision === 'stand' ? 'primary' : ''}
                  disabled={busy}
                  onClick={() => void act({ type: decision })}
                >
                  {t(`blackjack.${decision}`)}
                </button>
              ))
          )}
        </div>
      ) : (
        <>
          <Chips
            chips={chips}
            chosen={chip}
            currency={currency}
            disabled={busy}
            onChoose={(value) => {
              setChip(value);
              setBet((current) => current + BigInt(value));
            }}
          />
          <div className="controls">
            <output data-testid="bet">
              <span>{t('stake')}</span> {formatMoney(locale().bcp47, walletAmountDecimal(bet), currency)}
            </output>
            <button type="button" className="ghost" disabled={busy || bet === 0n} onClick={() => setBet(0n)}>
              {t('clear')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={busy || bet === 0n}
              onClick={() => void deal()}
            >
              {t('cards.deal')}
            </button>
          </div>
        </>
      )}
      <ResultStrip rounds={history} currency={currency} />
    </div>
  );
}
