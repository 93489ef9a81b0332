// The slot machine: five reels of three, a stake ladder, one spin per click. A round takes at least 2.5 s
// (the reels stop one by one, the last at 2.5 s at the earliest); there is no autoplay, turbo or stopping
// early. Free spins won in the round are shown one after the other, and a win is celebrated only when it
// pays more than the stake. Free spins the platform awarded (a bonus's, decision 1113) are offered at the
// award's stake, which cannot be changed while playing them; the player may play for cash instead.
import type { FreeSpinsOffer, RoundRecordReply } from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SymbolTile, type SlotSymbolRules } from '../components/symbol-tile';
import { ResultStrip } from '../components/results';
import { locale, t } from '../i18n';
import type { TableProps } from './table-props';

interface SpinJson {
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly { readonly line: number; readonly count: number; readonly payout: string }[];
  readonly scatter: { readonly count: number; readonly payout: string; readonly freeSpinsAwarded: number };
  readonly payout: string;
}

interface SlotResultJson {
  readonly base: SpinJson;
  readonly freeSpins: {
    readonly awarded: number;
    readonly multiplier: number;
    readonly spins: readonly SpinJson[];
  };
  readonly totalPayout: string;
}

function slotResult(round: RoundRecordReply): SlotResultJson | undefined {
  const result = round.result as Partial<SlotResultJson> | null;
  return result?.base && Array.isArray(result.base.window) ? (result as SlotResultJson) : undefined;
}

/** The first reel stops after this; each next one 300 ms later, the last at the round's minimum 2.5 s. */
const firstStopMs = 1_300;
const reelGapMs = 300;
const freeSpinMs = 1_100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function SlotMachine({
  game,
  client,
  currency,
  balance,
  onStake,
  onRound,
  onFailure,
  onStakeChosen,
  freeSpins: initialFreeSpins,
}: TableProps) {
  const rules = game.rules.engine === 'slot' ? game.rules : undefined;
  const stakes = rules?.stakes ?? [];
  const symbols = useMemo(
    () => new Map((rules?.symbols ?? []).map((symbol) => [symbol.code, symbol])),
    [rules],
  );
  const [stakeIndex, setStakeIndex] = useState(0);
  const [grid, setGrid] = useState<readonly (readonly string[])[]>(() => idleWindow(rules?.symbols ?? []));
  const [stopped, setStopped] = useState(5);
  const [highlight, setHighlight] = useState<ReadonlySet<string>>(new Set());
  const [freeSpin, setFreeSpin] = useState<{ index: number; of: number } | null>(null);
  const [history, setHistory] = useState<RoundRecordReply[]>([]);
  const [busy, setBusy] = useState(false);
  const [awarded, setAwarded] = useState<FreeSpinsOffer | null>(initialFreeSpins);
  const [playFree, setPlayFree] = useState(initialFreeSpins !== null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    client.rounds(8).then(
      (reply) => setHistory(reply.rounds),
      () => undefined,
    );
  }, [client]);

  const free = playFree && awarded !== null;
  const stake = free ? awarded.stake : (stakes[stakeIndex] ?? '0');
  useEffect(() => onStakeChosen(stake), [onStakeChosen, stake]);
  const tooLow = !free && balance !== null && BigInt(balance) < BigInt(stake);

  function winningCells(spin: SpinJson): Set<string> {
    const cells = new Set<string>();
    for (const win of spin.lineWins) {
      const rows = rules?.lines[win.line - 1] ?? [];
      for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel] ?? 0}`);
    }
    if (BigInt(spin.scatter.payout) > 0n || spin.scatter.freeSpinsAwarded > 0) {
      spin.window.forEach((column, reel) =>
        column.forEach((code, row) => {
          if (symbols.get(code)?.kind === 'scatter') cells.add(`${reel}:${row}`);
        }),
      );
    }
    return cells;
  }

  async function spin() {
    if (busy) return;
    setBusy(true);
    setHighlight(new Set());
    setFreeSpin(null);
    setStopped(0);
    const started = performance.now();
    // A free spin takes nothing from the balance.
    onStake(free ? '0' : stake);
    let reply;
    try {
      reply = await client.spinSlot(stake, free);
    } catch (error) {
      setStopped(5);
      setBusy(false);
      // The platform refused the free spin as used up or cancelled: none is offered any more.
      if (free && error instanceof StudioFailure && error.code === 'FREE_SPINS_UNAVAILABLE') setAwarded(null);
      onFailure(error);
      return;
    }
    if (reply.free_spins !== undefined) setAwarded(reply.free_spins);
    const result = slotResult(reply.round);
    if (result) setGrid(result.base.window);
    for (let reel = 0; reel < 5; reel += 1) {
      const due = firstStopMs + reel * reelGapMs - (performance.now() - started);
      await pause(Math.max(due, 120));
      if (!mounted.current) return;
      setStopped(reel + 1);
    }
    if (result) {
      setHighlight(winningCells(result.base));
      for (const [index, free] of result.freeSpins.spins.entries()) {
        await pause(freeSpinMs);
        if (!mounted.current) return;
        setFreeSpin({ index: index + 1, of: result.freeSpins.awarded });
        setGrid(free.window);
        setHighlight(winningCells(free));
      }
    }
    setHistory((rounds) => [reply.round, ...rounds].slice(0, 8));
    onRound(reply.round, reply.balance);
    setBusy(false);
  }

  return (
    <div className="slot">
      <div className="reels" aria-live="off">
        {grid.map((column, reel) => (
          <div key={reel} className={`reel ${reel >= stopped ? 'spinning' : ''}`} data-testid="reel">
            {reel >= stopped ? (
              <SpinningStrip symbols={rules?.symbols ?? []} offset={reel * 2} />
            ) : (
              column.map((code, row) => {
                const symbol = symbols.get(code);
                return symbol ? (
                  <SymbolTile
                    key={row}
                    symbol={symbol}
                    className={highlight.has(`${reel}:${row}`) ? 'hit' : ''}
                  />
                ) : null;
              })
            )}
          </div>
        ))}
      </div>
      {freeSpin && (
        <p className="free-spins">{t('slot.freeSpins', { count: `${freeSpin.index}/${freeSpin.of}` })}</p>
      )}
      {awarded && (
        <div className="awarded-spins" data-testid="free-spins">
          <p>{t('slot.freeSpinsLeft', { count: awarded.left })}</p>
          <button type="button" className="ghost" disabled={busy} onClick={() => setPlayFree(!free)}>
            {free ? t('slot.playForCash') : t('slot.playFreeSpins')}
          </button>
        </div>
      )}
      <div className="controls">
        <div className="stake" role="group" aria-label={t('stake')}>
          <button
            type="button"
            className="round"
            aria-label={t('lower')}
            disabled={busy || free || stakeIndex === 0}
            onClick={() => setStakeIndex((index) => Math.max(0, index - 1))}
          >
            −
          </button>
          <output data-testid="stake">
            <span>{t('stake')}</span> {formatMoney(locale().bcp47, walletAmountDecimal(stake), currency)}
          </output>
          <button
            type="button"
            className="round"
            aria-label={t('higher')}
            disabled={busy || free || stakeIndex >= stakes.length - 1}
            onClick={() => setStakeIndex((index) => Math.min(stakes.length - 1, index + 1))}
          >
            +
          </button>
        </div>
        <button type="button" className="primary spin" disabled={busy} onClick={() => void spin()}>
          {free ? t('slot.freeSpin') : t('slot.spin')}
        </button>
      </div>
      {tooLow && !busy && <p className="hint">{t('error.INSUFFICIENT_FUNDS')}</p>}
      <ResultStrip rounds={history} currency={currency} />
    </div>
  );
}

/** What the reels show before the first spin: the symbols in order. */
function idleWindow(symbols: readonly SlotSymbolRules[]): string[][] {
  const codes = symbols.map((symbol) => symbol.code);
  return Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) => codes[(reel * 3 + row + 2) % Math.max(codes.length, 1)] ?? ''),
  );
}

function SpinningStrip({ symbols, offset }: { symbols: readonly SlotSymbolRules[]; offset: number }) {
  const turned = [...symbols.slice(offset), ...symbols.slice(0, offset)];
  const shown = [...turned, ...turned];
  return (
    <div className="strip-roll" aria-hidden="true">
      {shown.map((symbol, index) => (
        <SymbolTile key={index} symbol={symbol} />
      ))}
    </div>
  );
}
