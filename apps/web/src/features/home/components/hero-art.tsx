// The hero slides' pictures, drawn in SVG so that nothing is fetched from elsewhere. Decorative.
import type { HeroArtPreset } from '@reelvault/contract/constants/hero-slides';

function Coin({ cx, cy, r = 9 }: { cx: number; cy: number; r?: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="fill-gold-400" />
      <circle cx={cx} cy={cy} r={r * 0.68} fill="none" strokeWidth={1.6} className="stroke-gold-200" />
    </g>
  );
}

function Reels() {
  return (
    <>
      <rect
        x="20"
        y="40"
        width="160"
        height="110"
        rx="18"
        strokeWidth="5"
        className="fill-night-900 stroke-gold-400"
      />
      {[40, 86, 132].map((x) => (
        <g key={x}>
          <rect x={x} y="58" width="38" height="74" rx="8" className="fill-night-700" />
          <path
            d={`M${x + 19} 80l5.5 11 12 1.8-8.7 8.4 2 12-10.8-5.7-10.8 5.7 2-12-8.7-8.4 12-1.8Z`}
            className="fill-gold-400"
          />
        </g>
      ))}
      <path
        d="M180 70h10v45"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        className="stroke-royal-400"
      />
      <circle cx="190" cy="64" r="9" className="fill-royal-400" />
    </>
  );
}

function Chest() {
  return (
    <>
      <Coin cx={60} cy={40} />
      <Coin cx={150} cy={32} r={7} />
      <Coin cx={172} cy={62} r={6} />
      <path
        d="M40 95c0-28 26-45 60-45s60 17 60 45Z"
        strokeWidth="5"
        className="fill-night-700 stroke-gold-400"
      />
      <rect
        x="40"
        y="95"
        width="120"
        height="60"
        rx="8"
        strokeWidth="5"
        className="fill-night-700 stroke-gold-400"
      />
      <rect x="88" y="86" width="24" height="30" rx="5" className="fill-gold-400" />
      <circle cx="100" cy="101" r="4" className="fill-night-900" />
    </>
  );
}

function Cashback() {
  return (
    <>
      <path
        d="M100 30a65 65 0 1 1-61 42"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        className="stroke-royal-400"
      />
      <path
        d="m26 58 14 16 16-12"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-royal-400"
      />
      <Coin cx={100} cy={95} r={34} />
      <path d="M88 110 112 80" strokeWidth="5" strokeLinecap="round" className="stroke-night-900" />
      <circle cx="88" cy="84" r="5" fill="none" strokeWidth="4" className="stroke-night-900" />
      <circle cx="112" cy="106" r="5" fill="none" strokeWidth="4" className="stroke-night-900" />
    </>
  );
}

function Clock() {
  return (
    <>
      <rect x="88" y="14" width="24" height="14" rx="4" className="fill-royal-400" />
      <circle cx="100" cy="95" r="62" strokeWidth="6" className="fill-night-900 stroke-gold-400" />
      {Array.from({ length: 12 }, (_, hour) => (
        <path
          key={hour}
          d="M100 42v8"
          strokeWidth="4"
          strokeLinecap="round"
          transform={`rotate(${hour * 30} 100 95)`}
          className={hour % 3 === 0 ? 'stroke-gold-400' : 'stroke-royal-400'}
        />
      ))}
      <path d="M100 95V60M100 95l24 14" strokeWidth="6" strokeLinecap="round" className="stroke-gold-200" />
      <circle cx="100" cy="95" r="6" className="fill-gold-400" />
    </>
  );
}

function Friends() {
  return (
    <>
      <circle cx="72" cy="62" r="22" className="fill-royal-400" />
      <path d="M30 150c0-30 19-50 42-50s42 20 42 50Z" className="fill-royal-400" />
      <circle cx="130" cy="70" r="20" className="fill-gold-400" />
      <path d="M92 150c0-27 17-45 38-45s38 18 38 45Z" className="fill-gold-400" />
      <path
        d="M150 40s-14-8-14-17a7.5 7.5 0 0 1 14-4 7.5 7.5 0 0 1 14 4c0 9-14 17-14 17Z"
        className="fill-rose-400"
      />
    </>
  );
}

const pictures = { reels: Reels, chest: Chest, cashback: Cashback, clock: Clock, friends: Friends };

export function HeroArt({ art, className = '' }: { art: HeroArtPreset; className?: string }) {
  const Picture = pictures[art];
  return (
    <svg viewBox="0 0 200 170" aria-hidden="true" focusable="false" className={className}>
      <Picture />
    </svg>
  );
}
