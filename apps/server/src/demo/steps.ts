// The demo seed, step by step, each through the modules' services. The names are what a database records
// of the steps it has had (db/seed.ts): a step keeps its name for good, and a new one is appended.
import type { FastifyInstance } from 'fastify';
import type { SeedStep } from '../db/seed';
import { seedHouseStudio } from '../modules/gaming/service';
import { generateDemoFeed } from './catalogue-feed';
import { demoFreeSpinGame, seedDemoBonusOffers } from './bonus-offers';
import { seedDemoContent } from './content/seed';
import { seedDemoPlayer, demoPlayer } from './player';

export const demoStepNames = {
  houseStudio: 'gaming: in-house studio provider',
  catalogue: 'catalogue-demo-feed',
  content: 'content: promotions and legal pages',
  player: 'identity: demo player',
  bonusOffers: 'bonuses: offers and promo codes',
} as const;

export interface DemoSeedSteps {
  /** Run while the app is built, before the plugin that reads what they write (the studio, its key pair). */
  readonly whileBuilding: readonly SeedStep[];
  /** Run once the app is ready: the long catalogue import, and the player, who pays on a page of the app. */
  readonly onceReady: readonly SeedStep[];
}

/** The payer's "Approve" on the sandbox gateway's page, posted to this app. */
function sandboxPayer(app: FastifyInstance) {
  return async (paymentUrl: string): Promise<void> => {
    const response = await app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    if (response.statusCode !== 303) {
      throw new Error(`the sandbox page answered ${response.statusCode} to the demo player's approval`);
    }
  };
}

/** The steps over the services of `app` (the identity, catalogue and cashier plugins registered). */
export function demoSeedSteps(app: FastifyInstance): DemoSeedSteps {
  const { config } = app;
  const depositGateway = config.paymentGatewayMethods[demoPlayer.depositMethod] ?? config.paymentGateway;
  return {
    whileBuilding: [
      {
        // The in-house studio is game provider number one; its key pair is kept in DATA_DIR/keys.
        name: demoStepNames.houseStudio,
        run: (tx) => seedHouseStudio(tx, config.dataDir),
      },
    ],
    onceReady: [
      {
        name: demoStepNames.catalogue,
        ownTransactions: true,
        run: async () => {
          await app.catalogue.importFeed(generateDemoFeed());
        },
      },
      { name: demoStepNames.content, run: (tx) => seedDemoContent(tx) },
      {
        // A verified player with 1,000.00 EUR deposited through the sandbox gateway (README: demo accounts).
        name: demoStepNames.player,
        ownTransactions: true,
        run: () =>
          seedDemoPlayer({
            identity: app.identity,
            cashier: app.cashier,
            approveOnSandboxPage: depositGateway === 'sandbox' ? sandboxPayer(app) : undefined,
          }),
      },
      {
        // The welcome offer, the crypto deposit bonus and the promo codes, free spins on a catalogue slot.
        name: demoStepNames.bonusOffers,
        run: (tx) => seedDemoBonusOffers(tx, app.clock.now(), demoFreeSpinGame(generateDemoFeed())),
      },
    ],
  };
}
