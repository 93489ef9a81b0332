// Hub88's adapter without a server: each request's body and its RSA-SHA256 signature as Hub88 checks them,
// and the mapping of its games list, transactions and errors into the platform's words.
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyBody } from '../gaming/service';
import { AggregatorError } from './adapter';
import {
  categoriesOf,
  catalogueFeedOf,
  frameSourcesOf,
  imageHostsOf,
  studioSlugOf,
} from './catalogue-mapping';
import {
  hub88DemoCurrency,
  createHub88Adapter,
  fromHub88Game,
  hub88Kind,
  hub88Paths,
  hub88Volatility,
  type Hub88Game,
} from './hub88';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Sent {
  url: string;
  body: string;
  signature: string | null;
}

function answering(status: number, answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, body: String(init.body), signature: headers.get('x-hub88-signature') });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const adapter = () =>
  createHub88Adapter({ baseUrl: 'https://api.hub88.test/', operatorId: 12, privateKeyPem });

const game = (overrides: Partial<Hub88Game> = {}): Hub88Game => ({
  game_code: 'clt_dragonrising',
  name: 'Dragon Rising',
  product: 'Crazy Tooth Studio',
  category: 'Video Slots',
  url_thumb: 'https://cdn.hub88.test/thumb.jpg',
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
  freebet_support: true,
  enabled: true,
  blocked_countries: ['us', 'GB'],
  release_date: '2024-05-01T00:00:00Z',
  rtp: '96.1',
  volatility: 5,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Hub88's Operator API adapter", () => {
  it('signs the exact body it sends with the operator key and names the operator in it', async () => {
    const sent = answering(200, { url: 'https://games.hub88.test/play?x=1' });
    const launch = await adapter().launch({
      user: 'rv-7',
      token: 'token-of-ten-chars',
      gameCode: 'clt_dragonrising',
      currency: 'EUR',
      language: 'en',
      platform: 'mobile',
      country: 'EE',
      lobbyUrl: 'https://casino.test/',
      depositUrl: 'https://casino.test/deposit',
    });
    expect(launch).toEqual({ type: 'url', url: 'https://games.hub88.test/play?x=1' });
    const [request] = sent;
    expect(request?.url).toBe(`https://api.hub88.test${hub88Paths.gameUrl}`);
    expect(verifyBody(request?.body ?? '', request?.signature ?? undefined, keys.publicKey)).toBe(true);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      user: 'rv-7',
      token: 'token-of-ten-chars',
      platform: 'GPL_MOBILE',
      game_code: 'clt_dragonrising',
      currency: 'EUR',
      lang: 'en',
      lobby_url: 'https://casino.test/',
      deposit_url: 'https://casino.test/deposit',
      country: 'EE',
      operator_id: 12,
    });
  });

  it("asks demo play in Hub88's demo currency (ISO 4217's code for no currency) without user or token", async () => {
    const sent = answering(200, { url: 'https://games.hub88.test/demo' });
    await adapter().demoLaunch({
      gameCode: 'g',
      language: 'de',
      platform: 'desktop',
      lobbyUrl: 'https://c.test/',
    });
    const body = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ currency: hub88DemoCurrency, platform: 'GPL_DESKTOP' });
    expect(body).not.toHaveProperty('user');
    expect(body).not.toHaveProperty('token');
  });

  it("turns an error answer into an AggregatorError with Hub88's reason", async () => {
    answering(404, { error: 'Game not found' });
    const error = await adapter()
      .launch({
        user: 'rv-1',
        token: 'token-of-ten-chars',
        gameCode: 'nope',
        currency: 'EUR',
        language: 'en',
        platform: 'desktop',
        country: null,
        lobbyUrl: 'https://c.test/',
        depositUrl: 'https://c.test/deposit',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AggregatorError);
    expect(error).toMatchObject({ status: 404, reason: 'Game not found' });
  });

  it('creates free rounds with the count, the value in wallet units and the end time', async () => {
    const sent = answering(200, {
      reward_uuid: 'a28f93f2-98c5-41f7-8fbb-967985acf8fe',
      status: 'FRS_ACTIVE',
    });
    const created = await adapter().createFreeRounds({
      user: 'rv-3',
      gameCode: 'clt_dragonrising',
      currency: 'EUR',
      count: 10,
      betValue: 20_000n,
      startsAt: new Date('2026-03-01T10:00:00Z'),
      endsAt: new Date('2026-03-08T10:00:00Z'),
      reference: '55',
    });
    expect(created.rewardUuid).toBe('a28f93f2-98c5-41f7-8fbb-967985acf8fe');
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
      bet_count: 10,
      bet_value: 20_000,
      start_time: '2026-03-01T10:00:00',
      end_time: '2026-03-08T10:00:00',
      operator_reference: '55',
    });
  });

  it('reads the transactions report: kinds, amounts and whether the wallet took each', async () => {
    answering(200, [
      {
        transaction_uuid: 'a',
        type: 'TT_BET',
        status: 'TS_SUCCESS',
        user: 'rv-1',
        round: 'r',
        game_code: 'g',
        currency: 'EUR',
        amount: 100000,
      },
      {
        transaction_uuid: 'b',
        type: 'TT_WIN',
        status: 'TS_DECLINED',
        user: 'rv-1',
        round: 'r',
        game_code: 'g',
        currency: 'EUR',
        amount: '250000',
      },
    ]);
    const report = await adapter().transactions({ from: new Date(0), to: new Date(86_400_000) });
    expect(report.map((entry) => [entry.kind, entry.amount, entry.accepted])).toEqual([
      ['bet', 100_000n, true],
      ['win', 250_000n, false],
    ]);
  });
});

describe("the mapping of Hub88's games list", () => {
  it('reads kinds, volatility, platforms, countries and pictures', () => {
    expect(fromHub88Game(game())).toMatchObject({
      code: 'clt_dragonrising',
      studio: 'Crazy Tooth Studio',
      kind: 'slot',
      rtp: '96.10',
      volatility: 'high',
      freeBets: true,
      platforms: ['desktop', 'mobile'],
      blockedCountries: ['US', 'GB'],
      releasedAt: '2024-05-01',
      imageUrl: 'https://cdn.hub88.test/thumb.jpg',
    });
    expect(fromHub88Game(game({ url_thumb: 'http://cdn.hub88.test/t.jpg' })).imageUrl).toBeNull();
    expect(hub88Kind('Live Roulette')).toBe('live');
    expect(hub88Kind('Live Game Shows')).toBe('game_show');
    expect(hub88Kind('Table Games')).toBe('table');
    expect(hub88Kind('Video Slots')).toBe('slot');
    expect([
      hub88Volatility(1),
      hub88Volatility('3'),
      hub88Volatility('High'),
      hub88Volatility(null),
    ]).toEqual(['low', 'medium', 'high', null]);
  });

  it("makes a feed of the aggregator's source: studios prefixed, games typed, no RTP left out", () => {
    const list = [
      fromHub88Game(game()),
      fromHub88Game(
        game({
          game_code: 'evo_lightning',
          name: 'Lightning Roulette',
          product: 'Evolution',
          category: 'Live Roulette',
        }),
      ),
      fromHub88Game(game({ game_code: 'x_no_rtp', rtp: null })),
      fromHub88Game(game({ game_code: 'x_off', enabled: false })),
    ];
    const { feed, skipped } = catalogueFeedOf('hub88', list);
    expect(feed.source).toBe('hub88');
    expect(feed.providers.map((provider) => provider.slug)).toEqual([
      'hub88-crazy-tooth-studio',
      'hub88-evolution',
    ]);
    expect(
      feed.games.map((entry) => [entry.identifier, entry.type, entry.rngTable, entry.categories]),
    ).toEqual([
      ['clt_dragonrising', 4, false, []],
      ['evo_lightning', 5, false, ['popular-live', 'roulette']],
    ]);
    expect(skipped).toEqual([
      { code: 'x_no_rtp', reason: 'no RTP declared' },
      { code: 'x_off', reason: 'disabled' },
    ]);
    expect(studioSlugOf('hub88', 'Play’n GO')).toBe('hub88-play-n-go');
    expect(imageHostsOf(list)).toEqual(['https://cdn.hub88.test']);
    expect(categoriesOf(fromHub88Game(game({ category: 'Megaways Slots' })))).toEqual(['megaways']);
  });

  it('lets the game frame show any https origin, and an aggregator at a plain http address, once connected', () => {
    expect(frameSourcesOf([])).toEqual([]);
    expect(frameSourcesOf(['https://api.hub88.io/'])).toEqual(['https:']);
    expect(
      frameSourcesOf(['http://10.0.0.7:8080/operator', 'http://10.0.0.7:8080', 'https://b.test']),
    ).toEqual(['https:', 'http://10.0.0.7:8080']);
  });
});
