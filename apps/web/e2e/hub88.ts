// The Hub88 fixture beside the browser tests' server (decision 0721): the fixture that speaks Hub88's
// Operator API (apps/server/test/hub88-fixture.ts) is started on a port of its own and connected with the
// command operators use (`npm run aggregators:add`, its script, on the server's data directory before the
// server starts). Its games list holds only games without a declared RTP, so a sync from the back office
// runs end to end (signed request, list, mapping, report) yet adds nothing to the catalogue whose counts
// other specs read. It reports one wallet call the ledger never booked, on a day of its own
// (E2E_HUB88_DAY), for the reconciliation to find.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hub88GameEntry, Hub88Fixture } from '../../server/test/hub88-fixture';
import { repoRoot } from './server-process';

/** The day the fixture reports its one unbooked bet on: a week ago, a whole UTC day in the past. */
export function hub88ReportedDay(now = new Date()): string {
  return new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
}

export async function connectHub88Fixture(
  environment: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ readonly day: string; close(): Promise<void> }> {
  const day = hub88ReportedDay();
  // These tests play no round through the fixture (no player launches its games), so it never calls the
  // wallet API nor checks the platform's signed answers: its wallet side refuses, with a key of its own.
  const fixture = new Hub88Fixture(
    () => Promise.reject(new Error('the browser tests play no round through the Hub88 fixture')),
    generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
  );
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
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/aggregators.ts',
        'add',
        ...Object.entries(settings).flatMap(([option, value]) => [`--${option}`, value]),
      ],
      { cwd: repoRoot, env: environment, encoding: 'utf8', stdio: ['ignore', 'ignore', 'inherit'] },
    );
    fixture.games = [
      hub88GameEntry('e2e_unrated_slot', { rtp: null }),
      hub88GameEntry('e2e_unrated_roulette', { category: 'Live Roulette', rtp: null, volatility: null }),
    ];
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
  return { day, close: () => fixture.close() };
}
