// A studio's badge: its initials on a colour taken from its slug, so each studio looks its own without
// any image from elsewhere. Decorative: the studio's name is always written beside it.
const hues = [12, 38, 160, 190, 222, 262, 292, 330] as const;

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
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 40) % 360} 65% 28%))` }}
    >
      {initialsOf(name)}
    </span>
  );
}
