// The wallet API on two server nodes sharing one store: what one node keeps between calls (sessions,
// parsed provider keys) never lets it answer from what the other node has since changed.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { WalletApiOperation } from '@reelvault/contract/calls/wallet-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryGaming } from '../../../test/memory/gaming';
import { memoryTransactor } from '../../../test/memory/transactor';
import { memoryDatabase } from '../../../test/memory/wallet';
import { betBody, winBody, type SessionFacts } from '../../../test/wallet-api';
import { createGamingService, type GamingService } from './service';
import { publicKeyPem, signBody } from './signatures';
import { createWalletApi, type WalletApi } from './wallet-api';

const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const newKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

describe('the wallet API on two server nodes', () => {
  let t: ReturnType<typeof memoryGaming>;
  let otherNode: GamingService;
  let api: WalletApi;
  let providerKey: KeyObject;
  let session: SessionFacts;

  const register = (key: KeyObject, on: GamingService) =>
    on.registerProvider(t.db, { code: 'studio-a', name: 'Studio A', publicKeyPem: publicKeyPem(key) });

  const call = async (
    operation: WalletApiOperation,
    body: object,
    options: { key?: KeyObject; providerCode?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const answer = await api.handle(operation, Buffer.from(raw), {
      signature: signBody(raw, options.key ?? providerKey),
      providerCode: options.providerCode,
    });
    return answer.status;
  };

  beforeEach(async () => {
    t = memoryGaming(new ManualClock('2026-04-01T10:00:00.000Z'));
    otherNode = createGamingService(memoryDatabase(), t.ledger.wallet, {
      sessionTtlMinutes: 60,
      now: () => t.clock.now(),
      repository: t.repository,
      transactor: memoryTransactor(),
    });
    providerKey = newKey();
    await register(providerKey, t.gaming);
    await t.fundedPlayer(1, 10_000n);
    api = createWalletApi(t.gaming, platformKey);
    const opened = await t.gaming.openGameSession({
      playerId: 1,
      providerCode: 'studio-a',
      gameCode: 'fruit-reels',
    });
    session = { token: opened.token, user: opened.user, gameCode: 'fruit-reels', currency: 'EUR' };
  });

  it('refuses the next bet at once when the other node ended the session, and still settles its round', async () => {
    const bet = betBody(session, 100);
    expect(await call('bet', bet)).toBe('RS_OK');
    expect(await otherNode.endGameSession(session.token)).toBe(true);
    expect(await call('bet', betBody(session, 100))).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await call('win', winBody(session, bet, 250))).toBe('RS_OK');
    expect(await t.cashOf(1)).toBe(10_150n);
  });

  it('verifies with the key the other node registered since, not the one it parsed before', async () => {
    expect(await call('bet', betBody(session, 100), { providerCode: 'studio-a' })).toBe('RS_OK');
    const rotated = newKey();
    await register(rotated, otherNode);
    const options = { providerCode: 'studio-a' };
    expect(await call('bet', betBody(session, 100), options)).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await call('bet', betBody(session, 100), { ...options, key: rotated })).toBe('RS_OK');
  });
});
