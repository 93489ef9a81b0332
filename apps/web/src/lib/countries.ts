// GET /api/countries: the countries a player can register from, with calling codes. Used by the
// registration form, the onboarding wizard and the account's phone form. Names are shown in the
// interface language (Intl.DisplayNames by ISO code, the server's English name as the fallback) and
// sorted for that language.
import type { country } from '@reelvault/contract/calls/reference';
import * as referenceCalls from '@reelvault/contract/calls/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useLocale } from '@/i18n/use-locale';
import { api } from './api';

export type Country = z.infer<typeof country>;

/** The spec's default country when the caller's cannot be told (001, section 9). */
export const defaultCountrySlug = 'GR';

/**
 * The country with id `id` (the caller's by IP, the player's own), else the spec's default, Greece: the
 * registration form's and the wizard's preselected country.
 */
export function countryOrDefault(
  countries: readonly Country[],
  id: number | null | undefined,
): Country | undefined {
  return (
    countries.find((country) => country.id === id) ??
    countries.find((country) => country.slug === defaultCountrySlug)
  );
}

export function getCountries(signal?: AbortSignal) {
  return api.call(referenceCalls.countries, signal ? { signal } : {});
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
  });
}

export function localisedCountries(countries: readonly Country[], bcp47: string): Country[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(bcp47);
  return countries
    .map((entry) => ({ ...entry, name: names?.of(entry.slug) ?? entry.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The countries in the interface language, sorted by name. */
export function useCountries() {
  const query = useQuery(countriesQueryOptions());
  const { bcp47 } = useLocale();
  const countries = useMemo(
    () => (query.data ? localisedCountries(query.data.data, bcp47) : []),
    [query.data, bcp47],
  );
  return { ...query, countries };
}
