// GET /api/geo behind a reverse proxy (TRUST_PROXY): the visitor's address is the one the proxy forwards,
// looked up in the offline database; a private or loopback address answers N/A, for which the
// registration form offers the spec's default country (Greece).
import { geo } from '@reelvault/contract/calls/reference';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

describe("the caller's country behind a trusted proxy", () => {
  const ctx = useTestApp({ TRUST_PROXY: 'true' });

  const countryOf = async (forwardedFor: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/geo',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(response.statusCode).toBe(200);
    return geo.reply.parse(response.json());
  };

  it("names the forwarded visitor's country from the country list", async () => {
    expect(await countryOf('81.2.69.142')).toEqual({
      country_code: 'GB',
      country_name: 'United Kingdom',
      country_id: expect.any(Number),
    });
    expect(await countryOf('2a02:587::1')).toMatchObject({ country_code: 'GR', country_id: 85 });
  });

  it('answers N/A for a private, loopback or malformed address', async () => {
    for (const address of ['10.20.30.40', '127.0.0.1', '::1', 'not-an-address']) {
      expect(await countryOf(address), address).toEqual({
        country_code: 'N/A',
        country_name: 'N/A',
        country_id: null,
      });
    }
  });
});
