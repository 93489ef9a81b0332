// European roulette: chips on the layout, every bet of the single-zero table. A number takes a straight
// bet; for a split, street, corner or six line the player picks that bet and then its neighbouring numbers.
// Outside bets sit below the numbers. The wheel turns for two seconds before the pocket shows.
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { coveredNumbers, pocketColour, RED_NUMBERS, type RouletteBet } from '@reelvault/fair/roulette';
import type { RoundRecordReply } from '@reelvault/contract/calls/studio';
import { useState } from 'react';
import { Chips } from '../components/chips';
import { ResultStrip } from '../components/results';
import { locale, t, type TextKey } from '../i18n';
import type { TableProps } from './table-props';

type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
const insideKinds: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'six-line'];
const needed: Readonly<Record<InsideKind, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  'six-line': 6,
};

const spinMs = 2_000;

/** The answer of `call`, not sooner than `ms` after it was made. */
async function atLeast<T>(ms: number, call: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([call, new Promise((resolve) => setTimeout(resolve, ms))]);
  return answer;
}

function betKey(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if ('which' in bet) return `${bet.kind}:${bet.which}`;
  return bet.kind;
}

function betLabel(bet: RouletteBet): string {
  if ('numbers' in bet) return `${t(`roulette.type.${bet.kind}` as TextKey)} ${bet.numbers.join('-')}`;
  if (bet.kind === 'dozen') return t('roulette.dozen', { n: bet.which });
  if (bet.kind === 'column') return t('roulette.column', { n: bet.which });
  if (bet.kind === 'low') return '1–18';
  if (bet.kind === 'high') return '19–36';
  return t(`roulette.${bet.kind}` as TextKey);
}

/** Numbers by row of the layout as printed: 3 6 ... 36 on top, 1 4 ... 34 at the bottom. */
const rows = [3, 2, 1].map((top) => Array.from({ length: 12 }, (_, column) => column * 3 + top));

export function RouletteTable({ game, client, currency, onStake, onRound, onFailure }: TableProps) {
  const rules = game.rules.engine === 'roulette' ? game.rules : undefined;
  const chips = rules?.chips ?? [];
  const [chip, setChip] = useState(chips[1] ?? chips[0] ?? '0');
  const [kind, setKind] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [bets, setBets] = useState<RouletteBet[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [pocket, setPocket] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState<RoundRecordReply[]>([]);

  const total = bets.reduce((sum, bet) => sum + bet.amount, 0n);

  function place(bet: RouletteBet) {
    setPocket(null);
    setBets((current) => {
      const key = betKey(bet);
      const existing = current.find((item) => betKey(item) === key);
      if (!existing) return [...current, bet];
      return current.map((item) =>
        item === existing ? { ...item, amount: item.amount + bet.amount } : item,
      );
    });
  }

  function pickNumber(number: number) {
    if (kind === 'straight') {
      place({ kind: 'straight', numbers: [number], amount: BigInt(chip) });
      return;
    }
    const next = picked.includes(number) ? picked.filter((n) => n !== number) : [...picked, number];
    if (next.length < needed[kind]) {
      setPicked(next);
      return;
    }
    setPicked([]);
    const bet: RouletteBet = { kind, numbers: next, amount: BigInt(chip) };
    try {
      coveredNumbers(bet);
      setProblem(null);
      place(bet);
    } catch {
      setProblem(t('roulette.pick'));
    }
  }

  async function spin() {
    if (spinning || bets.length === 0) return;
    setSpinning(true);
    setPocket(null);
    onStake(total.toString());
    try {
      const reply = await atLeast(
        spinMs,
        client.spinRoulette(bets.map((bet) => ({ ...bet, amount: bet.amount.toString() }))),
      );
      const result = reply.round.result as { pocket?: number } | null;
      setPocket(typeof result?.pocket === 'number' ? result.pocket : null);
      setHistory((items) => [reply.round, ...items].slice(0, 8));
      onRound(reply.round, reply.balance);
    } catch (error) {
      onFailure(error);
    } finally {
      setSpinning(false);
    }
  }

  const straightOn = (number: number) =>
    bets.find((bet) => bet.kind === 'straight' && 'numbers' in bet && bet.numbers[0] === number)?.amount;
  const cell = (number: number) => {
    const colour = pocketColour(number);
    const amount = straightOn(number);
    return (
      <button
        key={number}
        type="button"
        className={`pocket ${colour} ${picked.includes(number) ? 'picked' : ''} ${pocket === number ? 'landed' : ''}`}
        disabled={spinning}
        aria-label={`${number}${amount ? ` (${formatMoney(locale().bcp47, walletAmountDecimal(amount), currency)})` : ''}`}
        onClick={() => pickNumber(number)}
      >
        {number}
        {amount ? <span className="stack" aria-hidden="true" /> : null}
      </button>
    );
  };
  const outside = (bet: RouletteBet, label?: string) => {
    const placed = bets.find((item) => betKey(item) === betKey(bet));
    return (
      <button
        key={betKey(bet)}
        type="button"
        className={`outside ${bet.kind}`}
        disabled={spinning}
        onClick={() => place(bet)}
      >
        {label ?? betLabel(bet)}
        {placed ? (
          <span className="amount">
            {formatMoney(locale().bcp47, walletAmountDecimal(placed.amount), currency)}
          </span>
        ) : null}
      </button>
    );
  };
  const amount = BigInt(chip);

  return (
    <div className="roulette">
      <p className={`wheel ${spinning ? 'spinning' : ''}`} role="status" data-testid="pocket">
        {pocket === null
          ? spinning
            ? '…'
            : ''
          : t('roulette.result', {
              pocket:
                pocket === 0
                  ? '0'
                  : `${pocket} ${t(RED_NUMBERS.has(pocket) ? 'roulette.red' : 'roulette.black')}`,
            })}
      </p>
      <div className="kinds" role="group">
        {insideKinds.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={kind === item}
            disabled={spinning}
            onClick={() => {
              setKind(item);
              setPicked([]);
            }}
          >
            {t(`roulette.type.${item}` as TextKey)}
          </button>
        ))}
      </div>
      {kind !== 'straight' && <p className="hint-soft">{t('roulette.pick')}</p>}
      <div className="layout">
        <div className="zero">{cell(0)}</div>
        <div className="numbers">{rows.map((row) => row.map(cell))}</div>
        <div className="columns">
          {[3, 2, 1].map((which) => outside({ kind: 'column', which: which as 1 | 2 | 3, amount }, '2:1'))}
        </div>
      </div>
      <div className="dozens">
        {[1, 2, 3].map((which) => outside({ kind: 'dozen', which: which as 1 | 2 | 3, amount }))}
      </div>
      <div className="evens">
        {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((even) =>
          outside({ kind: even, amount }),
        )}
      </div>
      {problem && <p className="hint">{problem}</p>}
      {bets.length > 0 && (
        <ul className="bet-list">
          {bets.map((bet) => (
            <li key={betKey(bet)}>
              {betLabel(bet)}: {formatMoney(locale().bcp47, walletAmountDecimal(bet.amount), currency)}
            </li>
          ))}
        </ul>
      )}
      <Chips chips={chips} chosen={chip} currency={currency} disabled={spinning} onChoose={setChip} />
      <div className="controls">
        <output>
          <span>{t('total')}</span> {formatMoney(locale().bcp47, walletAmountDecimal(total), currency)}
        </output>
        <button
          type="button"
          className="ghost"
          disabled={spinning || bets.length === 0}
          onClick={() => {
            setBets([]);
            setPicked([]);
          }}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={spinning || bets.length === 0}
          onClick={() => void spin()}
        >
          {t('roulette.spin')}
        </button>
      </div>
      <ResultStrip rounds={history} currency={currency} />
    </div>
  );
}
