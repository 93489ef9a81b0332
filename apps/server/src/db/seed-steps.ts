// The demo seed, step by step. Later modules append their steps here.
import { generateDemoFeed } from '../modules/catalogue/demo-feed';
import { parseFeed } from '../modules/catalogue/feed';
import { importCatalogue } from '../modules/catalogue/importer';
import { seedHouseStudio } from '../modules/gaming/service';
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
];
