// Browser, version, operating system and device of a session, read from its User-Agent header.
import { UAParser } from 'ua-parser-js';

export interface UserAgentSummary {
  readonly browser: string | null;
  readonly version: string | null;
  readonly os: string | null;
  /** desktop unless the header names another kind (mobile, tablet, smarttv, console, ...). */
  readonly device: string;
}

export function describeUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, version: null, os: null, device: 'unknown' };
  const result = new UAParser(userAgent).getResult();
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ');
  return {
    browser: result.browser.name ?? null,
    version: result.browser.version ?? null,
    os: os || null,
    device: result.device.type ?? 'desktop',
  };
}
