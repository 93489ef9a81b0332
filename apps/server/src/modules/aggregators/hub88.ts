// Hub88's Operator API as an aggregator adapter (decision 0808): every request is a POST of a JSON body
// signed RSA-SHA256 with the operator's private key, Base64 in `X-Hub88-Signature`, and carries the
// `operator_id`; paths and fields as Hub88's Operator API documents them (Games API, Freebets API,
// Transactions API). Answers are checked with zod before use; an error answer or no answer at all is an
// AggregatorError with Hub88's reason, which the caller logs and maps (a launch: the spec's 571).
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { signBody } from '../gaming/service';
import {
  AggregatorError,
  type AggregatorAdapter,
  type AggregatorGame,
  type AggregatorGameKind,
  type AggregatorLaunch,
  type AggregatorTransaction,
  type AggregatorTransactionKind,
} from './adapter';

export const hub88SignatureHeader = 'x-hub88-signature';

/** Hub88's Operator API paths (version 2 of the generic operator API). */
export const hub88Paths = {
  gameList: '/operator/generic/v2/game/list',
  gameUrl: '/operator/generic/v2/game/url',
  gameRound: '/operator/generic/v2/game/round',
  rewardCreate: '/operator/generic/v2/freebet/rewards/create',
  rewardCancel: '/operator/generic/v2/freebet/rewards/cancel',
  transactions: '/operator/generic/v2/transactions/list',
} as const;

/** Hub88's currency for demo play (no user, no token): ISO 4217's code for no currency. */
export const hub88DemoCurrency = 'XXX';

const hub88Platforms = { desktop: 'GPL_DESKTOP', mobile: 'GPL_MOBILE' } as const;

/** One game of `game/list`; fields Hub88 adds later are ignored. */
export const hub88Game = z.object({
  game_code: z.string().min(1).max(100),
  name: z.string().min(1),
  /** The studio (Hub88's product). */
  product: z.string().min(1),
  category: z.string().nullish(),
  url_thumb: z.string().nullish(),
  url_background: z.string().nullish(),
  platforms: z.array(z.string()).nullish(),
  freebet_support: z.boolean().nullish(),
  enabled: z.boolean().nullish(),
  blocked_countries: z.array(z.string()).nullish(),
  release_date: z.string().nullish(),
  rtp: z.union([z.number(), z.string()]).nullish(),
  volatility: z.union([z.number(), z.string()]).nullish(),
});
export type Hub88Game = z.infer<typeof hub88Game>;

const urlAnswer = z.object({ url: z.string().min(1) });
const rewardAnswer = z.object({ reward_uuid: z.string().min(1) }).loose();
const errorAnswer = z.object({ error: z.string() }).loose();

export const hub88Transaction = z.object({
  transaction_uuid: z.string().min(1),
  /** TT_BET, TT_WIN, TT_ROLLBACK (or bet, win, rollback). */
  type: z.string(),
  /** TS_SUCCESS when the operator's wallet took it. */
  status: z.string(),
  user: z.string(),
  round: z.string(),
  game_code: z.string(),
  currency: z.string(),
  amount: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
});

/** Hub88's kind of game from its category name. */
export function hub88Kind(category: string | null | undefined): AggregatorGameKind {
  const name = (category ?? '').toLowerCase();
  const live = name.includes('live');
  if (name.includes('show')) return live || name.includes('game show') ? 'game_show' : 'slot';
  if (live || name.includes('dealer')) return 'live';
  if (/(roulette|blackjack|baccarat|poker|table|card)/.test(name)) return 'table';
  return 'slot';
}

/** Hub88 declares volatility as a number of 1 to 5 or as a word. */
export function hub88Volatility(value: number | string | null | undefined): AggregatorGame['volatility'] {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (Number.isFinite(number)) return number <= 2 ? 'low' : number < 4 ? 'medium' : 'high';
  const word = String(value).toLowerCase();
  if (word.includes('low')) return 'low';
  if (word.includes('high')) return 'high';
  return word.includes('med') ? 'medium' : null;
}

function hub88Rtp(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const number = Number(String(value).replace('%', '').trim());
  return Number.isFinite(number) && number > 0 && number <= 100 ? number.toFixed(2) : null;
}

/** Only pictures over https are shown: the site's CSP allows their hosts and no mixed content. */
function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A `game/list` entry in the platform's words. */
export function fromHub88Game(game: Hub88Game): AggregatorGame {
  const platforms = (game.platforms ?? ['GPL_DESKTOP', 'GPL_MOBILE']).flatMap((platform) =>
    platform === hub88Platforms.desktop
      ? ['desktop' as const]
      : platform === hub88Platforms.mobile
        ? ['mobile' as const]
        : [],
  );
  return {
    code: game.game_code,
    name: game.name.trim(),
    studio: game.product.trim(),
    kind: hub88Kind(game.category),
    categories: game.category ? [game.category] : [],
    imageUrl: httpsUrl(game.url_thumb) ?? httpsUrl(game.url_background),
    rtp: hub88Rtp(game.rtp),
    volatility: hub88Volatility(game.volatility),
    freeBets: game.freebet_support === true,
    platforms,
    blockedCountries: (game.blocked_countries ?? [])
      .map((country) => country.trim().toUpperCase())
      .filter((country) => /^[A-Z]{2}$/.test(country)),
    releasedAt:
      game.release_date && /^\d{4}-\d{2}-\d{2}/.test(game.release_date)
        ? game.release_date.slice(0, 10)
        : null,
    enabled: game.enabled !== false,
  };
}

function transactionKind(type: string): AggregatorTransactionKind | undefined {
  const name = type.toLowerCase();
  if (name.includes('rollback')) return 'rollback';
  if (name.includes('win')) return 'win';
  return name.includes('bet') ? 'bet' : undefined;
}

/** ISO 8601 without a zone, as Hub88's datetimes are written (UTC). */
export const hub88Time = (time: Date): string => time.toISOString().slice(0, 19);

export interface Hub88Settings {
  readonly baseUrl: string;
  readonly operatorId: number;
  /** PEM of the operator's private key. */
  readonly privateKeyPem: string;
  /** How long one call may take. */
  readonly timeoutMs?: number;
}

export function createHub88Adapter(settings: Hub88Settings): AggregatorAdapter {
  const privateKey: KeyObject = createPrivateKey(settings.privateKeyPem);
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const operatorId = settings.operatorId;

  /** Signs and posts one request; the parsed answer, or an AggregatorError with Hub88's reason. */
  async function post<T>(path: string, body: Record<string, unknown>, answer: z.ZodType<T>): Promise<T> {
    const text = JSON.stringify({ ...body, operator_id: operatorId });
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json', [hub88SignatureHeader]: signBody(text, privateKey) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // fetch's own message says little ("fetch failed"); the cause says why (refused, reset, timed out).
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new AggregatorError(
        undefined,
        `${error instanceof Error ? error.message : String(error)}${cause}`,
      );
    }
    const raw = await response.text();
    let json: unknown;
    try {
      json = raw === '' ? null : JSON.parse(raw);
    } catch {
      throw new AggregatorError(response.status, 'the answer is not JSON');
    }
    if (!response.ok) {
      const reason = errorAnswer.safeParse(json);
      throw new AggregatorError(response.status, reason.success ? reason.data.error : 'no reason given');
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success)
      throw new AggregatorError(response.status, `unexpected answer: ${parsed.error.message}`);
    return parsed.data;
  }

  const toLaunch = (answer: { url: string }): AggregatorLaunch => ({ type: 'url', url: answer.url });

  return {
    async gamesList() {
      // Entries are read one by one: a malformed entry is left out rather than failing the whole list.
      const entries = await post(hub88Paths.gameList, {}, z.array(z.unknown()));
      return entries.flatMap((entry) => {
        const game = hub88Game.safeParse(entry);
        return game.success ? [fromHub88Game(game.data)] : [];
      });
    },

    async launch(request) {
      const answer = await post(
        hub88Paths.gameUrl,
        {
          user: request.user,
          token: request.token,
          platform: hub88Platforms[request.platform],
          game_code: request.gameCode,
          currency: request.currency,
          lang: request.language,
          lobby_url: request.lobbyUrl,
          deposit_url: request.depositUrl,
          ...(request.country ? { country: request.country } : {}),
        },
        urlAnswer,
      );
      return toLaunch(answer);
    },

    async demoLaunch(request) {
      const answer = await post(
        hub88Paths.gameUrl,
        {
          platform: hub88Platforms[request.platform],
          game_code: request.gameCode,
          currency: hub88DemoCurrency,
          lang: request.language,
          lobby_url: request.lobbyUrl,
        },
        urlAnswer,
      );
      return toLaunch(answer);
    },

    async roundDetails(request) {
      return post(
        hub88Paths.gameRound,
        { user: request.user, round: request.round, transaction_uuid: request.transactionUuid },
        urlAnswer,
      );
    },

    async createFreeRounds(grant) {
      const answer = await post(
        hub88Paths.rewardCreate,
        {
          user: grant.user,
          game_code: grant.gameCode,
          currency: grant.currency,
          bet_count: grant.count,
          bet_value: Number(grant.betValue),
          start_time: hub88Time(grant.startsAt),
          end_time: hub88Time(grant.endsAt),
          operator_reference: grant.reference,
        },
        rewardAnswer,
      );
      return { rewardUuid: answer.reward_uuid };
    },

    async cancelFreeRounds(rewardUuid) {
      await post(hub88Paths.rewardCancel, { reward_uuid: rewardUuid }, z.unknown());
    },

    async transactions(window) {
      const entries = await post(
        hub88Paths.transactions,
        { start_time: hub88Time(window.from), end_time: hub88Time(window.to) },
        z.array(hub88Transaction),
      );
      return entries.flatMap((entry): AggregatorTransaction[] => {
        const kind = transactionKind(entry.type);
        if (!kind) return [];
        return [
          {
            transactionUuid: entry.transaction_uuid,
            kind,
            user: entry.user,
            round: entry.round,
            gameCode: entry.game_code,
            currency: entry.currency,
            amount: BigInt(entry.amount),
            accepted: entry.status === 'TS_SUCCESS',
          },
        ];
      });
    },
  };
}
