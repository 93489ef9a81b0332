// Security headers on every answer: a strict Content-Security-Policy, no framing of the site itself,
// nosniff and a referrer policy. The policy opens only for what the operator configured: the sportsbook's
// origin may be framed (/sports), and the live-chat messenger's hosts load only with a chat app id.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ThirdPartyContent {
  /** SPORTSBOOK_URL: its origin may be shown in a frame. */
  readonly sportsbookUrl?: string | undefined;
  /** LIVE_CHAT_APP_ID set: the Intercom messenger's hosts (its documented CSP list) are allowed. */
  readonly liveChat?: boolean;
  /**
   * The origins of the connected aggregators' game pictures (decision 0808), read for every answer: a
   * sync that learns a new host opens it without a restart. Only configured aggregators' hosts are listed.
   */
  readonly imageHosts?: () => readonly string[];
  /** Sources the play page's game frame may show beyond the site's own (an aggregator's games, decision 0808). */
  readonly frameSources?: () => readonly string[];
}

/** A directive's value as helmet takes it: a source, or a function of the request giving sources. */
type DirectiveValue = string | ((request: IncomingMessage, response: ServerResponse) => string);

// Intercom's messenger, as its CSP guide lists the hosts (wildcards where it names many regions).
const liveChatSources = {
  scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  // The messenger sets inline styles on its elements; only sites with a chat configured allow them.
  styleSrc: ["'unsafe-inline'"],
  connectSrc: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  imgSrc: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://*.intercomusercontent.com'],
  fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  mediaSrc: ['https://js.intercomcdn.com'],
  frameSrc: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
} as const;

export function contentSecurityDirectives(
  thirdParty: ThirdPartyContent = {},
): Record<string, DirectiveValue[]> {
  const chat = thirdParty.liveChat === true;
  const withChat = (base: string[], key: keyof typeof liveChatSources) =>
    chat ? [...base, ...liveChatSources[key]] : base;
  const frames = ["'self'"];
  // A directive with sources read for each answer is one value computed whole (no stray space when none).
  const withRead = (base: string[], read: (() => readonly string[]) | undefined): DirectiveValue[] =>
    read ? [() => [...base, ...read()].join(' ')] : base;
  if (thirdParty.sportsbookUrl) frames.push(new URL(thirdParty.sportsbookUrl).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withChat(["'self'"], 'scriptSrc'),
    styleSrc: withChat(["'self'"], 'styleSrc'),
    imgSrc: withRead(withChat(["'self'", 'data:', 'blob:'], 'imgSrc'), thirdParty.imageHosts),
    fontSrc: withChat(["'self'"], 'fontSrc'),
    connectSrc: withChat(["'self'"], 'connectSrc'),
    mediaSrc: withChat(["'self'"], 'mediaSrc'),
    frameSrc: withRead(withChat(frames, 'frameSrc'), thirdParty.frameSources),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  thirdParty: ThirdPartyContent = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(thirdParty),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // A casino's site is never shown to another origin's window; games come from our own origin.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  });
}

/**
 * The policy with these inline stylesheets allowed by their hashes (`sha256-...`, base64), added to
 * `style-src`: the page's first-paint <style> and nothing else inline.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'style-src');
  if (index === -1) directives.push(`style-src 'self' ${sources}`);
  else directives[index] = `${directives[index] ?? ''} ${sources}`;
  return directives.filter(Boolean).join(';');
}
