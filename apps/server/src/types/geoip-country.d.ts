// The part of geoip-country (which ships no types) that the platform uses.
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 */
    readonly country: string;
    readonly name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
