// A studio's badge: its initials on a colour taken from its slug, so each studio looks its own without
// any image from elsewhere. Decorative: the studio's name is always written beside it.
//
// The colours are OKLCH, whose lightness is the same to the eye whatever the hue: with HSL's one lightness
// for all, greens and cyans came out far lighter than blues and the white initials fell to 3.2:1 on them.
// At 52% and 40% lightness every hue keeps white above 4.5:1 (measured by e2e/contrast.spec.ts, 1009).
const hues = [25, 60, 145, 195, 240, 275, 305, 350] as const;

function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hues[hash % hues.length] ?? hues[0];
}

export function initialsOf(name: string): string {
  const words = name.split(/[\s&-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function ProviderMonogram({
  name,
  slug,
  className = 'size-12',
}: {
  name: string;
  slug: string;
  className?: string;
}) {
  const hue = hueOf(slug);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-2xl text-base font-extrabold tracking-wide text-white ${className}`}
      style={{
        background: `linear-gradient(135deg, oklch(52% 0.13 ${hue}), oklch(40% 0.12 ${(hue + 40) % 360}))`,
      }}
    >
      {initialsOf(name)}
    </span>
  );
}
