// Game art drawn from the skin: a gradient, a scattered pattern and a large emblem of the skin's motif,
// and the title. Deterministic (the same game always gives the same bytes) and self-contained: no
// fonts, images or scripts from anywhere else. Every text is escaped; colours are checked again. The title
// sits on a dark band that fades in from above, so that it keeps 4.5:1 against whatever colours the skin
// has (measured by the browser tests, docs/decisions/1009).
import { seededRandom } from './seeded-random';
import type { GameSkin } from './skin';

/** Raise when the drawing changes, so every image URL (and ETag) changes with it. */
export const artRevision = 2;

const width = 360;
const height = 480;

export interface ArtSubject {
  readonly name: string;
  readonly skin: GameSkin;
  /** An RNG table gets a badge saying so. */
  readonly rngTable: boolean;
}

export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 does not allow at all.
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
  );
}

const colour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Near-black or white, whichever reads better on the colour (the RNG badge's text on its accent). */
function inkOn(background: string): string {
  const light = luminance(background);
  return 1.05 / (light + 0.05) >= (light + 0.05) / (luminance('#0b0b12') + 0.05) ? '#ffffff' : '#0b0b12';
}

/** Points of a star (or a sun's rays) around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const result: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    result.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return result.join(' ');
}

function spokes(count: number, inner: number, outer: number): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const angle = (2 * Math.PI * i) / count;
    const [x1, y1] = [50 + inner * Math.cos(angle), 50 + inner * Math.sin(angle)];
    const [x2, y2] = [50 + outer * Math.cos(angle), 50 + outer * Math.sin(angle)];
    d += `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }
  return d;
}

/**
 * Emblems in a 100 x 100 box, drawn in `fill` (the accent) with `shade` for details. Simple shapes only,
 * so they stay legible at the size of a pattern tile.
 */
const motifs: Readonly<Record<string, (shade: string) => string>> = {
  pyramid: (shade) =>
    `<path d="M50 10L92 86H8Z"/><path d="M50 10L64 86H92Z" fill="${shade}" fill-opacity=".35"/>`,
  scarab: (shade) =>
    `<ellipse cx="50" cy="58" rx="20" ry="27"/><circle cx="50" cy="26" r="10"/>` +
    `<path d="M30 48L12 38M30 60L10 62M32 74L16 88M70 48L88 38M70 60L90 62M68 74L84 88" stroke="currentColor" stroke-width="5" fill="none"/>` +
    `<path d="M50 33V85" stroke="${shade}" stroke-width="3"/>`,
  ankh: () =>
    `<path d="M50 8c-14 0-20 12-20 22s8 20 16 24H18v12h26v26h12V66h26V54H54c8-4 16-14 16-24S64 8 50 8zm0 12c6 0 8 6 8 10s-4 12-8 15c-4-3-8-10-8-15s2-10 8-10z" fill-rule="evenodd"/>`,
  eye: (shade) =>
    `<path d="M6 50C22 24 78 24 94 50C78 76 22 76 6 50Z"/><circle cx="50" cy="50" r="15" fill="${shade}"/><circle cx="50" cy="50" r="6"/>`,
  lantern: (shade) =>
    `<rect x="40" y="6" width="20" height="10" rx="3"/><rect x="22" y="16" width="56" height="62" rx="22"/>` +
    `<path d="M50 16V78M36 20V74M64 20V74" stroke="${shade}" stroke-width="3"/><rect x="40" y="78" width="20" height="8" rx="3"/><path d="M50 86V98" stroke="currentColor" stroke-width="4"/>`,
  coin: (shade) =>
    `<circle cx="50" cy="50" r="42"/><circle cx="50" cy="50" r="34" fill="none" stroke="${shade}" stroke-width="3"/><rect x="40" y="40" width="20" height="20" fill="${shade}"/>`,
  fan: (shade) =>
    `<path d="M50 88L8 40A60 60 0 0 1 92 40Z"/><path d="${spokesFan()}" stroke="${shade}" stroke-width="2.5"/><circle cx="50" cy="88" r="6" fill="${shade}"/>`,
  sun: () => `<circle cx="50" cy="50" r="24"/><polygon points="${starPoints(50, 50, 48, 28, 12)}"/>`,
  skull: (shade) =>
    `<path d="M50 8C26 8 14 26 14 44c0 14 8 22 16 26v16h40V70c8-4 16-12 16-26C86 26 74 8 50 8Z"/>` +
    `<circle cx="36" cy="46" r="10" fill="${shade}"/><circle cx="64" cy="46" r="10" fill="${shade}"/><path d="M50 58l-6 10h12z" fill="${shade}"/>` +
    `<path d="M40 78v8M50 78v8M60 78v8" stroke="${shade}" stroke-width="3"/>`,
  ship: (shade) =>
    `<path d="M8 64H92L80 86H20Z"/><path d="M48 8V64" stroke="currentColor" stroke-width="4"/>` +
    `<path d="M52 12C70 20 74 40 70 56H52Z"/><path d="M44 18C30 26 26 42 28 56H44Z" fill="${shade}" fill-opacity=".5"/>`,
  anchor: () =>
    `<circle cx="50" cy="16" r="9" fill="none" stroke="currentColor" stroke-width="6"/><path d="M50 25V88M32 38H68" stroke="currentColor" stroke-width="8"/>` +
    `<path d="M14 58C16 78 32 90 50 90S84 78 86 58" fill="none" stroke="currentColor" stroke-width="8"/>`,
  compass: (shade) =>
    `<circle cx="50" cy="50" r="42" fill="none" stroke="currentColor" stroke-width="6"/><polygon points="${starPoints(50, 50, 36, 9, 4)}"/>` +
    `<circle cx="50" cy="50" r="5" fill="${shade}"/>`,
  axe: (shade) =>
    `<path d="M46 10H54V94H46Z"/><path d="M46 18C26 14 12 24 10 42C12 60 26 70 46 66Z"/>` +
    `<path d="M54 18C74 14 88 24 90 42C88 60 74 70 54 66Z" fill="${shade}" fill-opacity=".35"/>`,
  shield: (shade) =>
    `<circle cx="50" cy="50" r="44"/><path d="M50 6V94M6 50H94" stroke="${shade}" stroke-width="7"/><circle cx="50" cy="50" r="13" fill="${shade}"/><circle cx="50" cy="50" r="7"/>`,
  helmet: (shade) =>
    `<path d="M18 70C18 36 30 22 50 22S82 36 82 70Z"/><path d="M18 46C6 40 4 22 10 10C14 26 22 32 28 34ZM82 46C94 40 96 22 90 10C86 26 78 32 72 34Z"/>` +
    `<path d="M46 40H54V84H46Z" fill="${shade}"/><path d="M14 70H86V80H14Z"/>`,
  cherry: (shade) =>
    `<path d="M34 62C38 36 48 20 70 10M66 62C64 40 66 24 70 10" fill="none" stroke="${shade}" stroke-width="5"/>` +
    `<circle cx="32" cy="72" r="18"/><circle cx="68" cy="70" r="18"/><path d="M70 10C80 8 90 14 92 22C82 24 74 18 70 10Z" fill="${shade}"/>`,
  seven: (shade) =>
    `<path d="M18 12H84V26L50 92H30L64 28H18Z"/><path d="M24 18H76" stroke="${shade}" stroke-width="3"/>`,
  bar: (shade) =>
    `<rect x="6" y="28" width="88" height="44" rx="8"/><path d="M18 42H82M18 50H82M18 58H82" stroke="${shade}" stroke-width="5"/>`,
  bell: (shade) =>
    `<path d="M50 10C30 10 24 30 24 48C24 62 18 70 12 76H88C82 70 76 62 76 48C76 30 70 10 50 10Z"/><circle cx="50" cy="84" r="8" fill="${shade}"/><rect x="46" y="4" width="8" height="8" rx="2"/>`,
  star: () => `<polygon points="${starPoints(50, 52, 46, 19, 5)}"/>`,
  gem: (shade) =>
    `<path d="M24 14H76L94 38L50 92L6 38Z"/><path d="M6 38H94M36 14L30 38L50 92L70 38L64 14" fill="none" stroke="${shade}" stroke-width="2.5"/>`,
  crown: (shade) =>
    `<path d="M10 30L28 56L50 18L72 56L90 30L82 80H18Z"/><rect x="16" y="80" width="68" height="10" rx="3"/>` +
    `<circle cx="50" cy="62" r="7" fill="${shade}"/><circle cx="30" cy="68" r="5" fill="${shade}"/><circle cx="70" cy="68" r="5" fill="${shade}"/>`,
  clover: (shade) =>
    `<circle cx="50" cy="28" r="17"/><circle cx="28" cy="50" r="17"/><circle cx="72" cy="50" r="17"/><circle cx="50" cy="66" r="15"/>` +
    `<path d="M50 60C52 76 60 88 70 96" fill="none" stroke="${shade}" stroke-width="6"/>`,
  moon: () => `<path d="M62 8A42 42 0 0 0 62 92A60 60 0 0 1 62 8Z"/>`,
  planet: (shade) =>
    `<circle cx="50" cy="50" r="28"/><ellipse cx="50" cy="50" rx="46" ry="13" fill="none" stroke="${shade}" stroke-width="5" transform="rotate(-20 50 50)"/>`,
  rocket: (shade) =>
    `<path d="M50 4C66 18 70 40 66 70H34C30 40 34 18 50 4Z"/><circle cx="50" cy="36" r="9" fill="${shade}"/>` +
    `<path d="M34 52L18 76L34 72ZM66 52L82 76L66 72Z"/><path d="M40 72L50 96L60 72Z" fill="${shade}"/>`,
  candy: (shade) =>
    `<circle cx="50" cy="50" r="24"/><path d="M28 42L6 28V72L28 58ZM72 42L94 28V72L72 58Z"/><path d="M36 34C46 44 46 56 36 66M52 28C62 42 62 58 52 72" fill="none" stroke="${shade}" stroke-width="4"/>`,
  orb: (shade) =>
    `<circle cx="50" cy="42" r="34"/><circle cx="38" cy="30" r="9" fill="${shade}" fill-opacity=".5"/><path d="M26 80H74L68 94H32Z"/>`,
  sword: (shade) =>
    `<path d="M50 2L60 14V66H40V14Z"/><path d="M50 10V62" stroke="${shade}" stroke-width="2"/><rect x="20" y="64" width="60" height="9" rx="4"/>` +
    `<rect x="45" y="73" width="10" height="16" fill="${shade}"/><circle cx="50" cy="93" r="6"/>`,
  paw: () =>
    `<ellipse cx="50" cy="66" rx="24" ry="20"/><ellipse cx="22" cy="40" rx="9" ry="12"/><ellipse cx="40" cy="24" rx="9" ry="12"/><ellipse cx="60" cy="24" rx="9" ry="12"/><ellipse cx="78" cy="40" rx="9" ry="12"/>`,
  shell: (shade) =>
    `<path d="M50 90L10 44C14 22 30 10 50 10S86 22 90 44Z"/><path d="M50 88L22 24M50 88L38 14M50 88L62 14M50 88L78 24" stroke="${shade}" stroke-width="3"/>`,
  mask: (shade) =>
    `<path d="M14 14H86V50C86 74 70 92 50 92S14 74 14 50Z"/><path d="M26 40L42 36L40 48L28 48ZM74 40L58 36L60 48L72 48Z" fill="${shade}"/><path d="M38 70H62" stroke="${shade}" stroke-width="5"/>`,
  wheel: (shade) =>
    `<circle cx="50" cy="50" r="46"/><circle cx="50" cy="50" r="36" fill="${shade}"/><path d="${spokes(18, 20, 36)}" stroke="currentColor" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="18"/><circle cx="50" cy="50" r="6" fill="${shade}"/><circle cx="50" cy="18" r="4" fill="#ffffff"/>`,
  cards: (shade) =>
    `<rect x="14" y="14" width="46" height="66" rx="6" transform="rotate(-12 37 47)"/><rect x="40" y="18" width="46" height="66" rx="6" transform="rotate(10 63 51)" fill="${shade}"/>` +
    `<path d="M63 36C56 46 50 50 50 56C50 62 58 64 62 58L60 68H66L64 58C68 64 76 62 76 56C76 50 70 46 63 36Z" transform="rotate(10 63 51)"/>`,
  chips: (shade) =>
    `<ellipse cx="50" cy="72" rx="38" ry="14"/><ellipse cx="50" cy="58" rx="38" ry="14" fill="${shade}"/><ellipse cx="50" cy="44" rx="38" ry="14"/>` +
    `<ellipse cx="50" cy="44" rx="24" ry="8" fill="none" stroke="${shade}" stroke-width="3" stroke-dasharray="6 5"/>`,
};

function spokesFan(): string {
  let d = '';
  for (let i = 1; i < 6; i += 1) {
    const angle = Math.PI + (Math.PI * i) / 6;
    d += `M50 88L${(50 + 58 * Math.cos(angle)).toFixed(1)} ${(88 + 58 * Math.sin(angle)).toFixed(1)}`;
  }
  return d;
}

export const knownMotifs: readonly string[] = Object.keys(motifs);

function motif(name: string, shade: string): string {
  return (motifs[name] ?? motifs.star ?? (() => ''))(shade);
}

/** Breaks a title into at most four lines of similar length. */
function titleLines(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const target = Math.max(11, Math.ceil(title.length / 3));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= target)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 4) return lines;
  return [...lines.slice(0, 3), lines.slice(3).join(' ')];
}

export function renderGameArt(subject: ArtSubject): string {
  const { skin } = subject;
  const from = colour(skin.palette.from, '#1b1f3a');
  const to = colour(skin.palette.to, '#3c4a8c');
  const accent = colour(skin.palette.accent, '#f5c542');
  const ink = colour(skin.palette.ink, '#fffaf0');
  const random = seededRandom(skin.pattern);

  let pattern = '';
  for (let i = 0; i < 16; i += 1) {
    const x = random.int(-10, width - 20);
    const y = random.int(-10, 330);
    const scale = 0.18 + random.next() * 0.16;
    const rotation = random.int(-30, 30);
    pattern += `<g transform="translate(${x} ${y}) rotate(${rotation}) scale(${scale.toFixed(2)})">${motif(skin.motif, from)}</g>`;
  }

  const lines = titleLines(subject.name);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  // The title block sits in the band at the bottom (y 336 to 470), as large as fits. A bold letter is taken
  // as 0.72 of the size wide (the widest of the fonts a player may have): a long word stays inside the
  // frame rather than running onto its bright edge.
  const fontSize = Math.min(46, Math.floor(330 / (longest * 0.72)), Math.floor(128 / (lines.length * 1.12)));
  const lineHeight = Math.round(fontSize * 1.12);
  const firstBaseline = 404 - (lines.length * lineHeight) / 2 + fontSize * 0.82;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${Math.round(firstBaseline + index * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');

  const badge = subject.rngTable
    ? `<g><rect x="18" y="18" width="64" height="28" rx="14" fill="${accent}"/>` +
      `<text x="50" y="38" font-size="16" font-weight="700" text-anchor="middle" fill="${inkOn(accent)}">RNG</text></g>`
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".2" stop-color="#000" stop-opacity=".72"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g fill="${accent}" color="${accent}" opacity=".13">${pattern}</g>` +
    `<circle cx="180" cy="190" r="170" fill="url(#glow)"/>` +
    `<g fill="${accent}" color="${accent}" transform="translate(95 105) scale(1.7)">${motif(skin.motif, from)}</g>` +
    `<rect y="300" width="${width}" height="180" fill="url(#band)"/>` +
    `<g font-family="'Trebuchet MS','Segoe UI',Verdana,sans-serif" font-weight="800" font-size="${fontSize}" text-anchor="middle" fill="${ink}" stroke="${from}" stroke-width="1.5" paint-order="stroke">${title}</g>` +
    badge +
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="18" fill="none" stroke="${accent}" stroke-width="3" stroke-opacity=".8"/>` +
    `</svg>`
  );
}
