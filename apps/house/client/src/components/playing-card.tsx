// A playing card as packages/fair names it ('10D', 'AS'): rank and suit, red for diamonds and hearts; a
// face-down card shows its back.
const suits: Readonly<Record<string, string>> = { D: '♦', H: '♥', S: '♠', C: '♣' };

export function PlayingCard({ card }: { card: string | null }) {
  if (card === null) return <span className="card back" aria-hidden="true" />;
  const suit = card.slice(-1);
  const rank = card.slice(0, -1);
  return (
    <span className={`card ${suit === 'D' || suit === 'H' ? 'red' : ''}`} data-card={card}>
      <span className="rank">{rank}</span>
      <span className="suit">{suits[suit] ?? suit}</span>
    </span>
  );
}
