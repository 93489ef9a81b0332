// Browser tests of the player site against the real server (started by e2e/global-setup.ts on a free
// port with a fresh data directory) in Debian's Chromium. The web app must be built first; the root
// `npm run test:e2e` does that.
import { defineConfig, devices } from '@playwright/test';

const chromium = {
  executablePath: '/usr/bin/chromium',
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

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
  launchOptions: chromium,
};

// The crypto specs share one dev chain, where every mined block adds a confirmation to every pending
// payment: they run one at a time (a project of one worker, the phone's after the desktop's), never beside
// each other.
const chainSpecs = /crypto.*\.spec\.ts/;

// Specs about what the server answers rather than how a page is laid out (headers, meta tags, sessions,
// two-factor, password reset, e-mail change, the fairness replay, favourites): their pages have no phone
// layout of their own, so they run on the desktop only (decision 0135).
const viewportFreeSpecs =
  /\/(security|seo|sessions|two-factor|password-reset|email-change|fairness|favourites)\.spec\.ts$/;

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
    { name: 'chain-desktop', grepInvert: /@phone/, testMatch: chainSpecs, workers: 1, use: desktop },
    {
      name: 'chain-phone',
      grepInvert: /@desktop/,
      testMatch: chainSpecs,
      workers: 1,
      dependencies: ['chain-desktop'],
      use: phone,
    },
  ],
});
