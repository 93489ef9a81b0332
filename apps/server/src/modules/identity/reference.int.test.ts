// The reference lists of the registration form and the language chooser.
import { countries, currencyList, geo, languages } from '@reelvault/contract/calls/reference';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

describe('reference lists', () => {
  const ctx = useTestApp();

  it('lists about 243 countries with 2-letter slug and calling code, GR by default', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const reply = countries.reply.parse(response.json());
    expect(reply.data.length).toBeGreaterThanOrEqual(240);
    expect(reply.data.length).toBeLessThanOrEqual(250);
    expect(reply.default_country).toBe('GR');
    expect(reply.data.find((country) => country.slug === 'GR')).toEqual({
      id: 85,
      name: 'Greece',
      slug: 'GR',
      code: '+30',
      status: 1,
      index: 85,
    });
    expect(new Set(reply.data.map((country) => country.id)).size).toBe(reply.data.length);
    expect(
      reply.data.every((country) => /^[A-Z]{2}$/.test(country.slug) && /^\+\d+$/.test(country.code)),
    ).toBe(true);
  });

  it("tells the country of the caller's IP from the offline database, N/A when unknown", async () => {
    const google = await ctx.app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '8.8.8.8' });
    expect(geo.reply.parse(google.json())).toEqual({
      country_code: 'US',
      country_name: 'United States',
      country_id: expect.any(Number),
    });
    const local = await ctx.app.inject({ method: 'GET', url: '/api/geo', remoteAddress: '127.0.0.1' });
    expect(geo.reply.parse(local.json())).toEqual({
      country_code: 'N/A',
      country_name: 'N/A',
      country_id: null,
    });
    // Without TRUST_PROXY a forwarded address is the caller's claim, not its address.
    const claimed = await ctx.app.inject({
      method: 'GET',
      url: '/api/geo',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(geo.reply.parse(claimed.json()).country_code).toBe('N/A');
  });

  it('lists the registration currencies in the spec order, EUR by default', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/currencies' });
    const reply = currencyList.reply.parse(response.json());
    expect(reply.data.map((currency) => currency.code)).toEqual([...registrationCurrencies]);
    expect(reply.data.filter((currency) => currency.is_default).map((currency) => currency.code)).toEqual([
      'EUR',
    ]);
    expect(reply.data.find((currency) => currency.code === 'TRY')).toEqual({
      id: 1,
      code: 'TRY',
      name: 'Turkish lira',
      symbol: '₺',
      is_default: false,
    });
  });

  it('lists the 13 locales of the spec and Arabic, right to left', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/languages' });
    const reply = languages.reply.parse(response.json());
    expect(reply.data.map((language) => language.locale).sort()).toEqual(
      ['ar', 'ch', 'de', 'en', 'es', 'fi', 'fr', 'gr', 'ja', 'nl', 'no', 'pt', 'ru', 'tr'].sort(),
    );
    expect(reply.data.filter((language) => language.rtl).map((language) => language.locale)).toEqual(['ar']);
    expect(new Set(reply.data.map((language) => language.id)).size).toBe(14);
  });
});
