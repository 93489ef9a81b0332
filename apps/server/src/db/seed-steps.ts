// The demo seed, step by step. Later modules append their steps here.
import { generateDemoFeed } from '../modules/catalogue/demo-feed';
import { parseFeed } from '../modules/catalogue/feed';
import { importCatalogue } from '../modules/catalogue/importer';
import type { SeedStep } from './seed';

export const demoSeed: readonly SeedStep[] = [
  {
    name: 'catalogue-demo-feed',
    run: async (db) => {
      await importCatalogue(db, parseFeed(generateDemoFeed()));
    },
  },
];
