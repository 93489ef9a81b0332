// The site address a player's browser is on, among the configured ones (PUBLIC_URL first): where a payment
// gateway sends the player back, so that they land where their session is. Only a configured address is
// ever used; any other Origin gets PUBLIC_URL, so no request can name a foreign return address.

/** The configured address whose origin is `origin` (an Origin header), else the first one (PUBLIC_URL). */
export function siteAddressFor(
  origin: string | undefined,
  siteAddresses: readonly [string, ...string[]],
): string {
  const [publicUrl] = siteAddresses;
  if (!origin || !URL.canParse(origin)) return publicUrl;
  const wanted = new URL(origin).origin;
  return siteAddresses.find((address) => new URL(address).origin === wanted) ?? publicUrl;
}
