// The Bonus Policy page (legal page 7) states the engine's default terms: the wagering multiplier, the
// maximum bet, the expiry and the contributions come from one place (contract constants/bonus-terms), and
// this test fails when a language's page says otherwise.
import {
  defaultContributions,
  defaultExpiryDays,
  defaultMaxBetEur,
  defaultWageringMultiplier,
} from '@reelvault/contract/constants/bonus-terms';
import { describe, expect, it } from 'vitest';
import { demoPages } from './pages';

const bonusPolicy = demoPages.find((page) => page.id === 7);

/** The bold figures and the percents a page's text states, in order. */
function figures(text: string): string[] {
  return [...text.matchAll(/\*\*[^*\d\n]*(\d+)[^*\n]*\*\*|(\d+)(?:\s?%|-prosent)|%\s?(\d+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

describe('the Bonus Policy page', () => {
  it('states the engine’s defaults in English word for word', () => {
    const content = bonusPolicy?.texts.en?.content ?? '';
    expect(content).toContain(`wagered **${defaultWageringMultiplier} times**`);
    expect(content).toContain(`is **€${defaultMaxBetEur}** or its equivalent`);
    expect(content).toContain(`expires **${defaultExpiryDays} days**`);
    expect(content).toContain(`Slots count ${defaultContributions.slots}%`);
    expect(content).toContain(`Table games and live casino count ${defaultContributions.table}%`);
    expect(defaultContributions.live).toBe(defaultContributions.table);
  });

  it('states the same figures in every language', () => {
    const expected = [
      String(defaultWageringMultiplier),
      defaultMaxBetEur,
      String(defaultExpiryDays),
      String(defaultContributions.slots),
      String(defaultContributions.table),
    ];
    const texts = Object.entries(bonusPolicy?.texts ?? {});
    expect(texts).toHaveLength(14);
    for (const [locale, text] of texts) {
      expect(figures(text?.content ?? ''), locale).toEqual(expected);
    }
  });
});
