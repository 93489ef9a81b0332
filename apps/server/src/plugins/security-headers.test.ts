import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, withStyleHashes } from './security-headers';

describe('the content security policy', () => {
  it('allows only the site itself by default: no frame, script or style from elsewhere', () => {
    const directives = contentSecurityDirectives();
    expect(directives.frameSrc).toEqual(["'self'"]);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.styleSrc).toEqual(["'self'"]);
    expect(JSON.stringify(directives)).not.toContain('intercom');
  });

  it('frames the configured sportsbook by its origin only', () => {
    const directives = contentSecurityDirectives({ sportsbookUrl: 'https://sports.example.com/embed?x=1' });
    expect(directives.frameSrc).toEqual(["'self'", 'https://sports.example.com']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });

  it('opens the live-chat hosts only when a chat app id is configured', () => {
    const directives = contentSecurityDirectives({ liveChat: true });
    expect(directives.scriptSrc).toContain('https://widget.intercom.io');
    expect(directives.connectSrc).toContain('wss://*.intercom.io');
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });

  it("adds a page's inline stylesheet hashes to style-src only", () => {
    const policy = "default-src 'self';style-src 'self';img-src 'self' data:";
    expect(withStyleHashes(policy, ['sha256-abc=', 'sha256-def='])).toBe(
      "default-src 'self';style-src 'self' 'sha256-abc=' 'sha256-def=';img-src 'self' data:",
    );
    expect(withStyleHashes(policy, [])).toBe(policy);
    // A policy without style-src gets one (the page's stylesheets stay allowed).
    expect(withStyleHashes("default-src 'self'", ['sha256-abc='])).toBe(
      "default-src 'self';style-src 'self' 'sha256-abc='",
    );
    // style-src-elem is another directive, left alone.
    expect(withStyleHashes("style-src-elem 'self';style-src 'self'", ['sha256-x='])).toBe(
      "style-src-elem 'self';style-src 'self' 'sha256-x='",
    );
  });
});
