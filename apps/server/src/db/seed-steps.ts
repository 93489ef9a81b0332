// The demo seed, step by step. Later modules append their steps here.
import { generateDemoFeed } from '../modules/catalogue/demo-feed';
import { parseFeed } from '../modules/catalogue/feed';
import { seedDemoContent } from '../modules/content/demo-seed';
import { importCatalogue } from '../modules/catalogue/importer';
import { seedHouseStudio } from '../modules/gaming/service';
import { seedDemoPlayer } from './demo-player';
import type { SeedStep } from './seed';

export const demoSeed: readonly SeedStep[] = [
  {
    // The in-house studio is game provider number one; its key pair is kept in DATA_DIR/keys.
    name: 'gaming: in-house studio provider',
    run: (db, context) => seedHouseStudio(db, context.dataDir),
  },
  {
    name: 'catalogue-demo-feed',
    run: async (db) => {
      await importCatalogue(db, parseFeed(generateDemoFeed()));
    },
  },
  {
    name: 'content: promotions and legal pages',
    run: (db) => seedDemoContent(db),
  },
  {
    // A verified player with 1,000.00 EUR deposited through the sandbox gateway (README: demo accounts).
    name: 'identity: demo player',
    run: seedDemoPlayer,
  },
];
