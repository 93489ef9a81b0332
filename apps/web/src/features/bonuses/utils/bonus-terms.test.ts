// The words of bonuses and offers: where a bonus came from, an offer's headline by kind, its terms in the
// player's currency, and why it cannot be activated.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { offer } from '@/testing/bonus-replies';
import { bonusSourceOf, offerHeadline, offerTermLines, offerUnavailableText } from './bonus-terms';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } }),
);
const eur = { bcp47: 'en', currency: 'EUR' };

describe('bonus sources', () => {
  it('reads a promo code source as a promo code, and an unknown one as a bonus from the operator', () => {
    expect(bonusSourceOf('promo:Reload150')).toBe('promo');
    expect(bonusSourceOf('vip_level_up')).toBe('vip_level_up');
    expect(bonusSourceOf('goodwill')).toBe('manual');
  });
});

describe('offer headlines', () => {
  it('states a deposit match with its cap, and adds free spins', () => {
    expect(offerHeadline(i18n.t, offer(), eur)).toBe('150% up to €2,000');
    expect(
      offerHeadline(
        i18n.t,
        offer({
          percent: 175,
          max_amount: '1250.00',
          free_spins: { game: 'book-of-vaults', count: 150, bet: '0.20' },
        }),
        eur,
      ),
    ).toBe('175% up to €1,250 + Free spins: 150');
  });

  it('states free spins, cash without deposit, and rakeback by what they are', () => {
    const spins = offer({
      kind: 'free_spins',
      percent: null,
      max_amount: null,
      free_spins: { game: 'g', count: 25, bet: '0.20' },
    });
    expect(offerHeadline(i18n.t, spins, eur)).toBe('Free spins: 25');
    expect(
      offerHeadline(i18n.t, offer({ kind: 'no_deposit', percent: null, max_amount: '10.00' }), eur),
    ).toBe('€10 bonus');
    expect(offerHeadline(i18n.t, offer({ kind: 'rakeback', percent: 25, max_amount: null }), eur)).toBe(
      '25% rakeback',
    );
  });

  it('writes amounts in the reader’s currency and language', () => {
    const german = offerHeadline(i18n.t, offer(), { bcp47: 'de', currency: 'USD' });
    expect(german.replace(/\s/g, ' ')).toBe('150 % up to 2.000 $');
  });
});

describe('offer terms', () => {
  it('lists the minimum deposit, wagering, maximum bet and expiry', () => {
    expect(offerTermLines(i18n.t, offer(), eur)).toEqual([
      'Minimum deposit: €20',
      'Wagering: 40x',
      'Maximum bet: €5',
      'Valid for 10 days once credited',
    ]);
  });

  it('says no deposit is needed for an offer without one, and leaves out what does not apply', () => {
    expect(
      offerTermLines(
        i18n.t,
        offer({
          kind: 'no_deposit',
          min_deposit: null,
          wagering_multiplier: 0,
          max_bet: null,
          expiry_days: 7,
        }),
        eur,
      ),
    ).toEqual(['No deposit needed', 'Valid for 7 days once credited']);
  });
});

describe('why an offer cannot be activated', () => {
  it('gives the reason only when it cannot', () => {
    expect(offerUnavailableText(i18n.t, offer())).toBeUndefined();
    expect(offerUnavailableText(i18n.t, offer({ can_activate: false, claimed: true }))).toBeUndefined();
    expect(offerUnavailableText(i18n.t, offer({ can_activate: false, reason: 'used' }))).toBe(
      'You have already used this offer.',
    );
    expect(offerUnavailableText(i18n.t, offer({ can_activate: false, reason: null }))).toBe(
      'This offer is not available for your account.',
    );
  });
});
