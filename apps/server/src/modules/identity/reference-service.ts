// The reference lists the forms read: countries (and the caller's, by IP), registration currencies and
// the site's languages.
import {
  currencyOf,
  defaultRegistrationCurrency,
  registrationCurrencies,
} from '@reelvault/contract/constants/currencies';
import { countryList, defaultCountrySlug, findCountryBySlug } from './countries';
import { languageList } from './languages';

export function createReferenceService() {
  return {
    countries() {
      return {
        data: countryList.map((country, position) => ({
          id: country.id,
          name: country.name,
          slug: country.slug,
          code: `+${country.dialCode}`,
          status: 1,
          index: position + 1,
        })),
        default_country: defaultCountrySlug,
      };
    },

    /** The caller's country from the offline database shipped with geoip-country (GeoLite2 data by MaxMind). */
    async countryOfIp(
      ip: string,
    ): Promise<{ country_code: string; country_name: string; country_id: number | null }> {
      const { default: geoip } = await import('geoip-country');
      const found = geoip.lookup(ip);
      const country = found ? findCountryBySlug(found.country) : undefined;
      if (!found) return { country_code: 'N/A', country_name: 'N/A', country_id: null };
      return {
        country_code: found.country,
        country_name: country?.name ?? found.name,
        country_id: country?.id ?? null,
      };
    },

    currencies() {
      return {
        data: registrationCurrencies.map((code) => {
          const currency = currencyOf(code);
          return {
            id: currency.numericId,
            code: currency.code,
            name: currency.name,
            symbol: currency.symbol,
            is_default: code === defaultRegistrationCurrency,
          };
        }),
      };
    },

    languages() {
      return { data: languageList.map((language) => ({ ...language })) };
    },
  };
}
