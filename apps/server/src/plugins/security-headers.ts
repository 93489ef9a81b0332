// Security headers on every answer: a strict Content-Security-Policy, no framing of the site itself,
// nosniff and a referrer policy. The policy opens only for what the operator configured: the sportsbook's
// origin may be framed (/sports), and the live-chat messenger's hosts load only with a chat app id.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface ThirdPartyContent {
  /** SPORTSBOOK_URL: its origin may be shown in a frame. */
  readonly sportsbookUrl?: string | undefined;
  /** LIVE_CHAT_APP_ID set: the Intercom messenger's hosts (its documented CSP list) are allowed. */
  readonly liveChat?: boolean;
}

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

export function contentSecurityDirectives(thirdParty: ThirdPartyContent = {}): Record<string, string[]> {
  const chat = thirdParty.liveChat === true;
  const withChat = (base: string[], key: keyof typeof liveChatSources) =>
    chat ? [...base, ...liveChatSources[key]] : base;
  const frames = ["'self'"];
  if (thirdParty.sportsbookUrl) frames.push(new URL(thirdParty.sportsbookUrl).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withChat(["'self'"], 'scriptSrc'),
    styleSrc: withChat(["'self'"], 'styleSrc'),
    imgSrc: withChat(["'self'", 'data:', 'blob:'], 'imgSrc'),
    fontSrc: withChat(["'self'"], 'fontSrc'),
    connectSrc: withChat(["'self'"], 'connectSrc'),
    mediaSrc: withChat(["'self'"], 'mediaSrc'),
    frameSrc: withChat(frames, 'frameSrc'),
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
