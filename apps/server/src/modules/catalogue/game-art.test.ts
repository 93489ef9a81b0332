import { describe, expect, it } from 'vitest';
import { escapeXml, knownMotifs, renderGameArt, type ArtSubject } from './game-art';

const subject: ArtSubject = {
  name: 'Golden Scarab',
  rngTable: false,
  skin: {
    theme: 'egypt',
    motif: 'scarab',
    palette: { from: '#1a1030', to: '#5a3080', accent: '#f5c542', ink: '#fffaf0' },
    pattern: 42,
  },
};

describe('game art', () => {
  it('draws the same bytes for the same game, and other bytes for another pattern', () => {
    expect(renderGameArt(subject)).toBe(renderGameArt({ ...subject, skin: { ...subject.skin } }));
    expect(renderGameArt(subject)).not.toBe(
      renderGameArt({ ...subject, skin: { ...subject.skin, pattern: 43 } }),
    );
  });

  it('escapes a title so that it stays text', () => {
    const svg = renderGameArt({ ...subject, name: '<script>alert("x")</script> & "Co" \u0001' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toContain('\u0001');
  });

  it('ignores colours that are not plain hex values', () => {
    const svg = renderGameArt({
      ...subject,
      skin: { ...subject.skin, palette: { ...subject.skin.palette, from: 'url(javascript:alert(1))' } },
    });
    expect(svg).not.toContain('javascript');
  });

  it('draws every known motif, and a star for an unknown one', () => {
    for (const motif of knownMotifs) {
      expect(renderGameArt({ ...subject, skin: { ...subject.skin, motif } }), motif).toMatch(/<\/svg>$/);
    }
    const star = renderGameArt({ ...subject, skin: { ...subject.skin, motif: 'star' } });
    expect(renderGameArt({ ...subject, skin: { ...subject.skin, motif: 'no-such-motif' } })).toBe(star);
  });

  it('labels RNG tables and loads nothing from elsewhere', () => {
    const svg = renderGameArt({ ...subject, rngTable: true });
    expect(svg).toContain('>RNG</text>');
    expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(svg).not.toMatch(/<(image|script|foreignObject|use)\b/);
  });

  it('writes the RNG badge in black on a light accent and in white on a dark one', () => {
    const badge = (accent: string) =>
      /fill="(#[0-9a-f]{6})">RNG<\/text>/.exec(
        renderGameArt({
          ...subject,
          rngTable: true,
          skin: { ...subject.skin, palette: { ...subject.skin.palette, accent } },
        }),
      )?.[1];
    expect(badge('#f5c542')).toBe('#0b0b12');
    expect(badge('#3a1c71')).toBe('#ffffff');
  });

  it('keeps a long title inside the frame', () => {
    // 13 bold letters at 0.72 of the size each stay within the 330 units between the frame's sides.
    const svg = renderGameArt({ ...subject, name: 'Quartermaster' });
    const size = Number(/font-size="(\d+)" text-anchor="middle"/.exec(svg)?.[1]);
    expect(size * 0.72 * 'Quartermaster'.length).toBeLessThanOrEqual(330);
  });

  it('escapeXml leaves plain text alone', () => {
    expect(escapeXml("Cleopatra's Gold")).toBe('Cleopatra&#39;s Gold');
    expect(escapeXml('Plain')).toBe('Plain');
  });
});
