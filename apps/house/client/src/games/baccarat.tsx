// Punto banco: chips on player, banker, tie and the pairs, then the deal. The cards are turned one by one in
// the order they were dealt; the totals and the winner follow.
import {
  baccaratSides,
  type BaccaratSideName,
  type RoundRecordReply,
} from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { useState } from 'react';
import { Chips } from '../components/chips';
import { PlayingCard } from '../components/playing-card';
import { ResultStrip } from '../components/results';
import { locale, t } from '../i18n';
import type { TableProps } from './table-props';

interface CoupJson {
  readonly player: { readonly cards: readonly string[]; readonly total: number };
  readonly banker: { readonly cards: readonly string[]; readonly total: number };
  readonly winner: 'player' | 'banker' | 'tie';
}

const cardMs = 450;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The order the cards were dealt: player, banker, player, banker, then the thirds. */
function dealOrder(coup: CoupJson): { side: 'player' | 'banker'; index: number }[] {
  const order: { side: 'player' | 'banker'; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (coup.player.cards.length > 2) order.push({ side: 'player', index: 2 });
  if (coup.banker.cards.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

export function BaccaratTable({ game, client, currency, onStake, onRound, onFailure }: TableProps) {
  const rules = game.rules.engine === 'baccarat' ? game.rules : undefined;
  const chips = rules?.chips ?? [];
  const [chip, setChip] = useState(chips[0] ?? '0');
  const [bets, setBets] = useState<Partial<Record<BaccaratSideName, bigint>>>({});
  const [coup, setCoup] = useState<CoupJson | null>(null);
  const [shown, setShown] = useState(0);
  const [dealing, setDealing] = useState(false);
  const [history, setHistory] = useState<RoundRecordReply[]>([]);

  const total = Object.values(bets).reduce((sum, amount) => sum + (amount ?? 0n), 0n);

  async function deal() {
    if (dealing || total === 0n) return;
    setDealing(true);
    setCoup(null);
    setShown(0);
    onStake(total.toString());
    try {
      const wire: Record<string, string> = {};
      for (const side of baccaratSides) if (bets[side]) wire[side] = String(bets[side]);
      const reply = await client.dealBaccarat(wire);
      const result = reply.round.result as CoupJson | null;
      if (result?.player && result.banker) {
        setCoup(result);
        for (let card = 1; card <= dealOrder(result).length; card += 1) {
          await pause(cardMs);
          setShown(card);
        }
      }
      setHistory((items) => [reply.round, ...items].slice(0, 8));
      onRound(reply.round, reply.balance);
    } catch (error) {
      onFailure(error);
    } finally {
      setDealing(false);
    }
  }

  const order = coup ? dealOrder(coup) : [];
  const visible = (side: 'player' | 'banker') =>
    coup
      ? order
          .slice(0, shown)
          .filter((item) => item.side === side)
          .map((item) => coup[side].cards[item.index] ?? '')
      : [];
  const done = coup !== null && shown >= order.length;

  return (
    <div className="baccarat">
      <div className="hands">
        {(['player', 'banker'] as const).map((side) => (
          <section
            key={side}
            className={`hand ${done && coup?.winner === side ? 'winner' : ''}`}
            data-testid={`hand-${side}`}
          >
            <h2>
              {t(`baccarat.${side}`)} {done && coup ? <output>{coup[side].total}</output> : null}
            </h2>
            <div className="cards">
              {visible(side).map((card, index) => (
                <PlayingCard key={index} card={card} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="spots">
        {baccaratSides.map((side) => (
          <button
            key={side}
            type="button"
            className={`spot ${side}`}
            disabled={dealing}
            onClick={() => {
              setCoup(null);
              setBets((current) => ({ ...current, [side]: (current[side] ?? 0n) + BigInt(chip) }));
            }}
          >
            <span>{t(`baccarat.${side}`)}</span>
            {bets[side] ? (
              <span className="amount">
                {formatMoney(locale().bcp47, walletAmountDecimal(bets[side]), currency)}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <Chips chips={chips} chosen={chip} currency={currency} disabled={dealing} onChoose={setChip} />
      <div className="controls">
        <output>
          <span>{t('total')}</span> {formatMoney(locale().bcp47, walletAmountDecimal(total), currency)}
        </output>
        <button
          type="button"
          className="ghost"
          disabled={dealing || total === 0n}
          onClick={() => setBets({})}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={dealing || total === 0n}
          onClick={() => void deal()}
        >
          {t('cards.deal')}
        </button>
      </div>
      <ResultStrip rounds={history} currency={currency} />
    </div>
  );
}
