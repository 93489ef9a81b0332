// The preselected country of the registration form: the caller's by IP, Greece (the spec's default)
// when the lookup could not tell.
import { describe, expect, it } from 'vitest';
import { countryOrDefault, type Country } from './countries';

const country = (id: number, slug: string, name: string): Country => ({
  id,
  slug,
  name,
  code: '+1',
  status: 1,
  index: id,
});
const countries = [
  country(85, 'GR', 'Greece'),
  country(230, 'GB', 'United Kingdom'),
  country(60, 'DE', 'Germany'),
];

describe('countryOrDefault', () => {
  it("is the lookup's country when it names one", () => {
    expect(countryOrDefault(countries, 230)?.name).toBe('United Kingdom');
  });

  it('is Greece when the lookup failed (no id) or named a country not offered', () => {
    expect(countryOrDefault(countries, null)?.slug).toBe('GR');
    expect(countryOrDefault(countries, undefined)?.slug).toBe('GR');
    expect(countryOrDefault(countries, 999)?.slug).toBe('GR');
  });
});
