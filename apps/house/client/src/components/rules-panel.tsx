// The rules of the game: a slot's paytable with its exact RTP from the PAR sheet, hit frequency and
// volatility; a table's payouts, house edge and limits.
import type { GameRules } from '@reelvault/contract/calls/studio';
import { formatFigure } from '@reelvault/contract/figures';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { locale, t, type TextKey } from '../i18n';
import { SymbolTile, symbolName } from './symbol-tile';

/** A fraction of the PAR sheet (`0.9650`) as a percentage in the page's language: `96.50`, `96,50`. */
const percent = (fraction: string) => figure((Number(fraction) * 100).toFixed(2));
/** A percentage the studio sends ready (`2.70`) in the page's language. */
const figure = (value: string) => formatFigure(locale().bcp47, value);

function Limits({ rules, currency }: { rules: Exclude<GameRules, { engine: 'slot' }>; currency: string }) {
  const min = rules.limits.minBet ?? '0';
  const max = rules.limits.maxTotal ?? rules.limits.maxBet ?? '0';
  return (
    <p>
      {t('limits', {
        min: formatMoney(locale().bcp47, walletAmountDecimal(min), currency),
        max: formatMoney(locale().bcp47, walletAmountDecimal(max), currency),
      })}
    </p>
  );
}

const rouletteOdds: readonly [TextKey, string][] = [
  ['roulette.type.straight', '35:1'],
  ['roulette.type.split', '17:1'],
  ['roulette.type.street', '11:1'],
  ['roulette.type.corner', '8:1'],
  ['roulette.type.six-line', '5:1'],
  ['roulette.dozen', '2:1'],
  ['roulette.column', '2:1'],
  ['roulette.red', '1:1'],
  ['roulette.odd', '1:1'],
];

/** The attribution the Game Icons licence (CC BY 3.0) asks for, where the pictures are shown (ADR 0605). */
const creditLinks: Readonly<Record<string, { href: string; text: string }>> = {
  '{{source}}': { href: 'https://game-icons.net', text: 'Game Icons' },
  '{{licence}}': { href: 'https://creativecommons.org/licenses/by/3.0/', text: 'CC BY 3.0' },
};

function SymbolCredits() {
  const text = t('slot.credits', { authors: 'Lorc, Delapouite & contributors' });
  return (
    <p className="credits">
      {text.split(/(\{\{source\}\}|\{\{licence\}\})/).map((part, index) => {
        const link = creditLinks[part];
        return link ? (
          <a key={index} href={link.href} target="_blank" rel="noreferrer">
            {link.text}
          </a>
        ) : (
          part
        );
      })}
    </p>
  );
}

export function RulesPanel({
  rules,
  currency,
  stake,
}: {
  rules: GameRules;
  currency: string;
  stake: string;
}) {
  switch (rules.engine) {
    case 'slot': {
      const wild = rules.symbols.find((symbol) => symbol.kind === 'wild');
      const scatter = rules.symbols.find((symbol) => symbol.kind === 'scatter');
      return (
        <div className="rules">
          <p data-testid="rtp">{t('rtp', { value: percent(rules.rtp) })}</p>
          <p>{t('hitFrequency', { value: percent(rules.hit_frequency) })}</p>
          <p>{t('volatility', { value: t(`volatility.${rules.volatility}` as TextKey) })}</p>
          <p>{t('slot.lines', { count: rules.lines.length })}</p>
          {wild && scatter && (
            <p>{t('slot.wild', { name: symbolName(wild), scatter: symbolName(scatter) })}</p>
          )}
          {scatter && <p>{t('slot.scatter', { name: symbolName(scatter) })}</p>}
          <p>
            {t('slot.freeSpinRules', { multiplier: rules.scatter.multiplier, max: rules.scatter.max_spins })}
          </p>
          <table className="paytable">
            <thead>
              <tr>
                <td />
                {[5, 4, 3, 2].map((count) => (
                  <th key={count} scope="col">
                    {count}×
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rules.symbols.map((symbol) => {
                const scatter = symbol.kind === 'scatter';
                const pays = scatter ? rules.scatter.pays : symbol.pays;
                // Line wins are line bets (the stake over the lines), scatter wins whole stakes.
                const amount = (pay: number) =>
                  formatMoney(
                    locale().bcp47,
                    walletAmountDecimal(
                      (BigInt(stake) * BigInt(pay)) / (scatter ? 1n : BigInt(rules.lines.length)),
                    ),
                    currency,
                  );
                return (
                  <tr key={symbol.code}>
                    <th scope="row">
                      <SymbolTile symbol={symbol} />
                      <span>{symbolName(symbol)}</span>
                    </th>
                    {[5, 4, 3, 2].map((count) => {
                      const pay = pays[String(count)];
                      const spins = scatter ? rules.scatter.free_spins[String(count)] : undefined;
                      return (
                        <td key={count}>
                          {pay ? amount(pay) : ''}
                          {spins ? (
                            <span className="free"> {t('slot.freeSpins', { count: spins })}</span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <SymbolCredits />
        </div>
      );
    }
    case 'roulette':
      return (
        <div className="rules">
          <p>{t('houseEdge', { value: figure(rules.house_edge) })}</p>
          <table className="paytable">
            <tbody>
              {rouletteOdds.map(([key, odds]) => (
                <tr key={key}>
                  <th scope="row">{t(key, { n: '' }).trim()}</th>
                  <td>{odds}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Limits rules={rules} currency={currency} />
        </div>
      );
    case 'baccarat':
      return (
        <div className="rules">
          <p>{t('baccarat.rules')}</p>
          <table className="paytable">
            <tbody>
              {Object.entries(rules.house_edges).map(([side, edge]) => (
                <tr key={side}>
                  <th scope="row">{t(`baccarat.${side}` as TextKey)}</th>
                  <td>{t('houseEdge', { value: figure(edge) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Limits rules={rules} currency={currency} />
        </div>
      );
    case 'blackjack':
      return (
        <div className="rules">
          <p>{t('blackjack.rules')}</p>
          <p>{t('blackjack.details')}</p>
          <p data-testid="house-edge">{t('houseEdge', { value: figure(rules.house_edge) })}</p>
          <p>{t('blackjack.edgeBasis')}</p>
          <p>{t('blackjack.abandoned')}</p>
          <Limits rules={rules} currency={currency} />
        </div>
      );
  }
}
