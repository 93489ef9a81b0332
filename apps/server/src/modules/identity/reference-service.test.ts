// The reference lists the forms read: their order, their defaults and the shapes the spec gives them.
import {
  defaultRegistrationCurrency,
  registrationCurrencies,
} from '@reelvault/contract/constants/currencies';
import { describe, expect, it } from 'vitest';
import { createReferenceService } from './reference-service';

describe('reference lists', () => {
  const reference = createReferenceService();

  it('numbers the countries from 1 in list order with their dialling codes, Greece by default', () => {
    const { data, default_country } = reference.countries();
    expect(default_country).toBe('GR');
    expect(data.map((country) => country.index)).toEqual(data.map((_, position) => position + 1));
    expect(data.find((country) => country.slug === 'GR')).toMatchObject({ name: 'Greece', code: '+30' });
    expect(new Set(data.map((country) => country.id)).size).toBe(data.length);
  });

  it('offers the registration currencies with exactly one default', () => {
    const { data } = reference.currencies();
    expect(data.map((currency) => currency.code)).toEqual([...registrationCurrencies]);
    expect(data.filter((currency) => currency.is_default).map((currency) => currency.code)).toEqual([
      defaultRegistrationCurrency,
    ]);
  });

  it('hands out copies of the languages, so a caller cannot change the list', () => {
    const first = reference.languages().data;
    expect(first.length).toBeGreaterThan(0);
    Object.assign(first[0] ?? {}, { code: 'changed' });
    expect(reference.languages().data[0]).not.toMatchObject({ code: 'changed' });
  });

  it('answers N/A for an address it cannot place', async () => {
    expect(await reference.countryOfIp('10.1.2.3')).toEqual({
      country_code: 'N/A',
      country_name: 'N/A',
      country_id: null,
    });
  });

  it("names the lookup's country from the country list, and answers N/A when the lookup fails or the list lacks it", async () => {
    const lookup = (answer: () => Promise<string | undefined>) =>
      createReferenceService({ countryOf: answer }).countryOfIp('203.0.113.9');
    expect(await lookup(() => Promise.resolve('gr'))).toEqual({
      country_code: 'GR',
      country_name: 'Greece',
      country_id: 85,
    });
    const unknown = { country_code: 'N/A', country_name: 'N/A', country_id: null };
    expect(await lookup(() => Promise.reject(new Error('the database did not load')))).toEqual(unknown);
    expect(await lookup(() => Promise.resolve('ZZ'))).toEqual(unknown);
  });
});
