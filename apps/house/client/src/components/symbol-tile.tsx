// A slot symbol drawn from its skin: its colour, and a royal's letter, the initials of a premium symbol's
// name, a star for the scatter or a W for the wild. The name is its accessible label.
import type { GameRules } from '@reelvault/contract/calls/studio';

export type SlotSymbolRules = Extract<GameRules, { engine: 'slot' }>['symbols'][number];

const royals: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };

function glyph(symbol: SlotSymbolRules): string {
  if (symbol.kind === 'wild') return 'W';
  if (symbol.kind === 'scatter') return '★';
  return (
    royals[symbol.code] ??
    symbol.name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase()
  );
}

export function SymbolTile({ symbol, className = '' }: { symbol: SlotSymbolRules; className?: string }) {
  const premium = symbol.kind !== 'regular' || !(symbol.code in royals);
  return (
    <svg
      viewBox="0 0 100 100"
      className={`symbol ${symbol.kind} ${className}`}
      role="img"
      aria-label={symbol.name}
    >
      <rect
        x="6"
        y="6"
        width="88"
        height="88"
        rx={premium ? 44 : 18}
        fill={symbol.colour}
        fillOpacity="0.22"
      />
      <rect
        x="6"
        y="6"
        width="88"
        height="88"
        rx={premium ? 44 : 18}
        fill="none"
        stroke={symbol.colour}
        strokeWidth="5"
      />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="central"
        fill={symbol.colour}
        className="glyph"
      >
        {glyph(symbol)}
      </text>
    </svg>
  );
}
