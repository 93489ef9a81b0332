// Reelvault's logo: a vault door with a reel inside, and the name.
import { brandName } from '@/config/brand';

export function Logo({ nameOnPhones = true }: { nameOnPhones?: boolean }) {
  return (
    <span className="flex items-center gap-2" translate="no">
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="17" strokeWidth="3.5" className="fill-night-800 stroke-gold-400" />
        <circle cx="20" cy="20" r="9.5" fill="none" strokeWidth="2.5" className="stroke-royal-400" />
        <path
          d="M20 3v7M20 30v7M3 20h7M30 20h7"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-gold-400"
        />
        <circle cx="20" cy="20" r="3.5" className="fill-gold-400" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${nameOnPhones ? '' : 'max-sm:hidden'}`}>
        <span className="text-gold-400">{brandName.slice(0, 4)}</span>
        <span className="text-ink">{brandName.slice(4)}</span>
      </span>
    </span>
  );
}
