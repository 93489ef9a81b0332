import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createAuthStore } from './auth-store';
import { createLanguageChoice } from './language-choice';
import { memoryStorage, storageKeys } from './storage';

function setup(options: { token?: string; status?: number } = {}) {
  const requests: Request[] = [];
  let language = 'en';
  const switchInterface = vi.fn(async (code: string) => {
    language = code;
  });
  const auth = createAuthStore(memoryStorage(options.token ? { [storageKeys.token]: options.token } : {}));
  const client = createApiClient({
    fetch: async (input, init) => {
      requests.push(new Request(new URL(String(input), 'http://reelvault.test'), init));
      const status = options.status ?? 200;
      const body =
        status === 200
          ? { data: { locale: language } }
          : { message: 'down', code: 'INTERNAL', error: 'INTERNAL' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
    siteId: '1',
    auth,
    language: () => language,
    currentPath: () => '/',
  });
  return { choose: createLanguageChoice({ switchInterface, client, auth }), requests, switchInterface };
}

describe('choosing the site language', () => {
  it('switches the interface and stores the choice on the logged-in player, asked in that language', async () => {
    const { choose, requests, switchInterface } = setup({ token: 'session-token' });
    await choose('de');
    expect(switchInterface).toHaveBeenCalledWith('de');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('PUT');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/account/language');
    expect(request?.headers.get('accept-language')).toBe('de');
    expect(await request?.json()).toEqual({ locale: 'de' });
  });

  it('tells the server nothing for a guest', async () => {
    const { choose, requests, switchInterface } = setup();
    await choose('fi');
    expect(switchInterface).toHaveBeenCalledWith('fi');
    expect(requests).toHaveLength(0);
  });

  it('keeps the new language when the server cannot store it', async () => {
    const { choose, switchInterface } = setup({ token: 'session-token', status: 500 });
    await expect(choose('ja')).resolves.toBeUndefined();
    expect(switchInterface).toHaveBeenCalledWith('ja');
  });
});
