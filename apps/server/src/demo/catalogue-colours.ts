// The demo games' colours: a palette around a hue, drawn from the feed's seeded random numbers.
import type { CatalogueFeedInput, SeededRandom } from '../modules/catalogue/service';

type GameSkin = CatalogueFeedInput['games'][number]['skin'];

function hex(value: number): string {
  return Math.round(Math.max(0, Math.min(255, value)))
    .toString(16)
    .padStart(2, '0');
}

/** A colour from hue (degrees), saturation and lightness (0-100), as #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return `#${hex(channel(h + 1 / 3) * 255)}${hex(channel(h) * 255)}${hex(channel(h - 1 / 3) * 255)}`;
}

export function hueIn(random: SeededRandom, [from, to]: readonly [number, number]): number {
  const span = (to - from + 360) % 360;
  return (from + random.int(0, span)) % 360;
}

export function palette(random: SeededRandom, hue: number): GameSkin['palette'] {
  const accentHue = random.weighted<number>([
    [45, 4],
    [hue + 180, 3],
    [hue + 35, 2],
    [hue - 35, 1],
  ]);
  return {
    from: hsl(hue, random.int(50, 75), random.int(9, 17)),
    to: hsl(hue + random.int(-18, 28), random.int(55, 80), random.int(30, 44)),
    accent: hsl(accentHue, random.int(75, 95), random.int(55, 66)),
    ink: hsl(accentHue, random.int(60, 100), random.int(92, 97)),
  };
}
