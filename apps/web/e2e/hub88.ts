// The Hub88 fixture beside the browser tests' server (decision 0721): the fixture that speaks Hub88's
// Operator API (apps/server/test/hub88-fixture.ts) is started on a port of its own and connected with the
// command operators use (`npm run aggregators:add`, its script, on the server's data directory before the
// server starts). Its games list holds one playable slot, synced into the catalogue before the server
// starts (`npm run aggregators:sync`'s script), so that every spec reads one catalogue from its first
// request; a player opens it from the lobby and its game page plays rounds through the server's wallet API
//. Two more games without a declared RTP are left out by every sync. The fixture
// reports one wallet call the ledger never booked, on a day of its own (E2E_HUB88_DAY), for the
// reconciliation to find. The server signs its wallet answers with a key written here
// (WALLET_API_PRIVATE_KEY_FILE), whose public half the fixture checks them with.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hub88GameEntry, Hub88Fixture } from '../../server/test/hub88-fixture';
import { repoRoot } from './server-process';

/** The day the fixture reports its one unbooked bet on: a week ago, a whole UTC day in the past. */
export function hub88ReportedDay(now = new Date()): string {
  return new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
}

/** The fixture's playable slot, as the catalogue names it. */
export const hub88PlayableGame = { code: 'e2e_fixture_fortune', name: 'Fixture Fortune' } as const;

/**
 * Connects the fixture to the data directory's database and syncs its games, before the server starts:
 * `environment` gains the server's wallet signing key, and `serveWallet` tells the fixture where the
 * server answers once it runs.
 */
export async function connectHub88Fixture(
  environment: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ readonly day: string; serveWallet(baseUrl: string): void; close(): Promise<void> }> {
  const day = hub88ReportedDay();
  const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const walletKey = path.join(dataDir, 'wallet-api-private.pem');
  await writeFile(walletKey, platformKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
  });
  environment.WALLET_API_PRIVATE_KEY_FILE = walletKey;
  let walletUrl: string | undefined;
  const fixture = Hub88Fixture.overHttp(() => walletUrl, platformKeys.publicKey);
  await fixture.start();
  try {
    const privateKey = path.join(dataDir, 'hub88-operator-private.pem');
    const publicKey = path.join(dataDir, 'hub88-public.pem');
    await writeFile(privateKey, fixture.operatorPrivateKeyPem, { mode: 0o600 });
    await writeFile(publicKey, fixture.hub88PublicKeyPem);
    const settings = {
      code: 'hub88',
      name: 'Hub88',
      'base-url': fixture.url,
      'operator-id': String(fixture.operatorId),
      'private-key': privateKey,
      'public-key': publicKey,
    };
    // Run while this process's event loop is free: the sync asks the fixture, which answers from here.
    const aggregators = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/aggregators.ts', ...args],
        {
          cwd: repoRoot,
          env: environment,
          encoding: 'utf8',
        },
      );
    await aggregators(
      'add',
      ...Object.entries(settings).flatMap(([option, value]) => [`--${option}`, value]),
    );
    fixture.games = [
      // Released years ago: the lobby's new-games rows keep the demo's games other specs open. No picture:
      // the browser tests let no request leave the machine, and a fixture's picture host would.
      hub88GameEntry(hub88PlayableGame.code, {
        name: hub88PlayableGame.name,
        release_date: '2019-03-01',
        url_thumb: null,
      }),
      hub88GameEntry('e2e_unrated_slot', { rtp: null }),
      hub88GameEntry('e2e_unrated_roulette', { category: 'Live Roulette', rtp: null, volatility: null }),
    ];
    await aggregators('sync', '--code', 'hub88');
    fixture.transactions.push({
      transaction_uuid: '6f1c2b7e-0e2d-4a51-9d0c-e2e0b0000001',
      type: 'TT_BET',
      status: 'TS_SUCCESS',
      user: 'rv-990001',
      round: 'e2e-round-1',
      game_code: 'e2e_unrated_slot',
      currency: 'EUR',
      amount: 150_000,
      at: new Date(`${day}T12:00:00Z`),
    });
  } catch (error) {
    await fixture.close();
    throw error;
  }
  return {
    day,
    serveWallet: (baseUrl) => {
      walletUrl = baseUrl;
    },
    close: () => fixture.close(),
  };
}
