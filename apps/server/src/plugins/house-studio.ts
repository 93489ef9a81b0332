// Mounts Reelvault Studio (apps/house) in the platform's process under /house. The studio gets the
// database connection for its own `house` schema and a wallet API transport that runs each signed request
// through this app's own HTTP pipeline (Fastify's inject): it pays and is paid exactly as a third-party
// studio calling /wallet-api over the network would (docs/decisions/0601).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GameShowSettings } from '@reelvault/house/game-show/driver';
import type { RoundSettings } from '@reelvault/house/rounds';
import { createHouseStudio, houseMountPrefix, type HouseStudio } from '@reelvault/house/studio';
import { injectTransport, type WalletTransport } from '@reelvault/house/wallet-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { keyFiles, keysDir } from '../modules/gaming/keys';

/** What tests may put in place: the studio's key, its timings, a transport that fails on purpose. */
export interface HouseStudioDependencies {
  readonly privateKeyPem?: string;
  readonly settings?: Partial<RoundSettings>;
  readonly wrapTransport?: (transport: WalletTransport) => WalletTransport;
  /** Seconds between sweeps; 0 leaves the sweeping to whoever calls `sweep()`. */
  readonly sweepSeconds?: number;
  /** The game show's timings (`driveMs` 0 leaves its rounds to whoever calls `driveGameShow()`). */
  readonly gameShow?: Partial<GameShowSettings>;
}

export interface HouseStudioOptions {
  readonly house?: HouseStudioDependencies;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house studio mounted under /house, when it has a key. */
    houseStudio: HouseStudio | undefined;
  }
}

/** The studio's private key: from the config, or (outside production) the one the demo seed keeps. */
async function houseKey(config: Config): Promise<string | undefined> {
  if (config.housePrivateKey) return config.housePrivateKey;
  if (config.housePrivateKeyFile) return readFile(config.housePrivateKeyFile, 'utf8');
  const kept = path.join(keysDir(config.dataDir), keyFiles.housePrivate);
  if (config.env !== 'production' && existsSync(kept)) return readFile(kept, 'utf8');
  return undefined;
}

async function houseStudio(app: FastifyInstance, options: HouseStudioOptions): Promise<void> {
  const { config, clock } = app;
  const dependencies = options.house ?? {};
  const privateKeyPem = dependencies.privateKeyPem ?? (await houseKey(config));
  if (!privateKeyPem) {
    app.log.info('the in-house studio is off: no key (HOUSE_PRIVATE_KEY or the demo seed)');
    app.decorate('houseStudio', undefined);
    return;
  }
  const transport = injectTransport(app);
  const studio = createHouseStudio({
    db: app.database.db,
    transport: dependencies.wrapTransport ? dependencies.wrapTransport(transport) : transport,
    keys: { privateKeyPem, platformPublicKeyPem: app.walletApiPublicKey },
    log: app.log,
    now: () => clock.now(),
    ...(dependencies.settings ? { settings: dependencies.settings } : {}),
    ...(dependencies.gameShow ? { gameShow: dependencies.gameShow } : {}),
  });
  await app.register(studio.plugin, { prefix: houseMountPrefix });
  // One process of all sweeps (plugins/single-instance.ts); the studio's leases keep a hand-over safe.
  const sweepSeconds = dependencies.sweepSeconds ?? config.houseSweepSeconds;
  if (sweepSeconds > 0) {
    app.singleInstance.run({
      name: 'house-sweeper',
      intervalMs: sweepSeconds * 1000,
      pass: () => studio.sweep(),
      failure: 'house: a sweep failed',
    });
  }
  // The game show's rounds are driven by one process of all (decision 0606): the others take over within a
  // pass when it dies, and go on from the rounds and bets in the database.
  if (studio.gameShowDriveMs > 0) {
    app.singleInstance.run({
      name: 'house-game-show',
      intervalMs: studio.gameShowDriveMs,
      pass: () => studio.driveGameShow(),
      failure: 'house: a game show pass failed',
    });
  }
  app.decorate('houseStudio', studio);
}

/** The studio pays through the platform's wallet API (the gaming module's routes), like any provider. */
export const houseStudioPlugin = fp(houseStudio, {
  name: 'house-studio',
  dependencies: ['platform', 'single-instance', 'signing-key'],
});
