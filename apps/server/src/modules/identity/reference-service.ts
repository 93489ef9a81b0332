// The reference lists the forms read: countries (and the caller's, by IP), registration currencies and
// the site's languages.
import {
  currencyOf,
  defaultRegistrationCurrency,
  registrationCurrencies,
} from '@reelvault/contract/constants/currencies';
import { countryList, defaultCountrySlug, findCountryBySlug } from './countries';
import { createGeoipCountryLookup, type IpCountryLookup } from './ip-country';
import { languageList } from './languages';

const unknownCountry = { country_code: 'N/A', country_name: 'N/A', country_id: null } as const;

export function createReferenceService(ipCountry: IpCountryLookup = createGeoipCountryLookup()) {
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

    /**
     * The caller's country (spec: the lookup's country, matched against the country list; N/A on failure).
     * A lookup that fails answers N/A like an address it cannot place: the form then offers the default.
     */
    async countryOfIp(
      ip: string,
    ): Promise<{ country_code: string; country_name: string; country_id: number | null }> {
      const code = await ipCountry.countryOf(ip).catch(() => undefined);
      const country = code ? findCountryBySlug(code) : undefined;
      if (!country) return { ...unknownCountry };
      return { country_code: country.slug, country_name: country.name, country_id: country.id };
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
