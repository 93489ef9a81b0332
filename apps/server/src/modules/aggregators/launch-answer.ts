// What a launch of an aggregator's game answers the gaming launcher (decision 0808): the spec's two types,
// a URL to frame or open (http or https only, never `javascript:` or `data:`) or a script for a sandboxed
// frame.
import { AggregatorError, type AggregatorLaunch } from './adapter';

/** How the player opens a game (the gaming launcher's context): the spec's device and the language. */
export interface LaunchContext {
  readonly device: 1 | 2;
  readonly language: string;
}

/** A launched game as the gaming launcher answers it: a URL, or a script for a sandboxed frame. */
export interface GameLaunch {
  readonly url: string;
  readonly expiresAt: Date;
  readonly type: 'url' | 'script';
}

/** A URL of an aggregator's that a page may open or link: http(s) only, never `javascript:` or `data:`. */
export function safeAggregatorUrl(url: string): boolean {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function launchOf(answer: AggregatorLaunch, expiresAt: Date): GameLaunch {
  if (answer.type === 'script') return { type: 'script', url: answer.script, expiresAt };
  if (!safeAggregatorUrl(answer.url)) throw new AggregatorError(200, 'the launch URL is not http(s)');
  return { type: 'url', url: answer.url, expiresAt };
}
