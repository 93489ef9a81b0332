// The wallet API's request lines: none at the production log level (every bet and win of every game comes
// through it), all of them when an operator turns the level down to debug.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { walletApiRoutes } from './routes';
import type { WalletApi } from './wallet-api';

const api: WalletApi = {
  handle: async () => ({ body: '{"status":"RS_OK"}', signature: 'c2lnbmVk', status: 'RS_OK' }),
};

async function linesOfOneCall(level: 'info' | 'debug'): Promise<string[]> {
  const lines: string[] = [];
  const app = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(line) } } });
  await app.register(walletApiRoutes(api));
  try {
    const answer = await app.inject({ method: 'POST', url: '/wallet-api/transaction/bet', payload: '{}' });
    expect(answer.statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('wallet API request logging', () => {
  it('writes no request line for a call at the info level, and both at debug', async () => {
    expect(await linesOfOneCall('info')).toEqual([]);
    expect(await linesOfOneCall('debug')).toEqual(['incoming request', 'request completed']);
  });
});
