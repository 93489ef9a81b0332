// One game page: the shell around the engine's table, with the balance, the message line, the rules, the
// fairness panel and the last results. The game's colours come from its skin, set as CSS variables.
import type { RoundRecordReply, StateReply, StudioEngine } from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioClient } from './api';
import { FairnessPanel } from './components/fairness-panel';
import { Results } from './components/results';
import { RulesPanel } from './components/rules-panel';
import { Dialog, errorText, Header, NoticeLine, type Notice } from './components/shell';
import { BaccaratTable } from './games/baccarat';
import { BlackjackTable } from './games/blackjack';
import { RouletteTable } from './games/roulette';
import { SlotMachine } from './games/slot';
import type { Game, TableProps } from './games/table-props';
import { locale, t } from './i18n';

/** The message for a finished round: a win is celebrated only when it pays more than was staked. */
export function roundNotice(round: RoundRecordReply, currency: string): Notice {
  const payout = BigInt(round.payout ?? '0');
  if (payout === 0n) return { kind: 'info', text: t('noWin') };
  const amount = formatMoney(locale().bcp47, walletAmountDecimal(payout), currency);
  return payout > BigInt(round.stake)
    ? { kind: 'win', text: t('youWin', { amount }) }
    : { kind: 'info', text: t('returned', { amount }) };
}

export function App({
  engine,
  client,
  initial,
  game,
}: {
  engine: StudioEngine;
  client: StudioClient;
  initial: StateReply;
  game: Game;
}) {
  const { currency } = initial;
  const [balance, setBalance] = useState(initial.balance);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [panel, setPanel] = useState<'rules' | 'fairness' | 'results' | null>(null);
  const [rounds, setRounds] = useState<RoundRecordReply[]>([]);
  const [chosenStake, setChosenStake] = useState('0');

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--skin-from', game.palette.from);
    root.setProperty('--skin-to', game.palette.to);
    root.setProperty('--skin-accent', game.palette.accent);
    root.setProperty('--skin-ink', game.palette.ink);
    document.title = game.title;
  }, [game]);

  // The last results are asked again whenever they are about to be read (a panel opened, a round ended or
  // was refused); only the latest request's reply is kept, so a slow earlier one (sent while a refused
  // round still stood) never overwrites it.
  const roundsRequest = useRef(0);
  const loadRounds = useCallback(() => {
    roundsRequest.current += 1;
    const request = roundsRequest.current;
    client.rounds(10).then(
      (reply) => {
        if (request === roundsRequest.current) setRounds(reply.rounds);
      },
      () => undefined,
    );
  }, [client]);
  useEffect(loadRounds, [loadRounds]);
  const openPanel = (name: 'rules' | 'fairness' | 'results') => {
    if (name !== 'rules') loadRounds();
    setPanel(name);
  };

  const onFailure = useCallback(
    (error: unknown) => {
      const code = error instanceof StudioFailure ? error.code : 'other';
      setNotice({ kind: 'error', text: errorText(code) });
      loadRounds();
      // The balance the platform holds now (a refused bet may say why).
      client.state().then(
        (state) => setBalance(state.balance),
        () => undefined,
      );
    },
    [client, loadRounds],
  );

  const props: TableProps = {
    game,
    client,
    currency,
    balance,
    openRound: initial.open_round,
    freeSpins: initial.free_spins ?? null,
    onStake: (stake) => {
      setNotice(null);
      setBalance((current) => (current === null ? null : (BigInt(current) - BigInt(stake)).toString()));
    },
    onRound: (round, after) => {
      if (after !== null) setBalance(after);
      if (round.state === 'open' && round.payout === null) return;
      setNotice(roundNotice(round, currency));
      loadRounds();
    },
    onFailure,
    onStakeChosen: setChosenStake,
  };

  return (
    <div className={`game game-${engine}`}>
      <Header title={game.title} balance={balance} currency={currency} />
      <main className="table">
        {engine === 'slot' && <SlotMachine {...props} />}
        {engine === 'roulette' && <RouletteTable {...props} />}
        {engine === 'baccarat' && <BaccaratTable {...props} />}
        {engine === 'blackjack' && <BlackjackTable {...props} />}
      </main>
      <NoticeLine notice={notice} />
      <nav className="game-foot">
        <button type="button" className="ghost" onClick={() => openPanel('rules')}>
          {t('rules')}
        </button>
        <button type="button" className="ghost" onClick={() => openPanel('fairness')}>
          {t('fairness')}
        </button>
        <button type="button" className="ghost" onClick={() => openPanel('results')}>
          {t('lastResults')}
        </button>
      </nav>
      <Dialog open={panel === 'rules'} title={t('rules')} onClose={() => setPanel(null)}>
        <RulesPanel rules={game.rules} currency={currency} stake={chosenStake} />
      </Dialog>
      <Dialog open={panel === 'fairness'} title={t('fairness')} onClose={() => setPanel(null)}>
        <FairnessPanel client={client} lastRound={rounds[0]} />
      </Dialog>
      <Dialog open={panel === 'results'} title={t('lastResults')} onClose={() => setPanel(null)}>
        <Results rounds={rounds} currency={currency} />
      </Dialog>
    </div>
  );
}
