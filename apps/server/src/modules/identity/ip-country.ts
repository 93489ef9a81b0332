// The country of a visitor's IP address, for the registration form's default (spec: "country from IP
// lookup"). The lookup is offline: the GeoLite2 country data that the geoip-country package ships (CC
// BY-SA 4.0, "This product includes GeoLite2 data created by MaxMind"), so no third party sees a visitor's
// address. Another source (a GeoIP2 reader, a paid service) plugs in behind the same interface.

export interface IpCountryLookup {
  /** The ISO 3166-1 alpha-2 code (upper case) of the address's country; undefined when it cannot tell. */
  countryOf(ip: string): Promise<string | undefined>;
}

/** geoip-country's data, loaded on the first lookup (about 8 MB in memory). */
export function createGeoipCountryLookup(): IpCountryLookup {
  return {
    async countryOf(ip) {
      const { default: geoip } = await import('geoip-country');
      return geoip.lookup(ip)?.country ?? undefined;
    },
  };
}
