// Browser tests of the player site against the real server (started by e2e/global-setup.ts on a free
// port with a fresh data directory) in Debian's Chromium. The web app must be built first; the root
// `npm run test:e2e` does that.
import { defineConfig } from '@playwright/test';
import { desktopScreen, phoneScreen } from './e2e/screens';

const chromium = {
  // Debian's Chromium; `npm test` checks that it is there before it starts (scripts/test.mjs).
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...desktopScreen, launchOptions: chromium };
const phone = { ...phoneScreen, launchOptions: chromium };

// The crypto specs share one dev chain, where every mined block adds a confirmation to every pending
// payment: they run one at a time, never beside each other, in a project of one worker that goes through
// both screens itself (e2e/screens.ts). It is listed first, so that it starts beside the other worker
// rather than after everything else (a project that depended on another would wait for the whole first
// phase and run alone at the end: 45 s of one idle worker, decision 0135).
const chainSpecs = /crypto.*\.spec\.ts/;

// Specs about what the server answers rather than how a page is laid out (headers, meta tags, sessions,
// two-factor, password reset, e-mail change, the fairness replay, favourites; verification documents,
// limits and self-exclusion; promotions, legal pages and the support form; the VIP, sports and bonuses
// pages): their tests do the same thing on every screen, and the phone layout of their pages is walked,
// checked by axe and measured for contrast on the phone by the route walk and the contrast spec, so they
// run on the desktop only (decisions 0135 and 1015).
const viewportFreeSpecs =
  /\/(security|seo|sessions|two-factor|password-reset|email-change|fairness|favourites|compliance|content|site-pages)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Set by the global setup once the server listens; workers start after it.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    // Traces keep the DOM snapshots, network and console of a failing test; no screencast frames (the
    // JPEG frames of every test cost CPU the two cores need for the tests).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium,
  },
  projects: [
    { name: 'chain', testMatch: chainSpecs, workers: 1, use: desktop },
    {
      name: 'desktop',
      // Tests tagged @phone are about the phone layout only; @desktop ones only about larger screens.
      grepInvert: /@phone/,
      testIgnore: chainSpecs,
      use: desktop,
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: [chainSpecs, viewportFreeSpecs],
      use: phone,
    },
  ],
});
