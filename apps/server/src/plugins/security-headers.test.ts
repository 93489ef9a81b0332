import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from './security-headers';

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
});
