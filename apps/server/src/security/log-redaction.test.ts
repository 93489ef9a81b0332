import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSecretParameter, redactUrl, secretHeaderLogPaths } from './log-redaction';

describe('redactUrl', () => {
  it('hides the token of a reset link and of an e-mail confirmation link', () => {
    expect(redactUrl('/reset-password?token=pD4SpUjzI9APGW-6hGI0Of4kEg4vhKaX70tVb2q1doc')).toBe(
      '/reset-password?token=[redacted]',
    );
    expect(redactUrl('/api/account/confirm-email?token=abc&lang=de')).toBe(
      '/api/account/confirm-email?token=[redacted]&lang=de',
    );
  });

  it('hides every parameter whose name says it holds a credential, in any case and position', () => {
    expect(
      redactUrl(
        '/x?page=2&access_token=a&Password=b&client_secret=c&apiKey=d&code=123456&sig=e&refresh-token=f&search=slots',
      ),
    ).toBe(
      '/x?page=2&access_token=[redacted]&Password=[redacted]&client_secret=[redacted]&apiKey=[redacted]' +
        '&code=[redacted]&sig=[redacted]&refresh-token=[redacted]&search=slots',
    );
  });

  it('hides a parameter whose name is percent-encoded, and survives a malformed escape', () => {
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?bad%E0%A4%A=1&token=abc')).toBe('/x?bad%E0%A4%A=1&token=[redacted]');
  });

  it('hides secrets in the fragment and in a whole address', () => {
    expect(redactUrl('https://casino.example/reset-password#token=abc')).toBe(
      'https://casino.example/reset-password#token=[redacted]',
    );
  });

  it('hides a token nested in another parameter and one quoted inside a message', () => {
    expect(redactUrl('/login?next=/reset-password?token=abc')).toBe(
      '/login?next=/reset-password?token=[redacted]',
    );
    expect(redactUrl('Route GET:/reset-password?token=abc not found')).toBe(
      'Route GET:/reset-password?token=[redacted] not found',
    );
  });

  it('keeps everything else as sent', () => {
    for (const url of [
      '/',
      '/api/games?page=1&per_page=24&provider=12',
      '/api/search/games?search=book%20of&type=slots',
      '/x?token=',
      '/x?token',
      '/slots/category/new',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('isSecretParameter', () => {
  it('names credentials and leaves ordinary parameters alone', () => {
    for (const name of [
      'token',
      'access_token',
      'password',
      'new_password',
      'secret',
      'api_key',
      'code',
      'key',
    ]) {
      expect(isSecretParameter(name), name).toBe(true);
    }
    for (const name of [
      'page',
      'per_page',
      'device',
      'search',
      'type',
      'currency',
      'deposit',
      'utm_source',
    ]) {
      expect(isSecretParameter(name), name).toBe(false);
    }
  });
});

describe('secretHeaderLogPaths', () => {
  it('hides the session, cookie and key headers of a logged request and keeps the others', () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        redact: secretHeaderLogPaths(),
        stream: { write: (line) => void lines.push(line) },
      },
    });
    const headers = {
      authorization: 'Bearer session-token-1',
      cookie: 'sid=cookie-token-2',
      'x-api-key': 'api-key-3',
      'user-agent': 'Firefox',
    };
    app.log.info({ headers }, 'the headers of a request');
    const logged = lines.join('\n');
    for (const secret of ['session-token-1', 'cookie-token-2', 'api-key-3'])
      expect(logged).not.toContain(secret);
    expect(logged.match(/Firefox/g)).toHaveLength(1);
  });
});
