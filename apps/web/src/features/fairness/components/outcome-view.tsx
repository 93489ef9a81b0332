// A replayed round as the player reads it: the reels, the pocket, the cards of a coup or a hand, and what
// it paid. Symbols show the model's codes (a game's skin names them on its own page).
import { cardLabel, type Card } from '@reelvault/fair/cards';
import type { JsonValue } from '@reelvault/fair/round-json';
import { useTranslation } from 'react-i18next';

interface Shape {
  readonly engine?: string;
  readonly base?: { readonly window: readonly (readonly string[])[] };
  readonly freeSpins?: { readonly awarded: number };
  readonly pocket?: number;
  readonly player?: { readonly cards: readonly string[]; readonly total: number };
  readonly banker?: { readonly cards: readonly string[]; readonly total: number };
  readonly winner?: 'player' | 'banker' | 'tie';
  readonly dealer?: { readonly cards: readonly string[]; readonly total: number };
  readonly hands?: readonly { readonly cards: readonly string[]; readonly total: number }[];
  readonly result?: {
    readonly hands: readonly { readonly outcome: 'blackjack' | 'win' | 'push' | 'lose' | 'bust' }[];
  } | null;
}

const cards = (list: readonly string[]) => list.map((card) => cardLabel(card as Card)).join(' ');

export function OutcomeView({ result, payout }: { result: JsonValue; payout: string | null }) {
  const { t } = useTranslation();
  const shape = result as Shape;
  return (
    <div className="flex flex-col gap-2" data-testid="outcome">
      {shape.base ? (
        <table
          className="w-fit border-separate border-spacing-1 font-mono text-sm"
          aria-label={t('fairness.outcomeTitle')}
        >
          <tbody>
            {[0, 1, 2].map((row) => (
              <tr key={row}>
                {shape.base?.window.map((column, reel) => (
                  <td key={reel} className="w-10 rounded bg-night-900 px-2 py-1 text-center">
                    {column[row]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {shape.freeSpins && shape.freeSpins.awarded > 0 ? (
        <p>{t('fairness.freeSpins', { count: shape.freeSpins.awarded })}</p>
      ) : null}
      {typeof shape.pocket === 'number' ? <p>{t('fairness.pocket', { number: shape.pocket })}</p> : null}
      {shape.player && shape.banker ? (
        <>
          <p>
            {t('fairness.player')}: <span className="font-mono">{cards(shape.player.cards)}</span> (
            {shape.player.total})
          </p>
          <p>
            {t('fairness.banker')}: <span className="font-mono">{cards(shape.banker.cards)}</span> (
            {shape.banker.total})
          </p>
          {shape.winner ? <p>{t('fairness.winner', { side: t(`fairness.${shape.winner}`) })}</p> : null}
        </>
      ) : null}
      {shape.dealer && shape.hands ? (
        <>
          <p>
            {t('fairness.dealer')}: <span className="font-mono">{cards(shape.dealer.cards)}</span> (
            {shape.dealer.total})
          </p>
          {shape.hands.map((hand, index) => (
            <p key={index}>
              {t('fairness.hand', { n: index + 1 })}: <span className="font-mono">{cards(hand.cards)}</span> (
              {hand.total})
              {shape.result?.hands[index]
                ? ` · ${t(`fairness.outcomes.${shape.result.hands[index].outcome}`)}`
                : ''}
            </p>
          ))}
        </>
      ) : null}
      {payout !== null ? <p className="font-semibold">{t('fairness.payout', { amount: payout })}</p> : null}
    </div>
  );
}
