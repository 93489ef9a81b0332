// The demo seed registers the in-house studio with a key pair kept in DATA_DIR/keys: the studio signs with
// the private key on disk and the platform accepts it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { fundedPlayer } from '../../../test/ledger';
import { injectTransport, WalletApiClient } from '../../../test/wallet-api';
import { keyFiles } from './keys';
import { houseProviderCode } from './service';
import { readRsaPrivateKey } from './signatures';

describe('the in-house studio in the demo seed', () => {
  let dataDir: string;
  let testApp: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-house-'));
    testApp = await createTestApp({ DEMO_SEED: 'true', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is registered as provider `house`, its private key kept in DATA_DIR/keys for the studio alone', async () => {
    const provider = await testApp.app.gaming.providerByCode(houseProviderCode);
    expect(provider?.name).toBe('Reelvault Studio');
    expect(provider?.status).toBe('active');
    const privatePath = path.join(dataDir, 'keys', keyFiles.housePrivate);
    expect((await stat(privatePath)).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(dataDir, 'keys', keyFiles.housePublic), 'utf8')).toContain('PUBLIC KEY');
  });

  it('lets the studio sign with the key on disk', async () => {
    const privateKey = readRsaPrivateKey(
      await readFile(path.join(dataDir, 'keys', keyFiles.housePrivate), 'utf8'),
    );
    const studio = { code: houseProviderCode, privateKey, publicKeyPem: '' };
    const client = new WalletApiClient(injectTransport(testApp.app), studio, testApp.app.walletApiPublicKey);
    const { playerId } = await fundedPlayer(testApp.app.wallet, 4_200n);
    const session = await testApp.app.gaming.openGameSession({
      playerId,
      providerCode: houseProviderCode,
      gameCode: 'house-slot',
    });
    const answer = await client.call('balance', {
      user: session.user,
      token: session.token,
      request_uuid: randomUUID(),
    });
    expect(answer.reply).toMatchObject({ status: 'RS_OK', currency: 'EUR', balance: 4_200_000 });
    expect(answer.verified).toBe(true);
  });
});
