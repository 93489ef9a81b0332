// Each payment method the cashier can list shows its brand's mark from the icon sets, or a neutral tile of
// its kind, never a letter; each coin the cashier offers shows its mark.
import { bankWithdrawalMethods, payopMethods } from '@reelvault/contract/constants/cashier';
import { cryptoCoins } from '@reelvault/contract/constants/crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { siMastercard, siRevolut, siSepa, siVisa } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { CoinLogo } from '../crypto/components/coin-logo';
import { MethodLogos } from './method-logos';

const marksOf = (slug: string, kind: string) => {
  const markup = renderToStaticMarkup(<MethodLogos slug={slug} kind={kind} />);
  return { markup, logos: [...markup.matchAll(/data-logo="([^"]+)"/g)].map((match) => match[1]) };
};

const listed = [
  { slug: 'card', kind: 'card' },
  { slug: 'crypto', kind: 'crypto' },
  ...payopMethods.map(({ slug }) => ({ slug, kind: 'gateway' })),
  ...bankWithdrawalMethods.map(({ slug }) => ({ slug, kind: 'bank' })),
];

const expected: Readonly<Record<string, readonly string[]>> = {
  card: ['visa', 'mastercard'],
  crypto: ['bitcoin', 'tether', 'ethereum'],
  revolut: ['revolut'],
  sepa: ['sepa'],
  payz: ['wallet'],
  neosurf: ['wallet'],
  interac: ['wallet'],
  'bank-transfer': ['bank'],
  wire: ['bank'],
};

describe('payment method marks', () => {
  it.each(listed)(
    '$slug shows its brand mark or the neutral tile of its kind, no letter',
    ({ slug, kind }) => {
      const { markup, logos } = marksOf(slug, kind);
      expect(logos).toEqual(expected[slug]);
      expect(markup).not.toContain('<text');
    },
  );

  it('draws the brands from Simple Icons', () => {
    expect(marksOf('card', 'card').markup).toContain(siVisa.path);
    expect(marksOf('card', 'card').markup).toContain(siMastercard.path);
    expect(marksOf('revolut', 'gateway').markup).toContain(siRevolut.path);
    expect(marksOf('sepa', 'bank').markup).toContain(siSepa.path);
  });

  it('gives a method it does not know the neutral tile of its kind', () => {
    expect(marksOf('skrill', 'gateway').logos).toEqual(['wallet']);
    expect(marksOf('local-bank', 'bank').logos).toEqual(['bank']);
    expect(marksOf('another-card', 'card').logos).toEqual(['visa', 'mastercard']);
  });

  it.each(cryptoCoins.map(({ code }) => code))('the coin %s has its mark', (code) => {
    const markup = renderToStaticMarkup(<CoinLogo logo={code.toLowerCase()} />);
    expect(markup).toMatch(/<img [^>]*src="(data:image\/svg\+xml,|[^"]+\.svg)[^"]+"[^>]*data-logo="[a-z-]+"/);
  });
});
