// A slot symbol drawn from its skin's picture (ADR 0605): a Game Icons picture for a premium symbol, a card
// rank set in type for a royal, on a tile in the symbol's colour. The wild wears a gold frame with a star,
// the scatter a burst of rays, so both stand out from the paying symbols. Its translated name (with "wild" or
// "scatter") is its accessible label.
import type { GameRules } from '@reelvault/contract/calls/studio';
import { isTextKey, t, type TextKey } from '../i18n';
import { symbolIconPaths } from './symbol-icon-loader';
import { symbolPictureSources, type SymbolPictureSource } from './symbol-picture-sources';

export type SlotSymbolRules = Extract<GameRules, { engine: 'slot' }>['symbols'][number];

/** The key of a picture's translated name, when the game pages have one. */
export function symbolNameKey(picture: string): TextKey | undefined {
  const key = `symbol.${picture}`;
  return isTextKey(key) ? key : undefined;
}

/** The symbol's name in the page's language; the studio's (English) name for a picture without one. */
export function symbolName(symbol: SlotSymbolRules): string {
  const key = symbolNameKey(symbol.picture);
  return key ? t(key) : symbol.name;
}

/** The accessible label of a symbol on the reels: its name, and its role when it is the wild or the scatter. */
export function symbolLabel(symbol: SlotSymbolRules): string {
  const name = symbolName(symbol);
  if (symbol.kind === 'wild') return t('symbol.wild', { name });
  if (symbol.kind === 'scatter') return t('symbol.scatter', { name });
  return name;
}

const gold = '#f5c542';
const rays = Array.from({ length: 12 }, (_, index) => (index * 360) / 12);

function Picture({ source, colour }: { source: SymbolPictureSource | undefined; colour: string }) {
  if (source && 'icon' in source) {
    return (
      <g transform="translate(20 20) scale(0.1172)" fill={colour} data-picture={source.icon}>
        {symbolIconPaths(source.icon).map((path, index) => (
          <path key={index} d={path} />
        ))}
      </g>
    );
  }
  const text = source ? ('rank' in source ? source.rank : source.numeral) : '?';
  return (
    <text
      x="50"
      y="53"
      textAnchor="middle"
      dominantBaseline="central"
      fill={colour}
      stroke="#000"
      strokeOpacity="0.45"
      strokeWidth="3"
      paintOrder="stroke"
      fontSize={text.length > 1 ? 44 : 58}
      className="glyph"
    >
      {text}
    </text>
  );
}

export function SymbolTile({ symbol, className = '' }: { symbol: SlotSymbolRules; className?: string }) {
  const source = symbolPictureSources[symbol.picture];
  const royal = source !== undefined && 'rank' in source;
  const radius = royal ? 18 : 44;
  return (
    <svg
      viewBox="0 0 100 100"
      className={`symbol ${symbol.kind} ${className}`}
      role="img"
      aria-label={symbolLabel(symbol)}
      data-picture={symbol.picture}
    >
      {symbol.kind === 'scatter' && (
        <g stroke={symbol.colour} strokeWidth="4" strokeLinecap="round" strokeOpacity="0.7">
          {rays.map((angle) => (
            <line key={angle} x1="50" y1="4" x2="50" y2="16" transform={`rotate(${angle} 50 50)`} />
          ))}
        </g>
      )}
      {/* A light ground first, so a dark symbol colour still stands out on a dark reel. */}
      <rect x="8" y="8" width="84" height="84" rx={radius} fill="#fff" fillOpacity="0.16" />
      <rect
        x="8"
        y="8"
        width="84"
        height="84"
        rx={radius}
        fill={symbol.colour}
        fillOpacity={royal ? 0.14 : 0.22}
        stroke={symbol.kind === 'wild' ? gold : symbol.colour}
        strokeWidth={symbol.kind === 'wild' ? 7 : 4}
      />
      <Picture source={source} colour={symbol.colour} />
      {symbol.kind === 'wild' && (
        <path
          d="M84 4l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9-7-3.7-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z"
          fill={gold}
          stroke="#000"
          strokeOpacity="0.5"
          strokeWidth="1.5"
        />
      )}
    </svg>
  );
}
