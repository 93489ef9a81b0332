// The play page's states (spec 000 section 4, "Play page"): what blocks a game for this player, worked
// out before the launch from the profile, the balance and the studio's country rules, and read again from
// a refused launch's answer (the server checks the same rules and has the last word).
import type { PlayReply } from '@reelvault/contract/calls/play';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { launcherMaxWidth } from '@reelvault/contract/constants/paging';
import { isApiError } from '@/lib/api-error';

export type PlayBlocker = 'inactive' | 'verification' | 'review' | 'insufficient' | 'restricted';

export interface PlayerFacts {
  readonly status: number;
  readonly playerStatus: number;
  /** ISO alpha-2 of the player's country, when known. */
  readonly country: string | null;
  /** Cash plus bonus, as the balance call states them. */
  readonly balance: string;
  readonly bonusBalance: string;
}

const positive = (amount: string) => /[1-9]/.test(amount);

/**
 * The first blocker that applies, in the order the server checks them: an inactive account, documents
 * under review, money on an unverified account, no money, then a studio that does not serve the country.
 */
export function blockerOf(
  player: PlayerFacts,
  providerCountries: Readonly<Record<string, boolean>> | undefined,
): PlayBlocker | undefined {
  if (player.status === userStatus.inactive) return 'inactive';
  if (player.playerStatus === playerStatus.underReview) return 'review';
  const funded = positive(player.balance) || positive(player.bonusBalance);
  if (funded && player.playerStatus === playerStatus.needsVerification) return 'verification';
  if (!funded) return 'insufficient';
  if (player.country && providerCountries?.[player.country.toUpperCase()] === false) return 'restricted';
  return undefined;
}

/** What a refused launch means for the page: a blocker, or the studio's error with the server's text. */
export function refusalOf(
  error: unknown,
): { blocker: PlayBlocker } | { providerError: string | undefined; selfExcluded?: boolean } {
  if (!isApiError(error)) return { providerError: undefined };
  switch (error.code) {
    case 'GAME_PLAYER_INACTIVE':
      return { blocker: 'inactive' };
    case 'GAME_VERIFICATION_REQUIRED':
      return { blocker: 'verification' };
    case 'GAME_UNDER_REVIEW':
      return { blocker: 'review' };
    case 'GAME_INSUFFICIENT_BALANCE':
      return { blocker: 'insufficient' };
    case 'GAME_COUNTRY_NOT_ALLOWED':
      return { blocker: 'restricted' };
    case 'AUTH_SELF_EXCLUDED':
      return { providerError: error.message, selfExcluded: true };
    default:
      // Spec: a 571 whose message starts with "Country is not allowed" is the restricted-provider notice.
      if (error.message.startsWith('Country is not allowed')) return { blocker: 'restricted' };
      return { providerError: error.message || undefined };
  }
}

/** Spec: the launcher opens the game full page at 550 px or narrower, or when the answer says device 2. */
export function opensOnLauncher(windowWidth: number, device: number): boolean {
  return windowWidth <= launcherMaxWidth || device === 2;
}

/** The timer's text: m:ss under an hour, h:mm:ss from then on. */
export function timerText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * What the stage frames (decision 0809): a game page by its address, or an aggregator's script, which runs
 * only in the sandboxed script frame (never in the site's page).
 */
export type GameFrame =
  { readonly kind: 'page'; readonly url: string } | { readonly kind: 'script'; readonly script: string };

/** The frame a launch answer asks for; a `script` answer's `url` is the script itself. */
export function gameFrameOf(reply: Pick<PlayReply, 'type' | 'url'>): GameFrame {
  return reply.type === 'script' ? { kind: 'script', script: reply.url } : { kind: 'page', url: reply.url };
}

/**
 * A launch the launcher may take over from the history's state: a studio page of this site, or a script
 * (which only ever runs sandboxed). Anything else there could have been put by another page: ignored.
 */
export function launchedFrameOf(state: unknown): GameFrame | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const frame = (state as { frame?: unknown }).frame;
  if (typeof frame !== 'object' || frame === null) return undefined;
  const { kind, url, script } = frame as { kind?: unknown; url?: unknown; script?: unknown };
  if (kind === 'page' && typeof url === 'string' && url.startsWith('/house/')) return { kind, url };
  if (kind === 'script' && typeof script === 'string' && script.length > 0) return { kind, script };
  return undefined;
}
